/**
 * The order e-mails: after a checkout is paid, one confirmation to the buyer and one sale notice
 * to each seller; later, a note to the buyer when an order ships. Each is written in its
 * recipient's language (profiles.language) and queued under its own dedupe key (sendMailLater), so
 * a retried job or a replayed event never mails anyone twice.
 */
import { sql } from 'drizzle-orm'
import { isInPerson } from '~/catalog/delivery'
import { type Locale, type MessageKey, parseLocale, translator } from '~/i18n'
import { formatLongDate } from '~/i18n/format'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { orderRefundedSql, orderRefundOwedSql } from '~/ledger/ledger.server'
import { notify } from '~/notifications/notifications.server'
import { type DatabaseOrTransaction, rawQuery } from '~/platform/db.server'
import { sendMailLater } from '~/platform/email/mail-queue.server'
import type { Mail } from '~/platform/email/mailer.server'
import { escapeHtml } from '~/platform/email/templates.server'
import { env } from '~/platform/env.server'
import { log } from '~/platform/log.server'
import { formatEuros } from '~/ui/money'
import type { ShippingAddress } from '../../db/schema'
import { orderReference } from './buyer-orders'
import { CARRIER_NAMES, isCarrier, trackingUrl } from './carriers'
import { deliveryLabelKey } from './order-delivery'
import { orderFigures } from './order-detail'
import { AUTO_DELIVER_AFTER_DAYS, PROTECTION_DAYS } from './order-lifecycle'

export interface Person {
  email: string
  name: string
  locale: Locale
}

interface MailItem {
  /** The order's id (its reference is shown). */
  orderId: string
  name: string
  brand: string
  /** Euro cents as charged: the item (an accepted offer's amount), its shipping, both together. */
  itemAmount: number
  shippingAmount: number
  totalAmount: number
  /** The delivery method the buyer chose and paid for (issue #26). */
  delivery: { option: string | null; amount: number }
}

/** The person behind a user id: e-mail, first name (or account name), language. */
export const personColumns = (alias: string) =>
  sql.raw(`${alias}_u.email as ${alias}_email,
           coalesce(nullif(${alias}_p.name, ''), ${alias}_u.name) as ${alias}_name,
           ${alias}_p.language as ${alias}_language`)

export function personOf(row: Record<string, unknown>, alias: 'buyer' | 'seller'): Person | null {
  const email = row[`${alias}_email`]
  if (typeof email !== 'string' || !email) return null
  return {
    email,
    name: String(row[`${alias}_name`] ?? ''),
    locale: parseLocale(row[`${alias}_language`]) ?? 'en',
  }
}

interface CheckoutOrderRow extends Record<string, unknown> {
  id: string
  buyer_id: string | null
  seller_id: string | null
  total_amount: number
  shipping_address: ShippingAddress | null
  shipping_option: string | null
  shipping_amount: number
  name: string | null
  brand: string | null
}

/**
 * Queues the buyer's order confirmation (every order with its reference, the item's price as
 * charged, its shipping; the total; the shipping address) and each seller's sale notice (the same
 * for their orders, and where to send them) for the orders of one checkout, in `tx`.
 * Run by the `orders.checkout-mails` job once the payment has completed.
 */
