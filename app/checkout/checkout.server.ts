/**
 * Starting and closing checkouts (SPEC §2 "Checkout", §7 create-checkout; issue #6).
 *
 * The order is rebuilt from the database: the buyer's cart rows and the products' own prices.
 * Nothing the browser sends besides the shipping address is read. An open checkout holds nothing
 * (docs/decisions/0020-checkout-authorise-then-capture.md): other buyers may pay for the same items,
 * the first completed payment gets them, and the others' authorisations are released uncharged.
 * A buyer has one open checkout at most: starting again closes the earlier one.
 */
import { sql } from 'drizzle-orm'
import { cartSummary, isAvailable } from '~/cart/cart'
import { buyNowLines, listCart } from '~/cart/cart.server'
import { type DeliveryGroup, deliveryCost, deliveryGroups, readDeliveryChoice } from '~/catalog/delivery'
import { isUuid } from '~/catalog/product'
import { sellerDisplayName } from '~/catalog/seller-display'
import type { MessageKey } from '~/i18n'
import type { Locale } from '~/i18n/locales'
import { absoluteLocaleUrl, localePath } from '~/i18n/paths'
import { reservationJoin } from '~/messages/offers.server'
import { clock } from '~/platform/clock.server'
import { type DatabaseOrTransaction, db, rawQuery } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import { activePaymentProvider } from '~/platform/payments/index.server'
import type { PaymentProviderName } from '~/platform/payments/provider'
import type { CheckoutLine, ShippingAddress } from '../../db/schema'
import { checkoutSessions } from '../../db/schema'
import {
  CHECKOUT_EXPIRY_MARGIN_SECONDS,
  CHECKOUT_SESSION_MINUTES,
  lineTotal,
  MAX_CHECKOUT_ITEMS,
} from './checkout'

export type StartCheckoutResult =
  | { ok: true; checkoutId: string; url: string; providerSessionId: string }
  | {
      ok: false
      status: 400 | 409 | 502
      error: MessageKey
      /** The provider's own message, for 'Error creating checkout'. */
      detail?: string
      /** Names of the items that stopped it. */
      items?: string[]
    }

interface CartProductRow {
  product_id: string
  name: string
  brand: string
  price: number
  status: string
  seller_id: string | null
  shipping_options: string[]
  seller_country: string | null
}

/** The delivery choice the checkout refused, by what the buyer can do about it. */
const DELIVERY_REFUSAL = {
  missing: 'checkout.chooseDelivery',
  'not-offered': 'checkout.shippingNotOffered',
  'not-deliverable': 'checkout.notDeliverable',
} as const satisfies Record<string, MessageKey>

class CheckoutRefused extends Error {
  constructor(readonly result: Extract<StartCheckoutResult, { ok: false }>) {
    super(result.error)
  }
}

const shippingLabel: Record<Locale, string> = { en: 'Shipping', es: 'Envío' }

/** The buyer's country (ISO code, from their profile's area code), or null when unknown. */
async function buyerCountry(tx: DatabaseOrTransaction, buyerId: string) {
  const [row] = await rawQuery<{ country: string | null }>(
    tx,
    sql`select country from profiles where id = ${buyerId}`,
  )
  return row?.country ?? null
}

export function checkoutExpiry(now: Date) {
  return new Date(now.getTime() + CHECKOUT_SESSION_MINUTES * 60_000 + CHECKOUT_EXPIRY_MARGIN_SECONDS * 1000)
}

/**
 * Where the payment page sends the buyer back, as this site's paths in the buyer's language (the
 * language of the checkout, stored with it). `sessionId` is the provider's session id; Stripe fills
 * in its placeholder {CHECKOUT_SESSION_ID} itself, the built-in test provider passes the real one.
 */
export function returnPaths(checkoutId: string, locale: Locale, sessionId = '{CHECKOUT_SESSION_ID}') {
  return {
    success: localePath(`/checkout/success?session_id=${sessionId}`, locale),
    cancel: localePath(`/checkout/cancel?checkout=${encodeURIComponent(checkoutId)}`, locale),
  }
}

