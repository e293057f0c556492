/**
 * Graded components (issue #28): the one table from head, shaft and grip grades to the spec's five
 * conditions, the wizard's grades form, and the publish rules that derive a club's condition.
 */
import { describe, expect, it } from 'vitest'
import {
  CONDITION_OF_GRADE,
  conditionFromGrades,
  GRADED_COMPONENTS,
  GRADES,
  type Grades,
  gradeDefinitionKey,
  overallGrade,
} from '~/catalog/condition/grades'
import { completeGrades, gradesSummary, parseGrades, toGradesForm } from '~/catalog/condition/grades-form'
import { EMPTY_SPECS_FORM } from '~/catalog/passport/passport'
import { translator } from '~/i18n'
import { dictionaries } from '~/i18n/messages'
import {
  isStepComplete,
  type ListingForm,
  listingSchema,
  stepOfErrors,
  toListingForm,
  withGradedCondition,
} from '~/selling/listing-form'
import { validate } from '~/ui/form'

const OWNER = '6a1f7a52-35a5-4b7e-9f0e-2e2f1c3d4b5a'

const CLUB: ListingForm = {
  category: 'golf',
  subcategory: 'clubs',
  name: 'Titleist TSR2 Driver 10°',
  brand: 'Titleist',
  description: 'Lightly used driver with a stiff shaft.',
  size: '',
  images: [1, 2, 3, 4].map((n) => `products/${OWNER}/00000000-0000-4000-8000-00000000000${n}.webp`),
  // A Titleist driver's required shots (issue #28).
  imageSlots: ['sole', 'face', 'crown', 'serial'],
  condition: 'New',
  price: 30_000,
  originalPrice: 54_900,
  location: 'Madrid',
  shippingOptions: ['standard'],
  specs: { ...EMPTY_SPECS_FORM, clubType: 'driver', hand: 'right', player: 'mens' },
  grades: { head: 8, shaft: 9, grip: 6 },
}

const g = (head: number, shaft: number, grip: number) => ({ head, shaft, grip }) as Grades

describe('the grade-to-condition table', () => {
  it('maps every overall grade to one of the spec’s five conditions, best first', () => {
    expect(CONDITION_OF_GRADE).toEqual({
      10: 'New',
      9: 'Like New',
      8: 'Good',
      7: 'Good',
      6: 'Fair',
      5: 'Fair',
      4: 'Poor',
      3: 'Poor',
      2: 'Poor',
      1: 'Poor',
    })
  })

  it('reads the condition from the lowest of head and shaft', () => {
    expect(conditionFromGrades(g(10, 10, 10))).toBe('New')
    expect(conditionFromGrades(g(9, 10, 10))).toBe('Like New')
    expect(conditionFromGrades(g(10, 8, 10))).toBe('Good')
    expect(conditionFromGrades(g(6, 9, 9))).toBe('Fair')
    expect(conditionFromGrades(g(9, 4, 9))).toBe('Poor')
    expect(conditionFromGrades(g(1, 10, 10))).toBe('Poor')
  })

  it('lets a worn grip lower the condition only when it is more than 2 points below', () => {
    // Head 8 · Shaft 9 · Grip 6: the grip counts as 8, so the club is Good.
    expect(overallGrade(g(8, 9, 6))).toBe(8)
    expect(conditionFromGrades(g(8, 9, 6))).toBe('Good')
    // A 9/9 club with a 7 grip stays Like New; with a 6 grip it becomes Good.
    expect(conditionFromGrades(g(9, 9, 7))).toBe('Like New')
    expect(conditionFromGrades(g(9, 9, 6))).toBe('Good')
    // A grip of 2 (torn) takes a mint club down to Poor.
    expect(conditionFromGrades(g(10, 10, 2))).toBe('Poor')
    // A new grip never lifts a worn head.
    expect(conditionFromGrades(g(5, 5, 10))).toBe('Fair')
  })

  it('never rates a club better than its worst part allows, for all 1,000 combinations', () => {
    const rank = { New: 5, 'Like New': 4, Good: 3, Fair: 2, Poor: 1 }
    for (const head of GRADES)
      for (const shaft of GRADES)
        for (const grip of GRADES) {
          const condition = conditionFromGrades({ head, shaft, grip })
          expect(rank[condition]).toBeLessThanOrEqual(rank[CONDITION_OF_GRADE[head]])
          expect(rank[condition]).toBeLessThanOrEqual(rank[CONDITION_OF_GRADE[shaft]])
          // Better grades never give a worse condition.
          if (head < 10) {
            const better = conditionFromGrades({ head: (head + 1) as Grades['head'], shaft, grip })
            expect(rank[better]).toBeGreaterThanOrEqual(rank[condition])
          }
        }
  })
})