export async function queueCheckoutMails(tx: DatabaseOrTransaction, checkoutSessionId: string) {
  const rows = await rawQuery<CheckoutOrderRow>(
    tx,
    sql`select o.id, o.buyer_id, o.seller_id, o.total_amount, o.shipping_option, o.shipping_amount,
               coalesce(o.shipping_address, cs.shipping_address) as shipping_address,
               p.name, p.brand, ${personColumns('buyer')}, ${personColumns('seller')}
          from orders o
          left join checkout_sessions cs on cs.id = o.checkout_session_id
          left join products p on p.id = o.product_id
          left join users buyer_u on buyer_u.id = o.buyer_id
          left join profiles buyer_p on buyer_p.id = o.buyer_id
          left join users seller_u on seller_u.id = o.seller_id
          left join profiles seller_p on seller_p.id = o.seller_id
         where o.checkout_session_id = ${checkoutSessionId} and o.status <> 'cancelled'
         order by o.created_at, o.id`,
  )
  if (rows.length === 0) {
    log.warn('order_mail.no_orders', { checkoutSessionId })
    return
  }
  const itemOf = (row: CheckoutOrderRow): MailItem => ({
    orderId: row.id,
    name: row.name ?? '',
    brand: row.brand ?? '',
    itemAmount: row.total_amount - row.shipping_amount,
    shippingAmount: row.shipping_amount,
    totalAmount: row.total_amount,
    delivery: { option: row.shipping_option, amount: row.shipping_amount },
  })
  const address = rows[0]?.shipping_address ?? null
  const mails: { key: string; mail: Mail }[] = []

  const buyer = rows[0] ? personOf(rows[0], 'buyer') : null
  if (buyer) {
    mails.push({
      key: `order-confirmation:${checkoutSessionId}`,
      mail: orderMail(buyer, {
        subject: 'orders.mail.confirmation.subject',
        intro: 'orders.mail.confirmation.intro',
        itemsHeading: 'orders.mail.confirmation.items',
        items: rows.map(itemOf),
        address,
        action: { label: 'orders.mail.confirmation.action', path: '/profile?tab=orders' },
      }),
    })
  } else {
    log.warn('order_mail.no_buyer', { checkoutSessionId })
  }

  const bySeller = new Map<string, CheckoutOrderRow[]>()
  for (const row of rows) {
    if (!row.seller_id) continue
    bySeller.set(row.seller_id, [...(bySeller.get(row.seller_id) ?? []), row])
  }
  for (const [sellerId, sold] of bySeller) {
    const seller = sold[0] ? personOf(sold[0], 'seller') : null
    if (!seller) {
      log.warn('order_mail.no_seller', { checkoutSessionId, sellerId })
      continue
    }
    // Collected or met: nothing to post, so no address; the seller arranges the hand-over instead.
    const handOver = sold.every((row) => isInPerson(row.shipping_option))
    mails.push({
      key: `order-sale:${checkoutSessionId}:${sellerId}`,
      mail: orderMail(seller, {
        subject: 'orders.mail.sale.subject',
        intro: handOver ? 'delivery.mail.saleIntroHandOver' : 'delivery.mail.saleIntroPost',
        itemsHeading: 'orders.mail.sale.items',
        items: sold.map(itemOf),
        address: handOver ? null : (sold[0]?.shipping_address ?? address),
        action: { label: 'orders.mail.sale.action', path: '/seller/dashboard?tab=orders' },
      }),
    })
  }
  for (const { key, mail } of mails) await sendMailLater(tx, key, mail)
  // The same steps in the product (the bell): one per order, for the buyer and for its seller.
  for (const row of rows) {
    const values = { reference: orderReference(row.id), name: row.name ?? '' }
    await notify(
      tx,
      row.buyer_id,
      'order-step',
      { ...values, step: 'confirmation', path: `/orders/${row.id}` },
      { key: `order-confirmation:${row.id}` },
    )
    await notify(
      tx,
      row.seller_id,
      'order-step',
      { ...values, step: 'sale', path: '/seller/dashboard?tab=orders' },
      { key: `order-sale:${row.id}` },
    )
  }
}

/**
 * Queues, in `tx` (the one that ships the order), the note telling the buyer their order is on its
 * way, with its delivery method and the carrier and tracking number (a link for known carriers), or
 * that it was sent untracked; for a collection or meeting, that the seller handed it over.
 */