/** The same as absolute addresses on the public origin: what the provider is given. */
export function returnUrls(checkoutId: string, locale: Locale) {
  const origin = env().publicUrl
  const paths = returnPaths(checkoutId, locale)
  return {
    successUrl: absoluteLocaleUrl(origin, paths.success, locale),
    cancelUrl: absoluteLocaleUrl(origin, paths.cancel, locale),
  }
}

export async function startCheckout(input: {
  buyer: { id: string; email: string }
  address: ShippingAddress
  /**
   * The delivery method the buyer chose per group (app/catalog/delivery.ts: one per seller). Only
   * the method's name is read: its cost comes from SPEC §9's table; a missing choice, or a method
   * the seller does not offer or that cannot reach the buyer, refuses the checkout.
   */
  deliveryChoices?: Record<string, string | null | undefined>
  locale: Locale
  /** "Buy now" (issue #31): this listing alone, in the cart or not, instead of the cart. */
  only?: string
  now?: Date
}): Promise<StartCheckoutResult> {
  const now = input.now ?? clock.now()
  const expiresAt = checkoutExpiry(now)
  const provider = activePaymentProvider()

  let checkoutId: string
  let lines: CheckoutLine[]
  const only = input.only
  if (only !== undefined && !isUuid(only))
    return { ok: false, status: 400, error: 'checkout.invalidOrderData' }
  try {
    ;({ checkoutId, lines } = await db().transaction(async (tx) => {
      const rows = await rawQuery<CartProductRow>(
        tx,
        // The price is the listing's, or the amount of an offer accepted for this buyer (issue #15),
        // both read here; a listing reserved for another buyer is not available.
        sql`select p.id as product_id, p.name, p.brand,
                   case when r.reserved_buyer_id = ${input.buyer.id} then r.reserved_amount else p.price end as price,
                   case when r.reserved_buyer_id is not null and r.reserved_buyer_id <> ${input.buyer.id} then 'reserved'
                        else p.status end as status,
                   p.seller_id, p.shipping_options, sp.country as seller_country
              from products p
              left join profiles sp on sp.id = p.seller_id
              ${reservationJoin(sql`p.id`, now)}
             where ${
               only === undefined
                 ? sql`p.id in (select c.product_id from cart_items c where c.user_id = ${input.buyer.id})`
                 : sql`p.id = ${only}`
             }
             order by p.id`,
      )
      if (rows.length === 0)
        throw new CheckoutRefused({ ok: false, status: 400, error: 'checkout.invalidOrderData' })
      if (rows.length > MAX_CHECKOUT_ITEMS) {
        throw new CheckoutRefused({ ok: false, status: 400, error: 'checkout.tooManyItems' })
      }
      const unavailable = rows.filter(
        (row) => row.status !== 'active' || !row.seller_id || row.seller_id === input.buyer.id,
      )
      if (unavailable.length) {
        throw new CheckoutRefused({
          ok: false,
          status: 409,
          error: 'checkout.itemsUnavailable',
          items: unavailable.map((row) => row.name),
        })
      }

      // One open checkout per buyer: starting again (a second tab, a changed cart) replaces the
      // earlier one, which is closed at the provider too. The buyer's row lock serialises two
      // parallel starts, so neither survives next to the other.
      await tx.execute(sql`select id from users where id = ${input.buyer.id} for update`)
      const superseded = await rawQuery<{
        id: string
        provider: PaymentProviderName
        provider_session_id: string | null
      }>(
        tx,
        sql`update checkout_sessions set status = 'cancelled', updated_at = ${now.toISOString()}::timestamptz
             where buyer_id = ${input.buyer.id} and status in ('creating', 'open')
         returning id, provider, provider_session_id`,
      )
      for (const earlier of superseded) await closeAtProvider(tx, earlier)

      // The delivery method of each seller's items, as the buyer chose it: never a default.
      const groups = deliveryGroups(
        rows.map((row) => ({
          productId: row.product_id,
          sellerId: row.seller_id as string,
          offered: row.shipping_options,
          sellerCountry: row.seller_country,
        })),
        await buyerCountry(tx, input.buyer.id),
      )
      const choice = readDeliveryChoice(groups, input.deliveryChoices ?? {})
      if (!choice.ok) {
        const nameOf = new Map(rows.map((row) => [row.product_id, row.name]))
        throw new CheckoutRefused({
          ok: false,
          status: 400,
          error: DELIVERY_REFUSAL[choice.reason],
          items: choice.groups.flatMap((group) => group.productIds.map((id) => nameOf.get(id) ?? '')),
        })
      }
      const lines: CheckoutLine[] = []
      for (const row of rows) {
        const option = choice.byProduct.get(row.product_id)
        if (!option) throw new Error(`no delivery method for ${row.product_id}`)
        lines.push({
          productId: row.product_id,
          sellerId: row.seller_id as string,
          name: row.name,
          brand: row.brand,
          price: row.price,
          shippingOption: option,
          shippingAmount: deliveryCost(option),
        })
      }
      const [created] = await tx
        .insert(checkoutSessions)
        .values({
          buyerId: input.buyer.id,
          provider: provider.name,
          status: 'creating',
          lines,
          amountTotal: lines.reduce((sum, line) => sum + lineTotal(line), 0),
          shippingAddress: input.address,
          locale: input.locale,
          expiresAt,
        })
        .returning({ id: checkoutSessions.id })
      if (!created) throw new Error('checkout insert returned nothing')

      // The deadline: an unpaid checkout closes (and its session at the provider) when it expires.
      await enqueue(tx, 'checkout.expire', { checkoutId: created.id }, { startAfter: expiresAt })
      return { checkoutId: created.id, lines }
    }))
  } catch (error) {
    if (error instanceof CheckoutRefused) return error.result
    throw error
  }

  const { successUrl, cancelUrl } = returnUrls(checkoutId, input.locale)
  try {
    const session = await provider.createSession({
      checkoutId,
      lineItems: lines.flatMap((line) => [
        {
          name: line.name,
          description: line.brand || undefined,
          unitAmount: line.price,
          // A listing is one second-hand item: it is charged once (docs/spec-deviations.md "Cart").
          quantity: 1,
        },
        // Its shipping is a line of its own, so the payment page shows what it is.
        ...(line.shippingAmount
          ? [
              {
                name: `${shippingLabel[input.locale]}: ${line.name}`,
                description: line.shippingOption,
                unitAmount: line.shippingAmount,
                quantity: 1,
              },
            ]
          : []),
      ]),
      // Stripe Connect "separate charges and transfers": the sellers' transfers share this group.
      transferGroup: checkoutId,
      customerEmail: input.buyer.email,
      locale: input.locale,
      successUrl,
      cancelUrl,
      expiresAt,
      idempotencyKey: `checkout-${checkoutId}`,
    })
    await db().execute(
      sql`update checkout_sessions
             set status = 'open', provider_session_id = ${session.id}, provider_url = ${session.url}, updated_at = now()
           where id = ${checkoutId} and status = 'creating'`,
    )
    log.info('checkout.started', { checkoutId, provider: provider.name, items: lines.length })
    return { ok: true, checkoutId, url: session.url, providerSessionId: session.id }
  } catch (error) {
    log.error('checkout.provider_failed', { checkoutId, provider: provider.name, error })
    await releaseCheckout(checkoutId, 'failed')
    return {
      ok: false,
      status: 502,
      error: 'checkout.errorCreating',
      detail: error instanceof Error && error.message ? error.message : undefined,
    }
  }
}

