/**
 * The wizard's helpers on the details step (SPEC §2, §9): brand suggestions (up to 10 of the 28
 * brands), model suggestions (4 for each of 6 brands) and the size options of a subcategory.
 */
import {
  BRAND_SUGGESTIONS_SHOWN,
  BRANDS,
  isSubcategory,
  MODEL_SUGGESTIONS,
  MODEL_SUGGESTIONS_SHOWN,
  SIZE_OPTIONS,
} from '~/catalog/taxonomy'

/**
 * Brands containing what was typed (case-insensitive), those starting with it first, at most 10.
 * Nothing for an empty field: the popular chips are shown then. A brand not in the list is still
 * accepted as typed.
 */
export function brandSuggestions(typed: string): string[] {
  const query = typed.trim().toLowerCase()
  if (!query) return []
  const starting = BRANDS.filter((brand) => brand.toLowerCase().startsWith(query))
  const containing = BRANDS.filter(
    (brand) => !brand.toLowerCase().startsWith(query) && brand.toLowerCase().includes(query),
  )
  return [...starting, ...containing].slice(0, BRAND_SUGGESTIONS_SHOWN)
}

/** The first four model suggestions of a brand (whatever its letter case), or none. */
export function modelSuggestions(brand: string): string[] {
  const wanted = brand.trim().toLowerCase()
  const known = Object.keys(MODEL_SUGGESTIONS).find((name) => name.toLowerCase() === wanted)
  return known ? (MODEL_SUGGESTIONS[known] ?? []).slice(0, MODEL_SUGGESTIONS_SHOWN) : []
}

/** SPEC §3: the sizes offered for a subcategory; none for the ones without sizes (or no choice yet). */
export function sizeOptions(subcategory: string): readonly string[] {
  return isSubcategory(subcategory) ? SIZE_OPTIONS[subcategory] : []
}