export async function queueOrderShippedMail(tx: DatabaseOrTransaction, orderId: string) {
  const [row] = await rawQuery<
    Record<string, unknown> & {
      tracking_number: string | null
      carrier: string | null
      shipping_option: string | null
      shipping_amount: number
      name: string | null
      buyer_id: string | null
    }
  >(
    tx,
    sql`select o.tracking_number, o.carrier, o.shipping_option, o.shipping_amount, o.buyer_id, p.name,
               ${personColumns('buyer')}
          from orders o
          left join products p on p.id = o.product_id
          left join users buyer_u on buyer_u.id = o.buyer_id
          left join profiles buyer_p on buyer_p.id = o.buyer_id
         where o.id = ${orderId} and o.status = 'shipped'`,
  )
  const buyer = row ? personOf(row, 'buyer') : null
  if (!row || !buyer) {
    log.warn('order_mail.shipped_skipped', { orderId })
    return
  }
  const t = translator(buyer.locale)
  const reference = orderReference(orderId)
  const name = row.name ?? t('orders.reference', { reference })
  const handedOver = isInPerson(row.shipping_option)
  const delivery = deliveryLine(t, { option: row.shipping_option, amount: row.shipping_amount })
  const lines: string[] = []
  if (handedOver) {
    lines.push(t('delivery.mail.handedOverIntro', { name }), delivery, t('delivery.mail.handedOverOutro'))
  } else {
    lines.push(t('orders.mail.shipped.intro', { name }), delivery)
    const carrier = row.carrier && isCarrier(row.carrier) ? CARRIER_NAMES[row.carrier] : ''
    const link = trackingUrl(row.carrier, row.tracking_number)
    if (row.tracking_number) {
      lines.push(
        carrier
          ? t('delivery.mail.trackingWith', { carrier, number: row.tracking_number })
          : t('orders.mail.shipped.tracking', { number: row.tracking_number }),
      )
      if (link) lines.push(t('delivery.mail.trackingLink', { url: link }))
    } else {
      lines.push(t('delivery.mail.untracked', { days: AUTO_DELIVER_AFTER_DAYS }))
    }
    lines.push(t('orders.mail.shipped.outro'))
  }
  await sendMailLater(
    tx,
    `order-shipped:${orderId}`,
    renderMail(buyer, {
      subject: handedOver
        ? t('delivery.mail.handedOverSubject', { reference })
        : t('orders.mail.shipped.subject', { reference }),
      paragraphs: lines,
      action: { label: t('orders.mail.shipped.action'), path: `/orders/${orderId}` },
    }),
  )
  await notify(
    tx,
    row.buyer_id,
    'order-step',
    { step: 'shipped', reference, name: row.name ?? '', path: `/orders/${orderId}` },
    { key: `order-shipped:${orderId}` },
  )
}

/** The lifecycle notices (issue #13 item 4), each to one party, in their language. */
export type OrderNotice =
  | 'ship-reminder'
  | 'auto-cancelled-buyer'
  | 'auto-cancelled-seller'
  | 'cancelled-buyer'
  | 'cancelled-seller'
  | 'delivered-buyer'
  | 'delivered-seller'
  | 'completed-seller'
  | 'problem-seller'
  | 'problem-operator'

const NOTICE_RECIPIENT: Record<OrderNotice, 'buyer' | 'seller' | 'operator'> = {
  'ship-reminder': 'seller',
  'auto-cancelled-buyer': 'buyer',
  'auto-cancelled-seller': 'seller',
  'cancelled-buyer': 'buyer',
  'cancelled-seller': 'seller',
  'delivered-buyer': 'buyer',
  'delivered-seller': 'seller',
  'completed-seller': 'seller',
  'problem-seller': 'seller',
  'problem-operator': 'operator',
}

interface NoticeRow extends Record<string, unknown> {
  buyer_id: string | null
  seller_id: string | null
  name: string | null
  status: string
  total_amount: number
  shipping_amount: number
  commission_amount: number
  refunded: number
  ship_by: Date | string | null
  delivered_at: Date | string | null
  protection_ends_at: Date | string | null
  problem_description: string | null
}

/**
 * Queues one lifecycle notice about an order, in `tx` (the transaction of the move that causes it),
 * under the key `order-<notice>:<order>`: a repeated move or job never mails twice.
 */
