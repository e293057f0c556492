import { ACTIVE_CATEGORY, type Interest, isSubcategory } from './taxonomy'

/**
 * Where an interest link of the buyer dashboard leads. SPEC §2 says /category/{interest}, but the
 * interests are golf subcategory ids (and all-golf), and /category/ only knows the five sports, so
 * that address would be a 404: a subcategory opens browse filtered to it, all-golf the golf page
 * (docs/spec-deviations.md, "Buying").
 */
export function interestHref(interest: Interest): string {
  return isSubcategory(interest) ? `/browse?subcategory=${interest}` : `/category/${ACTIVE_CATEGORY}`
}
