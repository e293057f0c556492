/** A saved listing as /favourites shows it: its current price and status, read when the page loads. */
export interface FavouriteListing {
  id: string
  name: string
  brand: string
  /** Euro cents, as the listing is priced now. */
  price: number
  originalPrice: number | null
  /** The listing's status now ('active', 'sold', …); 'inactive' also for a listing taken down. */
  status: string
  /** Whether browse shows it (only then can it be bought). */
  available: boolean
  imageUrl: string | null
  savedAt: string
}

export const FAVOURITE_INTENTS = ['add', 'remove'] as const
export type FavouriteIntent = (typeof FAVOURITE_INTENTS)[number]

export function isFavouriteIntent(value: unknown): value is FavouriteIntent {
  return FAVOURITE_INTENTS.includes(value as FavouriteIntent)
}

/** At most this many favourites are listed. */
export const FAVOURITES_SHOWN = 200
