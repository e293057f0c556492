/**
 * What the bell tells about (issue #16 item 5), and what each kind of notification carries.
 *
 * A domain that notifies adds its kind here: one entry in `NotificationData` (the data stored with
 * it, strings and numbers only, with `path`, the page it opens) and one in `NOTIFICATION_TEXT`
 * (the message key and values it is shown with). The compiler then checks every `notify()` call and
 * refuses a kind without a text. The database does not constrain the kind, so a new one needs no
 * migration. See docs/decisions/0034-favourites-alerts-and-notifications.md.
 */
import type { MessageKey, MessageValues } from '~/i18n'

/** The steps of an order a party is told about (the order e-mails of app/orders). */
export const ORDER_STEPS = [
  'confirmation',
  'sale',
  'shipped',
  'ship-reminder',
  'auto-cancelled-buyer',
  'auto-cancelled-seller',
  'cancelled-buyer',
  'cancelled-seller',
  'delivered-buyer',
  'delivered-seller',
  'completed-seller',
  'problem-seller',
] as const
export type OrderStep = (typeof ORDER_STEPS)[number]

/** The alerts of app/alerts that also show in the product (the same events as their e-mails). */
export const ALERT_NOTIFICATIONS = ['saved-search', 'price-drop', 'favourite-sold', 'wanted'] as const
export type AlertNotification = (typeof ALERT_NOTIFICATIONS)[number]

/** The offer events of app/messages that show in the product. */
export const OFFER_NOTIFICATIONS = [
  'offer',
  'counter',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'listing-sold',
] as const
export type OfferNotification = (typeof OFFER_NOTIFICATIONS)[number]

/**
 * The steps of a dispute each party is told about: the same as its e-mails (app/disputes
 * DisputeMail, which must stay assignable to this; notifications do not import disputes).
 */
export type DisputeNotification =
  | 'opened'
  | 'offered'
  | 'return-requested'
  | 'return-shipped'
  | 'escalated'
  | 'resolved'

export interface NotificationData {
  /** A new message in a conversation (app/messages). */
  message: { path: string; from: string }
  /** An offer made, countered, accepted, declined or expired, or closed by a sale (app/messages). */
  offer: { path: string; name: string; status: OfferNotification }
  /** A step of an order, for the buyer or the seller. */
  'order-step': { path: string; step: OrderStep; reference: string; name: string }
  /** A step of a dispute about an order (app/disputes). */
  dispute: { path: string; step: DisputeNotification; reference: string }
  /** A review can be written now (reviews, another branch). */
  'review-due': { path: string; name: string }
  /** A saved search found a listing, a favourite got cheaper or sold. */
  alert: { path: string; alert: AlertNotification; name: string; price: number }
}

export type NotificationKind = keyof NotificationData & string

export const NOTIFICATION_KINDS = [
  'message',
  'offer',
  'order-step',
  'dispute',
  'review-due',
  'alert',
] as const satisfies readonly NotificationKind[]

export function isNotificationKind(value: unknown): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value as string)
}

type TextOf<K extends NotificationKind> = (data: NotificationData[K]) => {
  key: MessageKey
  values?: MessageValues
}

/** How each kind reads in the list: its message key and values. */
export const NOTIFICATION_TEXT: { [K in NotificationKind]: TextOf<K> } = {
  message: (data) => ({ key: 'notifications.text.message', values: { from: data.from } }),
  offer: (data) => ({
    key: `notifications.text.offer.${data.status}` as MessageKey,
    values: { name: data.name },
  }),
  'order-step': (data) => ({
    key: `notifications.text.order.${data.step}` as MessageKey,
    values: { reference: data.reference, name: data.name },
  }),
  dispute: (data) => ({
    key: `disputes.mail.${data.step}.subject` as MessageKey,
    values: { reference: data.reference },
  }),
  'review-due': (data) => ({ key: 'notifications.text.reviewDue', values: { name: data.name } }),
  alert: (data) => ({
    key: `notifications.text.alert.${data.alert}` as MessageKey,
    values: { name: data.name },
  }),
}

/** One notification as /notifications shows it. */
export interface NotificationItem {
  id: string
  kind: NotificationKind
  text: { key: MessageKey; values?: MessageValues }
  path: string
  /** Euro cents, for the alerts that name a price. */
  price: number | null
  createdAt: string
  read: boolean
}

/** At most this many notifications are listed (newest first). */
export const NOTIFICATIONS_SHOWN = 100