/**
 * Ends an unfinished checkout and (a job) closes its session at the provider,
 * so it cannot be paid later. `condition` narrows which checkout may close (its buyer, its deadline).
 * True when it was still unfinished.
 */
async function releaseCheckout(
  checkoutId: string,
  status: 'failed' | 'cancelled' | 'expired',
  condition = sql``,
) {
  return db().transaction(async (tx) => {
    const [closed] = await rawQuery<{ provider: PaymentProviderName; provider_session_id: string | null }>(
      tx,
      sql`update checkout_sessions set status = ${status}, updated_at = now()
           where id = ${checkoutId} and status in ('creating', 'open') ${condition}
       returning provider, provider_session_id`,
    )
    if (!closed) return false
    await closeAtProvider(tx, closed)
    return true
  })
}

/** Queues closing a provider's session (best effort at the provider: it may be closed already). */
async function closeAtProvider(
  tx: DatabaseOrTransaction,
  session: { provider: PaymentProviderName; provider_session_id: string | null },
) {
  if (!session.provider_session_id) return
  await enqueue(tx, 'checkout.close-provider-session', {
    provider: session.provider,
    sessionId: session.provider_session_id,
  })
}

/** Whether the buyer's checkout can still be paid (the cancel page offers to close it). */
export async function isCheckoutOpen(buyerId: string, checkoutId: string) {
  const rows = await rawQuery<{ id: string }>(
    db(),
    sql`select id from checkout_sessions
         where id = ${checkoutId} and buyer_id = ${buyerId} and status in ('creating', 'open')`,
  )
  return rows.length > 0
}

