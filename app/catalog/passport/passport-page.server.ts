/**
 * Reading what buyers see of a listing's passport (issue #27): its specs with the catalogue model
 * they link to, for the product page's Passport table and its structured data.
 */
import type { Locale, Translate } from '~/i18n'
import type { Subcategory } from '../taxonomy'
import type { ClubModel } from './club-model'
import type { Specs } from './passport'
import { loadClubModel, loadSpecs } from './specs.server'
import { type PassportView, passportView } from './stock-comparison'

export interface ListingPassport {
  specs: Specs
  /** The catalogue model the specs are compared with; null when typed by hand or not given. */
  model: ClubModel | null
}

/** A listing's passport with its model, or null when it has none ("Specs not given"). */
export async function loadListingPassport(productId: string): Promise<ListingPassport | null> {
  const specs = await loadSpecs(productId)
  if (!specs) return null
  const model = specs.clubModelId ? await loadClubModel(specs.clubModelId) : null
  return { specs, model }
}

/**
 * A listing's Passport rows in the reader's language, or null without a passport. Worked out on
 * the server only: the product page's client bundle carries no golf rules (first-load budget).
 */
export async function listingPassportView(
  productId: string,
  subcategory: Subcategory | string,
  t: Translate,
  locale: Locale,
): Promise<PassportView | null> {
  const passport = await loadListingPassport(productId)
  return passport ? passportView(subcategory, passport.specs, passport.model, t, locale) : null
}
