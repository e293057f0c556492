/**
 * SPEC §9 "Listing quality score" (out of 100) and "Expected views per week by score", shown on the
 * wizard's review step together with what would raise the score.
 */
import type { MessageKey } from '~/i18n'
import type { ListingForm } from './listing-form'

interface QualityRule {
  id: string
  points: number
  holds: (form: ListingForm) => boolean
  /** What the seller can do to earn the points. */
  tipKey: MessageKey
}

const filled = (text: string) => text.trim().length > 0

/** The exact point table of SPEC §9; the points add up to 100. */
export const QUALITY_RULES: readonly QualityRule[] = [
  { id: 'photo', points: 10, holds: (f) => f.images.length >= 1, tipKey: 'wizard.quality.photo' },
  { id: 'photos3', points: 10, holds: (f) => f.images.length >= 3, tipKey: 'wizard.quality.photos3' },
  { id: 'photos5', points: 10, holds: (f) => f.images.length >= 5, tipKey: 'wizard.quality.photos5' },
  { id: 'name', points: 10, holds: (f) => f.name.trim().length >= 10, tipKey: 'wizard.quality.name' },
  { id: 'brand', points: 5, holds: (f) => filled(f.brand), tipKey: 'wizard.quality.brand' },
  {
    id: 'description',
    points: 10,
    holds: (f) => f.description.trim().length >= 50,
    tipKey: 'wizard.quality.description',
  },
  {
    id: 'category',
    points: 10,
    holds: (f) => filled(f.category) && filled(f.subcategory),
    tipKey: 'wizard.quality.category',
  },
  { id: 'size', points: 5, holds: (f) => filled(f.size), tipKey: 'wizard.quality.size' },
  { id: 'condition', points: 10, holds: (f) => filled(f.condition), tipKey: 'wizard.quality.condition' },
  { id: 'price', points: 5, holds: (f) => f.price > 0, tipKey: 'wizard.quality.price' },
  {
    id: 'originalPrice',
    points: 5,
    holds: (f) => (f.originalPrice ?? 0) > 0,
    tipKey: 'wizard.quality.originalPrice',
  },
  { id: 'location', points: 5, holds: (f) => filled(f.location), tipKey: 'wizard.quality.location' },
  {
    id: 'shipping',
    points: 5,
    holds: (f) => f.shippingOptions.length >= 2,
    tipKey: 'wizard.quality.shipping',
  },
]

export function listingQualityScore(form: ListingForm): number {
  return QUALITY_RULES.reduce((score, rule) => score + (rule.holds(form) ? rule.points : 0), 0)
}

/** The rules not yet met, most points first: the review step's "improve your score" list. */
export function missedQualityRules(form: ListingForm): QualityRule[] {
  return QUALITY_RULES.filter((rule) => !rule.holds(form)).sort((a, b) => b.points - a.points)
}

/** SPEC §9: 80+ gives 50-100 views a week, 60+ 25-50, 40+ 10-25, anything less 5-15. */
export function expectedWeeklyViews(score: number): { min: number; max: number } {
  if (score >= 80) return { min: 50, max: 100 }
  if (score >= 60) return { min: 25, max: 50 }
  if (score >= 40) return { min: 10, max: 25 }
  return { min: 5, max: 15 }
}

/** The word for a score band (same bands as the expected views). */
export function qualityLevelKey(score: number): MessageKey {
  if (score >= 80) return 'wizard.quality.level.excellent'
  if (score >= 60) return 'wizard.quality.level.good'
  if (score >= 40) return 'wizard.quality.level.fair'
  return 'wizard.quality.level.low'
}
