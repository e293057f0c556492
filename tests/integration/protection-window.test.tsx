/**
 * One protection window everywhere (issue #26 item 5): the order page, the delivered e-mails, the
 * returns page and the FAQ all give the buyer the window the order lifecycle applies
 * (PROTECTION_DAYS), in both languages. The expected text is derived from the constant, so changing
 * it changes every page, and a page that states another number of days fails here.
 */
import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { localizeInfoPage } from '~/content/info-pages'
import { formatLongDate } from '~/i18n/format'
import type { OrderDetail } from '~/orders/order-detail'
import { PROTECTION_DAYS } from '~/orders/order-lifecycle'
import { moveOrder } from '~/orders/order-transitions.server'
import { outboxDir, readOutbox } from '~/platform/email/mailer.server'
import { runDueJobs } from '~/platform/jobs/queue.server'
import OrderPage, { loader as orderLoader } from '~/routes/orders.$id'
import { createOrder, createProduct } from '../../db/factories'
import { profiles } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { renderPage, textOf } from '../support/render-page'
import { getRequest, runRoute } from '../support/routes'

const DAY = 24 * 60 * 60 * 1000

/** Every number of days a text gives the buyer after delivery, in English and in Spanish. */
function windowsIn(text: string) {
  const plain = text.replace(/\u00a0/g, ' ')
  return [...plain.matchAll(/(\d+) (?:days (?:of|after) delivery|días desde la entrega)/g)].map((m) =>
    Number(m[1]),
  )
}

describe('the buyer protection window (issue #26 item 5)', () => {
  const db = useTestDatabase()
  beforeEach(() => fs.rmSync(outboxDir(), { recursive: true, force: true }))

  it('the returns page and the FAQ state the window the orders run on, in both languages', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const id of ['returns', 'faq'] as const) {
        const windows = windowsIn(JSON.stringify(localizeInfoPage(id, locale)))
        expect(windows.length, `${id} (${locale}) states the window`).toBeGreaterThan(0)
        expect(new Set(windows), `${id} (${locale})`).toEqual(new Set([PROTECTION_DAYS]))
      }
      // No policy page states any other window.
      for (const id of ['shipping', 'terms'] as const) {
        for (const days of windowsIn(JSON.stringify(localizeInfoPage(id, locale)))) {
          expect(days, `${id} (${locale})`).toBe(PROTECTION_DAYS)
        }
      }
    }
  })

  it('the order page and the delivered e-mails give the same window, ending on the date the order applies', async () => {
    const buyer = await createSignedInUser(db(), { name: 'Lucía Fernández' })
    const seller = await createSignedInUser(db(), { name: 'Marta Ríos' })
    // The buyer reads Spanish, the seller English.
    await db().update(profiles).set({ language: 'es' }).where(eq(profiles.id, buyer.user.id))
    await db().update(profiles).set({ language: 'en' }).where(eq(profiles.id, seller.user.id))
    const product = await createProduct(db(), { sellerId: seller.user.id, status: 'sold' })
    const order = await createOrder(db(), {
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      productId: product.id,
      status: 'shipped',
    })
    expect((await moveOrder(buyer.user.id, order.id, { intent: 'deliver' })).kind).toBe('done')
    await runDueJobs()

    const loaded = await runRoute<{ order: OrderDetail }>(
      orderLoader,
      getRequest(`/orders/${order.id}`, { cookie: buyer.cookie }),
      { params: { id: order.id } },
    )
    const { deliveredAt, protectionEndsAt } = loaded.data.order
    expect(deliveredAt).not.toBeNull()
    expect(protectionEndsAt).not.toBeNull()
    // The deadline the order applies is the constant's.
    expect(Date.parse(protectionEndsAt ?? '') - Date.parse(deliveredAt ?? '')).toBe(PROTECTION_DAYS * DAY)

    for (const locale of ['en', 'es'] as const) {
      const page = textOf(
        renderPage(OrderPage, {
          pattern: locale === 'es' ? '/es/orders/:id' : '/orders/:id',
          url: `${locale === 'es' ? '/es' : ''}/orders/${order.id}`,
          locale,
          loaderData: loaded.data,
        }),
      )
      expect(windowsIn(page), `order page (${locale})`).toEqual([PROTECTION_DAYS])
      expect(page).toContain(formatLongDate(protectionEndsAt ?? '', locale).replace(/\u00a0/g, ' '))
    }

    const mails = await readOutbox()
    const toBuyer = mails.find((m) => m.to === buyer.user.email && m.subject.includes('entregado'))
    const toSeller = mails.find((m) => m.to === seller.user.email && m.subject.includes('delivered'))
    for (const [who, mail, locale] of [
      ['buyer', toBuyer, 'es'],
      ['seller', toSeller, 'en'],
    ] as const) {
      expect(mail, `delivered e-mail to the ${who}`).toBeDefined()
      expect(windowsIn(mail?.text ?? ''), `e-mail to the ${who}`).toEqual([PROTECTION_DAYS])
      expect(mail?.text).toContain(formatLongDate(protectionEndsAt ?? '', locale))
    }
  })
})