export async function queueOrderNotice(tx: DatabaseOrTransaction, orderId: string, notice: OrderNotice) {
  const [row] = await rawQuery<NoticeRow>(
    tx,
    sql`select o.buyer_id, o.seller_id, p.name, o.status, o.total_amount, o.shipping_amount, o.commission_amount,
               ${orderRefundedSql(sql`o.id`)} + ${orderRefundOwedSql(sql`o.id`)} as refunded,
               o.ship_by, o.delivered_at, o.protection_ends_at, o.problem_description,
               ${personColumns('buyer')}, ${personColumns('seller')}
          from orders o
          left join products p on p.id = o.product_id
          left join users buyer_u on buyer_u.id = o.buyer_id
          left join profiles buyer_p on buyer_p.id = o.buyer_id
          left join users seller_u on seller_u.id = o.seller_id
          left join profiles seller_p on seller_p.id = o.seller_id
         where o.id = ${orderId}`,
  )
  const recipient = NOTICE_RECIPIENT[notice]
  const to: Person | null = !row
    ? null
    : recipient === 'operator'
      ? { email: env().OPERATOR_EMAIL, name: 'Fairway Market', locale: 'en' }
      : personOf(row, recipient)
  if (!row || !to) {
    log.warn('order_mail.notice_skipped', { orderId, notice })
    return
  }
  const t = translator(to.locale)
  const reference = orderReference(orderId)
  const date = (value: Date | string | null) =>
    value ? formatLongDate(new Date(value).toISOString(), to.locale) : ''
  // The amounts as charged and refunded, as the order's page shows them (issue #26 item 6).
  const figures = orderFigures({
    status: row.status,
    totalAmount: row.total_amount,
    shippingAmount: row.shipping_amount,
    commissionAmount: row.commission_amount,
    refundedAmount: row.refunded,
  })
  const values = {
    reference,
    name: row.name ?? t('orders.reference', { reference }),
    amount: formatEuros(row.total_amount),
    net: formatEuros(figures.sellerNet),
    shipBy: date(row.ship_by),
    protectionEnds: date(row.protection_ends_at),
    // The window this order was given (an untracked parcel delivered by the clock gets a longer one).
    protectionDays:
      row.delivered_at && row.protection_ends_at
        ? Math.round(
            (new Date(row.protection_ends_at).getTime() - new Date(row.delivered_at).getTime()) / 86_400_000,
          )
        : PROTECTION_DAYS,
    description: row.problem_description ?? '',
  }
  const base = `orders.mail.${notice}` as const
  const paragraphs = [t(`${base}.intro` as MessageKey, values)]
  if (notice === 'problem-operator' || notice === 'problem-seller') paragraphs.push(`“${values.description}”`)
  if (recipient === 'operator') {
    paragraphs.push(
      `Order ${orderId}; buyer ${String(row.buyer_email ?? '-')}; seller ${String(row.seller_email ?? '-')}`,
    )
  }
  const path =
    recipient === 'buyer'
      ? `/orders/${orderId}`
      : recipient === 'seller'
        ? notice === 'completed-seller'
          ? '/seller/dashboard?tab=payouts'
          : '/seller/dashboard?tab=orders'
        : '/'
  await sendMailLater(
    tx,
    `order-${notice}:${orderId}`,
    renderMail(to, {
      subject: t(`${base}.subject` as MessageKey, values),
      paragraphs,
      action: { label: t(recipient === 'seller' ? 'orders.mail.openOrders' : 'orders.mail.openOrder'), path },
    }),
  )
  if (notice !== 'problem-operator') {
    await notify(
      tx,
      recipient === 'buyer' ? row.buyer_id : row.seller_id,
      'order-step',
      { step: notice, reference, name: row.name ?? '', path },
      { key: `order-${notice}:${orderId}` },
    )
  }
}

function orderMail(
  to: Person,
  content: {
    subject: MessageKey
    intro: MessageKey
    itemsHeading: MessageKey
    items: MailItem[]
    address: ShippingAddress | null
    action: { label: MessageKey; path: string }
  },
): Mail {
  const t = translator(to.locale)
  const total = content.items.reduce((sum, item) => sum + item.totalAmount, 0)
  return renderMail(to, {
    subject: t(content.subject),
    paragraphs: [t(content.intro)],
    list: {
      heading: t(content.itemsHeading),
      lines: content.items.map((item) => ({
        text: t('orders.mail.item', {
          name: item.name,
          brand: item.brand,
          reference: orderReference(item.orderId),
        }),
        details: [
          t('orders.mail.itemPrice', { amount: formatEuros(item.itemAmount) }),
          deliveryLine(t, item.delivery),
        ],
      })),
      total: t('orders.mail.total', { amount: formatEuros(total) }),
    },
    address: content.address
      ? { heading: t('orders.mail.shipTo'), lines: addressLines(content.address) }
      : null,
    action: { label: t(content.action.label), path: content.action.path },
  })
}