/**
 * The buyer left the payment page (/checkout/cancel, by a POST from that page): the checkout
 * closes at the provider too, so it cannot be paid later.
 */
export async function cancelCheckout(buyerId: string, checkoutId: string) {
  const closed = await releaseCheckout(checkoutId, 'cancelled', sql`and buyer_id = ${buyerId}`)
  if (closed) log.info('checkout.cancelled', { checkoutId })
  return closed
}

/**
 * The operator suspended this user (issue #14): every unfinished checkout they started, and every
 * one that holds one of their listings, is cancelled and closed at the provider, so nothing of
 * theirs can be paid for. Answers how many were released.
 */
export async function releaseCheckoutsOfUser(userId: string) {
  const open = await rawQuery<{ id: string }>(
    db(),
    sql`select id from checkout_sessions
         where status in ('creating', 'open')
           and (buyer_id = ${userId} or lines @> ${JSON.stringify([{ sellerId: userId }])}::jsonb)`,
  )
  let released = 0
  for (const { id } of open) if (await releaseCheckout(id, 'cancelled')) released += 1
  if (released) log.info('checkout.released_for_suspension', { userId, released })
  return released
}

/**
 * The deadline of one checkout (the `checkout.expire` job, enqueued for its expiry time): still
 * unpaid at `now` by the injected clock, it expires. Re-checks the row, so a checkout paid or
 * cancelled meanwhile, or a job run early, changes nothing.
 */
export async function expireCheckoutIfDue(checkoutId: string, now: Date) {
  const expired = await releaseCheckout(
    checkoutId,
    'expired',
    sql`and expires_at <= ${now.toISOString()}::timestamptz`,
  )
  if (expired) log.info('checkout.expired', { checkoutId })
  return expired
}

/** The safety net of the same deadline (a cron sweep): every checkout overdue at `now`. */
export async function expireDueCheckouts(now: Date) {
  const due = await rawQuery<{ id: string }>(
    db(),
    sql`select id from checkout_sessions
         where status in ('creating', 'open') and expires_at <= ${now.toISOString()}::timestamptz
         order by expires_at limit 500`,
  )
  let expired = 0
  for (const { id } of due) if (await expireCheckoutIfDue(id, now)) expired += 1
  return expired
}

export interface CheckoutOutcome {
  checkoutId: string
  status: string
  amountTotal: number
  /** Euro cents of the items someone else bought first: never charged. */
  amountNotCharged: number
  orders: { id: string; productId: string | null; name: string; totalAmount: number }[]
  /** Items someone else bought first (their share of the authorisation was released). */
  missed: string[]
}

