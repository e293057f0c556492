/**
 * Signs of a fake and honest grading (issue #28 items 5 and 6; docs/decisions/0058-signs-of-a-fake.md).
 * Isomorphic and small: the "check before you buy" notice's rule and tells, and the seller's share
 * of sales confirmed as described. Where a listing ships from is app/accounts/locations.ts's.
 */
import type { PriceGuide } from '../price-guide/guide'
import { isSuspiciouslyCheap } from '../price-guide/guide'
import { GRADED_COMPONENTS, type GradedComponent, type Grades } from './grades'

/** The tells a buyer checks before paying for a suspiciously cheap item, in the order shown. */
export const CHECK_TELLS = ['price', 'serial', 'certificate', 'shipsFrom'] as const
export type CheckTell = (typeof CHECK_TELLS)[number]

/** What the product page's "check before you buy" notice says (null: no notice). */
export interface CheckBeforeYouBuy {
  /** Euro cents: the guide's low figure the price is far below. */
  guideLow: number
  /** The guide's figures are an estimate from the launch price (fewer than 5 sales). */
  estimate: boolean
  /** How many sales the guide rests on. */
  sampleSize: number
  /** Whether the listing has a photo of the serial number (null: the brand needs none). */
  serialPhoto: boolean | null
  /** Whether the seller says the certificate comes with it (null: not a Scotty Cameron putter). */
  certificate: boolean | null
  /** Where it ships from (null: unknown, which is a tell of its own). */
  shipsFrom: string | null
}

/**
 * The notice is shown when the price is far under the guide of the listing's model in its
 * condition (isSuspiciouslyCheap: under half the guide's low); without a guide there is nothing to
 * compare with and no notice.
 */
export function checkBeforeYouBuy(input: {
  price: number
  guide: Pick<PriceGuide, 'low' | 'estimate' | 'sampleSize'> | null
  serialPhoto: boolean | null
  certificate: boolean | null
  shipsFrom: string | null
}): CheckBeforeYouBuy | null {
  const { guide } = input
  if (!guide || !isSuspiciouslyCheap(input.price, guide)) return null
  return {
    guideLow: guide.low,
    estimate: guide.estimate,
    sampleSize: guide.sampleSize,
    serialPhoto: input.serialPhoto,
    certificate: input.certificate,
    shipsFrom: input.shipsFrom,
  }
}

/** A buyer's answer per graded component: true "as described", false not. */
export type DescribedAnswers = Partial<Record<GradedComponent, boolean>>

/**
 * The answers a buyer's review keeps: one per component the item was graded on, none for the
 * others. `missing` lists the graded components left unanswered (the review is refused then).
 */
export function describedAnswersFor(
  grades: Grades | null,
  answers: DescribedAnswers,
): { kept: DescribedAnswers; missing: GradedComponent[] } {
  if (!grades) return { kept: {}, missing: [] }
  const kept: DescribedAnswers = {}
  const missing: GradedComponent[] = []
  for (const component of GRADED_COMPONENTS) {
    const answer = answers[component]
    if (answer === undefined) missing.push(component)
    else kept[component] = answer
  }
  return { kept, missing }
}

/**
 * A sale counts as "confirmed as described" when its buyer confirmed every graded component; a
 * sale whose review answered none (an item that was not graded) does not count either way.
 */
export function isConfirmedAsDescribed(answers: Array<boolean | null>): boolean | null {
  const given = answers.filter((answer): answer is boolean => answer !== null)
  if (given.length === 0) return null
  return given.every(Boolean)
}

/** The seller page's figure: of the reviewed graded sales, how many were confirmed as described. */
export interface DescribedShare {
  confirmed: number
  total: number
  /** Whole per cent, rounded down so that 199 of 200 never reads 100 %; null without sales. */
  percent: number | null
}

export function describedShare(confirmed: number, total: number): DescribedShare {
  return { confirmed, total, percent: total > 0 ? Math.floor((confirmed * 100) / total) : null }
}

/** What the product page shows of it, already in the page's language (the page ships no rules). */
export interface TrustView {
  /** "Ships from Germany", or null when the country is unknown. */
  shipsFrom: string | null
  /** The notice's title, its introduction and the tells, or null when there is no notice. */
  check: { title: string; intro: string; tells: string[] } | null
}
