/** SPEC §9: the seller rating is fixed at 4.5 on cards, the seller page and elsewhere. */
export const SELLER_RATING = 4.5

/** The name a seller is stored under when their profile is gone (SPEC §2 "Public seller page"). */
const UNKNOWN_SELLER_NAME = 'unknown seller'

/**
 * The seller's public name on a card: first name and surname initial ("Lucía F."). Null means the
 * seller has no usable name, and the card shows "Private Seller" with rating N/A and no link.
 */
export function sellerDisplayName(name: string | null | undefined, surname?: string | null) {
  const first = name?.trim()
  if (!first || first.toLowerCase() === UNKNOWN_SELLER_NAME) return null
  const initial = surname?.trim().charAt(0)
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}
