/**
 * Graded components (issue #28): a club's head, shaft and grip are each graded 1-10 by the seller,
 * and the spec's five conditions follow from the grades through one table, so every rule that reads
 * `products.condition` (SPEC §9's suggested-price factors, browse's condition filter, the cards)
 * still holds. Isomorphic and dependency-free: db/schema.ts guards its columns with these lists.
 *
 * The scale follows the dealers' 10-point scales (Golfbidder grades head, shaft and grip 1-10;
 * 2nd Swing's Mint 9.5 / Above Average 9 / Average 8 / Below Average 7; the Japanese shops' ranks by
 * seasons of use). docs/decisions/0054-graded-condition.md records the table and its reasons.
 */
import type { Condition } from '../taxonomy'

export const GRADED_COMPONENTS = ['head', 'shaft', 'grip'] as const
export type GradedComponent = (typeof GRADED_COMPONENTS)[number]

export const GRADE_MIN = 1
export const GRADE_MAX = 10
export const GRADES = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1] as const
export type Grade = (typeof GRADES)[number]

export type Grades = Record<GradedComponent, Grade>

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'number' && Number.isInteger(value) && value >= GRADE_MIN && value <= GRADE_MAX
}

/** A listing's grades, or null when it was not graded (all three or none). */
export function gradesOf(row: {
  head: number | null | undefined
  shaft: number | null | undefined
  grip: number | null | undefined
}): Grades | null {
  const { head, shaft, grip } = row
  return isGrade(head) && isGrade(shaft) && isGrade(grip) ? { head, shaft, grip } : null
}

/**
 * A worn grip is a 10 € part a buyer replaces in minutes, so it weighs less than the head and the
 * shaft: it lowers the overall grade only when it is more than this many points below them.
 */
export const GRIP_ALLOWANCE = 2

/** The grade the overall condition is read from: the lowest of head, shaft and grip + allowance. */
export function overallGrade(grades: Grades): Grade {
  return Math.min(grades.head, grades.shaft, Math.min(GRADE_MAX, grades.grip + GRIP_ALLOWANCE)) as Grade
}

/**
 * THE table (docs/spec-deviations.md "Condition follows from the grades"): overall grade to the
 * spec's condition. 10 is unused (New); 9 is the dealers' "Mint"; 7-8 their "Above average" and
 * "Average"; 5-6 "Below average"; 1-4 heavy wear or damage.
 */
export const CONDITION_OF_GRADE: Record<Grade, Condition> = {
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
}

/** The spec's condition a graded club is listed with. */
export function conditionFromGrades(grades: Grades): Condition {
  return CONDITION_OF_GRADE[overallGrade(grades)]
}

/** Message key of one grade's written definition for one component ("condition.grade.head.8"). */
export function gradeDefinitionKey(component: GradedComponent, grade: Grade) {
  return `conditionGrades.definition.${component}.${grade}` as const
}

/** Message key of a component's name ("Head"). */
export function componentNameKey(component: GradedComponent) {
  return `conditionGrades.component.${component}` as const
}