/** What /checkout/success shows: the buyer's own checkout, by the provider's session id. */
export async function getCheckoutOutcome(
  buyerId: string,
  providerSessionId: string,
): Promise<CheckoutOutcome | null> {
  const [session] = await rawQuery<{
    id: string
    status: string
    amount_total: number
    amount_captured: number
    lines: CheckoutLine[]
  }>(
    db(),
    sql`select id, status, amount_total, amount_captured, lines from checkout_sessions
         where provider_session_id = ${providerSessionId} and buyer_id = ${buyerId}`,
  )
  if (!session) return null
  const orders = await rawQuery<{ id: string; product_id: string | null; total_amount: number }>(
    db(),
    sql`select id, product_id, total_amount from orders where checkout_session_id = ${session.id} order by created_at, id`,
  )
  const ordered = new Set(orders.map((order) => order.product_id))
  const nameOf = new Map(session.lines.map((line) => [line.productId, line.name]))
  return {
    checkoutId: session.id,
    status: session.status,
    amountTotal: session.amount_total,
    amountNotCharged: session.status === 'completed' ? session.amount_total - session.amount_captured : 0,
    orders: orders.map((order) => ({
      id: order.id,
      productId: order.product_id,
      name: (order.product_id && nameOf.get(order.product_id)) || '',
      totalAmount: order.total_amount,
    })),
    missed:
      session.status === 'completed'
        ? session.lines.filter((l) => !ordered.has(l.productId)).map((l) => l.name)
        : [],
  }
}

/** A delivery group as the checkout page shows it: whose items, from where, and the methods. */
export interface DeliveryGroupView extends DeliveryGroup {
  sellerName: string | null
  sellerCity: string | null
}

/**
 * The checkout page's summary: the buyer's cart as the database has it now, charged as the cart
 * says (each available listing once), and its delivery groups (one choice per seller, with the
 * seller's city so the buyer knows where a collection would be). An item that is the buyer's own
 * also blocks the checkout.
 */
export async function getCheckoutPreview(buyerId: string, only?: string) {
  // "Buy now" (issue #31): the one listing, in the cart or not; otherwise the whole cart.
  const lines = only === undefined ? await listCart(buyerId) : await buyNowLines(buyerId, only)
  const sellerIds = [...new Set(lines.map((line) => line.sellerId).filter((id): id is string => Boolean(id)))]
  const sellers = sellerIds.length
    ? await rawQuery<{
        id: string
        name: string | null
        surname: string | null
        city: string | null
        country: string | null
      }>(
        db(),
        sql`select id, name, surname, city, country from profiles
             where id in (${sql.join(
               sellerIds.map((id) => sql`${id}`),
               sql`, `,
             )})`,
      )
    : []
  const sellerOf = new Map(sellers.map((seller) => [seller.id, seller]))
  const country = await buyerCountry(db(), buyerId)
  const items = lines.map((line) => ({
    productId: line.productId,
    sellerId: line.sellerId,
    name: line.name,
    brand: line.brand,
    price: line.price,
    quantity: line.quantity,
    imageUrl: line.imageUrl,
    available: isAvailable(line) && line.sellerId !== buyerId,
  }))
  const groups: DeliveryGroupView[] = deliveryGroups(
    lines
      .filter((line) => line.sellerId && isAvailable(line) && line.sellerId !== buyerId)
      .map((line) => ({
        productId: line.productId,
        sellerId: line.sellerId as string,
        offered: line.shippingOptions,
        sellerCountry: sellerOf.get(line.sellerId as string)?.country ?? null,
      })),
    country,
  ).map((group) => {
    const seller = sellerOf.get(group.sellerId)
    return {
      ...group,
      sellerName: sellerDisplayName(seller?.name, seller?.surname),
      sellerCity: seller?.city?.trim() || null,
    }
  })
  return { items, groups, total: cartSummary(lines.filter((line) => line.sellerId !== buyerId)).subtotal }
}
