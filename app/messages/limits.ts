/**
 * The stored shape of conversations and offers (issue #15), with no dependency so that
 * db/schema.ts can guard its columns with the same values.
 */
export const MESSAGE_MAX_LENGTH = 2000
export const MESSAGE_KINDS = ['text', 'offer', 'notice'] as const

export const OFFER_STATUSES = [
  /** Waiting for the other party's answer (until expires_at). */
  'open',
  'declined',
  /** The seller answered with a counter-offer (a new row). */
  'countered',
  'expired',
  /** The listing is reserved for the buyer at this amount until reserved_until. */
  'accepted',
  /** Accepted, but the buyer did not pay in time. */
  'lapsed',
  /** Accepted and paid. */
  'completed',
] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]
