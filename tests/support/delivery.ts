/**
 * The delivery choice a buyer makes at checkout (issue #26: nothing is preselected), for tests that
 * check out: per delivery group of the buyer's cart (one per seller), `option` when the group
 * offers it, else the group's cheapest method (a free collection when buyer and seller live in the
 * same country), as a buyer watching the total would. Read through the same preview the checkout page uses.
 */

import { deliveryCost, deliveryFieldName } from '~/catalog/delivery'
import type { ShippingOption } from '~/catalog/taxonomy'
import { getCheckoutPreview } from '~/checkout/checkout.server'

/** Group key → method, as `startCheckout({ deliveryChoices })` takes it. */
export async function deliveryChoicesFor(buyerId: string, option?: ShippingOption) {
  const { groups } = await getCheckoutPreview(buyerId)
  const choices: Record<string, string> = {}
  for (const group of groups) {
    const cheapest = [...group.options].sort((a, b) => deliveryCost(a) - deliveryCost(b))[0]
    const chosen = option && group.options.includes(option) ? option : cheapest
    if (chosen) choices[group.key] = chosen
  }
  return choices
}

/** The same choice as the checkout form's fields (`delivery.<group>` → method). */
export async function deliveryFieldsFor(buyerId: string, option?: ShippingOption) {
  const choices = await deliveryChoicesFor(buyerId, option)
  return Object.fromEntries(Object.entries(choices).map(([key, value]) => [deliveryFieldName(key), value]))
}

/**
 * The same fields for the signed-in user of `cookie` (route tests that post the checkout form as a
 * browser would); none for a visitor or a cookie that signs nobody in.
 */
export async function deliveryFieldsForCookie(cookie: string, option?: ShippingOption) {
  const { getViewer } = await import('~/accounts/viewer.server')
  const viewer = await getViewer(new Request('http://localhost:3000/checkout', { headers: { cookie } }))
  return viewer ? deliveryFieldsFor(viewer.id, option) : {}
}
