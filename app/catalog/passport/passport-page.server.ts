/**
 * Reading what buyers see of a listing's passport (issue #27): its specs with the catalogue model
 * they link to, for the product page's Passport table and its structured data.
 */
import type { ClubModel } from './club-model'
import type { Specs } from './passport'
import { loadClubModel, loadSpecs } from './specs.server'

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