describe('the written definitions', () => {
  it('has a definition for each of the 3 components x 10 grades, different for each grade, in English and Spanish', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const component of GRADED_COMPONENTS) {
        const texts = GRADES.map((grade) => dictionaries[locale][gradeDefinitionKey(component, grade)])
        for (const text of texts) expect(text?.length, `${locale} ${component}`).toBeGreaterThan(20)
        expect(new Set(texts).size).toBe(10)
      }
    }
    expect(dictionaries.es['conditionGrades.definition.head.7']).not.toBe(
      dictionaries.en['conditionGrades.definition.head.7'],
    )
  })

  it('writes the summary as the product page shows it', () => {
    expect(gradesSummary(g(8, 9, 6), translator('en'))).toBe('Head 8 · Shaft 9 · Grip 6')
    expect(gradesSummary(g(8, 9, 6), translator('es'))).toBe('Cabeza 8 · Varilla 9 · Grip 6')
  })
})

describe('the wizard’s grades', () => {
  it('keeps only whole grades 1-10 from stored or sent data', () => {
    expect(toGradesForm({ head: 8, shaft: 11, grip: '6' })).toEqual({ head: 8, shaft: null, grip: null })
    expect(toGradesForm(null)).toEqual({ head: null, shaft: null, grip: null })
    expect(toGradesForm({ head: 7.5, shaft: 0, grip: 1 })).toEqual({ head: null, shaft: null, grip: 1 })
    expect(completeGrades({ head: 8, shaft: 9, grip: null })).toBeNull()
    expect(completeGrades({ head: 8, shaft: 9, grip: 6 })).toEqual(g(8, 9, 6))
  })

  it('completes step 2 of a club only once head, shaft and grip are graded', () => {
    expect(isStepComplete(2, CLUB)).toBe(true)
    expect(isStepComplete(2, { ...CLUB, grades: { ...CLUB.grades, grip: null } })).toBe(false)
    // Other items are not graded.
    expect(
      isStepComplete(2, {
        ...CLUB,
        subcategory: 'accessories',
        specs: EMPTY_SPECS_FORM,
        grades: { head: null, shaft: null, grip: null },
      }),
    ).toBe(true)
  })

  it('shows a club’s condition as its grades give it, and restores it so from a draft', () => {
    expect(withGradedCondition(CLUB).condition).toBe('Good')
    expect(withGradedCondition({ ...CLUB, grades: { head: 10, shaft: 10, grip: 10 } }).condition).toBe('New')
    expect(toListingForm({ ...CLUB, condition: 'New' })).toMatchObject({
      grades: { head: 8, shaft: 9, grip: 6 },
      condition: 'Good',
    })
    const bag = { ...CLUB, subcategory: 'bags-trolleys', condition: 'Fair' } as const
    expect(withGradedCondition(bag).condition).toBe('Fair')
  })
})

describe('publishing grades', () => {
  it('derives a club’s condition from its grades, whatever condition is sent', () => {
    const result = validate(listingSchema, { ...CLUB, condition: 'New' })
    expect(result.success && result.data.condition).toBe('Good')
    expect(result.success && result.data.grades).toEqual(g(8, 9, 6))
    const worn = validate(listingSchema, { ...CLUB, grades: { head: 5, shaft: 7, grip: 3 } })
    expect(worn.success && worn.data.condition).toBe('Fair')
  })

  it('refuses missing or malformed grades of a club, each on its component, on step 2', () => {
    const missing = validate(listingSchema, { ...CLUB, grades: { head: 8, shaft: null } })
    expect(missing.success).toBe(false)
    if (missing.success) return
    expect(missing.errors).toEqual({
      'grades.shaft': 'conditionGrades.error.required',
      'grades.grip': 'conditionGrades.error.required',
    })
    expect(stepOfErrors(missing.errors)).toBe(2)

    for (const bad of [11, 0, -3, 7.5, '8', 'eight', true, { grade: 8 }]) {
      const result = validate(listingSchema, { ...CLUB, grades: { ...CLUB.grades, head: bad } })
      expect(result.success, String(bad)).toBe(false)
      if (!result.success) expect(result.errors).toEqual({ 'grades.head': 'conditionGrades.error.invalid' })
    }
    const none = validate(listingSchema, { ...CLUB, grades: undefined })
    expect(none.success).toBe(false)
  })

  it('drops grades sent for an item that is not a club, keeping its chosen condition', () => {
    const result = validate(listingSchema, {
      ...CLUB,
      subcategory: 'accessories',
      imageSlots: ['front', 'detail', '', ''],
      specs: EMPTY_SPECS_FORM,
      condition: 'Like New',
      grades: { head: 2, shaft: 2, grip: 2 },
    })
    expect(result.success && result.data.grades).toBeNull()
    expect(result.success && result.data.condition).toBe('Like New')
    expect(parseGrades('shoes', { head: 99 })).toEqual({ ok: true, grades: null })
  })
})