/** "Delivery: Express shipping (6,99 €)" in the recipient's language. */
function deliveryLine(t: ReturnType<typeof translator>, delivery: { option: string | null; amount: number }) {
  return t('delivery.mail.method', {
    method: t(deliveryLabelKey(delivery.option)),
    amount: delivery.amount ? formatEuros(delivery.amount) : t('catalog.free'),
  })
}

function addressLines(address: ShippingAddress) {
  return [
    address.fullName,
    address.address,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.country,
  ].filter((line) => line?.trim())
}

export interface MailListLine {
  text: string
  details: string[]
}

/**
 * One e-mail in the look of the account e-mails (app/platform/email/templates.server.ts); the
 * reviews and disputes domains write their e-mails with it too.
 */
export function renderMail(
  to: Person,
  content: {
    subject: string
    paragraphs: string[]
    /** Each line alone, or with lines of detail under it (an order's item price and shipping). */
    list?: { heading: string; lines: Array<string | MailListLine>; total: string }
    address?: { heading: string; lines: string[] } | null
    action: { label: string; path: string }
  },
): Mail {
  const t = translator(to.locale)
  const url = absoluteLocaleUrl(env().publicUrl, content.action.path, to.locale)
  const greeting = t('mail.greeting', { name: to.name || to.email })
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.list
      ? [
          content.list.heading,
          ...content.list.lines.flatMap((line) =>
            typeof line === 'string'
              ? [`- ${line}`]
              : [`- ${line.text}`, ...line.details.map((detail) => `  ${detail}`)],
          ),
          content.list.total,
          '',
        ]
      : []),
    ...(content.address ? [content.address.heading, ...content.address.lines, ''] : []),
    `${content.action.label}: ${url}`,
    '',
    t('mail.signature'),
  ].join('\n')

  const p = (inner: string, style = 'margin:0 0 16px;line-height:1.5') => `<p style="${style}">${inner}</p>`
  const html = `<!doctype html>
<html lang="${to.locale}">
<body style="margin:0;background:#f5eedd;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
  <div style="max-width:520px;margin:0 auto;padding:32px 16px">
    <p style="font-weight:700;font-size:18px;color:#12412e;margin:0 0 24px">${escapeHtml(t('app.name'))}</p>
    <div style="background:#ffffff;border-radius:16px;padding:28px">
      ${p(escapeHtml(greeting))}
      ${content.paragraphs.map((paragraph) => p(escapeHtml(paragraph))).join('\n      ')}
      ${
        content.list
          ? `${p(`<strong>${escapeHtml(content.list.heading)}</strong>`, 'margin:0 0 8px')}
      <ul style="margin:0 0 8px;padding-left:20px;line-height:1.5">${content.list.lines.map((line) => `<li>${typeof line === 'string' ? escapeHtml(line) : [line.text, ...line.details].map(escapeHtml).join('<br>')}</li>`).join('')}</ul>
      ${p(`<strong>${escapeHtml(content.list.total)}</strong>`)}`
          : ''
      }
      ${
        content.address
          ? `${p(`<strong>${escapeHtml(content.address.heading)}</strong>`, 'margin:0 0 4px')}
      ${p(content.address.lines.map(escapeHtml).join('<br>'), 'margin:0 0 24px;line-height:1.5')}`
          : ''
      }
      <p style="margin:8px 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#166341;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
      ${p(escapeHtml(t('mail.linkFallback')), 'margin:0 0 8px;font-size:13px;color:#475569')}
      ${p(`<a href="${escapeHtml(url)}" style="color:#166341">${escapeHtml(url)}</a>`, 'margin:0;font-size:13px;word-break:break-all')}
    </div>
    <p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(t('mail.signature'))}</p>
  </div>
</body>
</html>`
  return { to: to.email, subject: content.subject, text, html }
}
