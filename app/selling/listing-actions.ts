/**
 * What the seller dashboard's forms post (SPEC §2 "Seller dashboard"), shared by the forms and the
 * route's action.
 */
import type { MessageKey } from '~/i18n'
import { AMOUNT_PROBLEM_KEY, parseAmount, readAmount } from '~/ui/money'

export const LISTING_INTENTS = ['update-price', 'mark-sold', 'delete'] as const
export type ListingIntent = (typeof LISTING_INTENTS)[number]

export function isListingIntent(value: unknown): value is ListingIntent {
  return LISTING_INTENTS.includes(value as ListingIntent)
}

/** SPEC §5 "Price edit": a number greater than 0. Cents, or null for anything else. */
export function parseNewPrice(text: unknown): number | null {
  if (typeof text !== 'string') return null
  const cents = parseAmount(text)
  return cents !== null && cents > 0 ? cents : null
}

/** Why a new price was refused: it reads two ways ("1.234"), or it is no price above 0. */
export function newPriceProblem(text: unknown): MessageKey {
  const reading = typeof text === 'string' ? readAmount(text) : null
  return reading?.ok === false && reading.problem === 'ambiguous'
    ? AMOUNT_PROBLEM_KEY.ambiguous
    : 'sellerDashboard.invalidPriceDescription'
}

/** The toasts of each action (SPEC §8 success messages and "Profile and listing" errors). */
export const LISTING_ACTION_MESSAGES: Record<ListingIntent, { done: MessageKey; failed: MessageKey }> = {
  'update-price': { done: 'sellerDashboard.priceUpdated', failed: 'sellerDashboard.priceFailed' },
  'mark-sold': { done: 'sellerDashboard.markedSold', failed: 'sellerDashboard.soldFailed' },
  delete: { done: 'sellerDashboard.deleted', failed: 'sellerDashboard.deleteFailed' },
}

/** What the action answers; `ok` false comes with a toast already. */
export interface ListingActionReply {
  ok: boolean
  intent: ListingIntent | null
  productId: string | null
}
