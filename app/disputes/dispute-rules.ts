/**
 * What a dispute is made of (issue #14 item 2), with no dependency so that db/schema.ts can guard
 * its columns with the same lists. docs/decisions/0031-disputes.md describes the flow.
 */
export const DISPUTE_REASONS = [
  'not-received',
  'not-as-described',
  'damaged',
  'counterfeit',
  'other',
] as const
export type DisputeReason = (typeof DISPUTE_REASONS)[number]

/**
 * What is not as described (issue #28): one of the graded components (the listing's grade and the
 * photo of its slot are the promise), or not genuine, the wrong spec (the passport), a missing item.
 */
export const DISPUTE_SUBJECTS = [
  'head',
  'shaft',
  'grip',
  'not-genuine',
  'wrong-spec',
  'missing-item',
] as const
export type DisputeSubject = (typeof DISPUTE_SUBJECTS)[number]

/**
 * Where a dispute stands, and whose turn it is:
 *   awaiting-seller ─ the seller answers within 3 days (refund, offer, return, contest)
 *   offer-pending ── the buyer accepts or declines the seller's partial refund (3 days)
 *   return-requested ─ the buyer sends the item back with a tracking number (5 days)
 *   return-shipped ── the seller confirms receipt (14 days), then the refund follows
 *   escalated ─────── the operator decides
 *   resolved ──────── closed, with its outcome
 */
export const DISPUTE_STATUSES = [
  'awaiting-seller',
  'offer-pending',
  'return-requested',
  'return-shipped',
  'escalated',
  'resolved',
] as const
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number]

/** How a dispute ended: all the money back, part of it back, or all of it to the seller. */
export const DISPUTE_OUTCOMES = ['full-refund', 'partial-refund', 'released'] as const
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number]

/** Who did a step of the dispute (its timeline). */
export const DISPUTE_ACTORS = ['buyer', 'seller', 'operator', 'system'] as const
export type DisputeActor = (typeof DISPUTE_ACTORS)[number]

/** The seller's time to answer a new dispute. */
export const SELLER_ANSWER_DAYS = 3
/** The buyer's time to accept or decline a partial refund offer. */
export const OFFER_ANSWER_DAYS = 3
/** The buyer's time to send the item back once the seller asked for it. */
export const RETURN_SHIP_DAYS = 5
/** The seller's time to confirm a returned parcel arrived, counted from the buyer's shipment. */
export const RETURN_RECEIVE_DAYS = 14

export const DISPUTE_DESCRIPTION_MIN = 10
export const DISPUTE_DESCRIPTION_MAX = 2000
export const DISPUTE_NOTE_MAX = 1000
export const MAX_DISPUTE_PHOTOS = 4
