/**
 * The rules of conversations and offers (issue #15) that both the page and the server apply:
 * message length, links in a message, the bounds of an offer and its deadlines.
 */
import { z } from 'zod'
import { MESSAGE_MAX_LENGTH, type OfferStatus } from './limits'

export { MESSAGE_MAX_LENGTH, type OfferStatus }

/** How often an open thread or list asks the server for what is new (milliseconds). */
export const POLL_INTERVAL_MS = 4000

/** An offer or counter-offer is open this long. */
export const OFFER_HOURS = 48
/** An accepted offer reserves the listing for its buyer this long. */
export const RESERVATION_HOURS = 24
/** Offers one buyer may make on one listing within 24 hours. */
export const OFFERS_PER_LISTING_PER_DAY = 3
/** The lowest offer, in percent of the listing price. */
export const OFFER_MIN_PERCENT = 50
/** At most one e-mail notice per conversation and recipient in this many minutes. */
export const NOTICE_INTERVAL_MINUTES = 15

export const messageSchema = z.object({
  body: z
    .string({ message: 'messages.error.empty' })
    .transform((text) => text.replace(/\r\n/g, '\n').trim())
    .pipe(z.string().min(1, 'messages.error.empty').max(MESSAGE_MAX_LENGTH, 'messages.error.tooLong')),
})

/** Something a reader might take for a link: shown as text, with the off-platform warning. */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[\w.-]+\.(?:com|net|org|es|io|me|co|info|shop|link|ly)\b(?:\/\S*)?/i

export function containsLink(text: string): boolean {
  return LINK.test(text)
}

/** The lowest and highest offer on a listing of `price` cents. */
export function offerBounds(price: number) {
  return { min: Math.ceil((price * OFFER_MIN_PERCENT) / 100), max: price }
}

export type OfferAmountProblem = 'messages.offer.tooLow' | 'messages.offer.tooHigh' | 'messages.offer.invalid'

/** Why an offer of `amount` on a listing of `price` is refused, or null when it may be made. */
export function offerAmountProblem(amount: number | null, price: number): OfferAmountProblem | null {
  if (amount === null || !Number.isInteger(amount) || amount <= 0) return 'messages.offer.invalid'
  const { min, max } = offerBounds(price)
  if (amount < min) return 'messages.offer.tooLow'
  if (amount > max) return 'messages.offer.tooHigh'
  return null
}

/** A counter-offer must be above the buyer's offer and at most the price. */
export function counterAmountProblem(
  amount: number | null,
  offered: number,
  price: number,
): 'messages.offer.counterTooLow' | OfferAmountProblem | null {
  if (amount === null || !Number.isInteger(amount) || amount <= 0) return 'messages.offer.invalid'
  if (amount <= offered) return 'messages.offer.counterTooLow'
  if (amount > price) return 'messages.offer.tooHigh'
  return null
}

/** A conversation as the list shows it. */
export interface ConversationSummary {
  id: string
  product: { id: string; name: string; imageUrl: string | null } | null
  other: { id: string; name: string }
  role: 'buyer' | 'seller'
  lastMessage: string | null
  /** How to show it: 'text' as written; an offer event or a notice is a message key. */
  lastMessageKind: 'text' | 'offer' | 'notice'
  lastMessageAt: string | null
  unread: boolean
}

export interface ThreadMessage {
  id: string
  /** 'me', 'them', or 'system' for the marketplace's notices. */
  from: 'me' | 'them' | 'system'
  kind: 'text' | 'offer' | 'notice'
  body: string
  createdAt: string
  hasLink: boolean
}

export interface ThreadOffer {
  id: string
  madeBy: 'buyer' | 'seller'
  amount: number
  status: OfferStatus
  expiresAt: string
  reservedUntil: string | null
  /** What the viewer may do with it now. */
  canAnswer: boolean
  canCounter: boolean
}

/**
 * Offer events and the marketplace's notices are stored as a message key, with the amount in cents
 * after a colon when there is one, and shown in the reader's language.
 */
export function eventBody(key: string, amount?: number) {
  return amount === undefined ? key : `${key}:${amount}`
}

export function parseEventBody(body: string): { key: string; amount: number | null } {
  const match = /^([\w.]+)(?::(\d+))?$/.exec(body)
  if (!match?.[1]) return { key: body, amount: null }
  return { key: match[1], amount: match[2] ? Number(match[2]) : null }
}
