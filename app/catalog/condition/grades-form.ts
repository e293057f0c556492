/**
 * The wizard's grades (issue #28): head, shaft and grip of a club, each 1-10 or not chosen yet.
 * Isomorphic: the wizard decides with these whether the details step is complete and which
 * condition to show, and the server validates a publish with the very same rules, deriving the
 * condition itself (the condition a request sends for a club is never trusted).
 */
import type { MessageKey, Translate } from '~/i18n'
import { componentNameKey, GRADED_COMPONENTS, type GradedComponent, type Grades, isGrade } from './grades'

/** A grade per component, null before the seller chooses one. */
export type GradesForm = Record<GradedComponent, Grades[GradedComponent] | null>

export const EMPTY_GRADES_FORM: GradesForm = { head: null, shaft: null, grip: null }

/** Only clubs are graded: their head, shaft and grip are what a used-club buyer judges. */
export function isGradedSubcategory(subcategory: string) {
  return subcategory === 'clubs'
}

/** Stored or sent JSON as a grades form: what is not a grade 1-10 is "not chosen"; never throws. */
export function toGradesForm(value: unknown): GradesForm {
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  return {
    head: isGrade(source.head) ? source.head : null,
    shaft: isGrade(source.shaft) ? source.shaft : null,
    grip: isGrade(source.grip) ? source.grip : null,
  }
}

/** The three grades when all are chosen, else null. */
export function completeGrades(form: GradesForm): Grades | null {
  const { head, shaft, grip } = form
  return head !== null && shaft !== null && grip !== null ? { head, shaft, grip } : null
}

/** The error key of a component's grade (the wizard shows it beside that component). */
export const gradeErrorField = (component: GradedComponent) => `grades.${component}` as const

/**
 * A publish's grades, strictly: for a club each of the three must be a whole number 1-10 (a missing
 * one "choose a grade", anything else "not a grade"); for other items grades are dropped.
 */
export function parseGrades(
  subcategory: string,
  value: unknown,
): { ok: true; grades: Grades | null } | { ok: false; errors: Record<string, MessageKey> } {
  if (!isGradedSubcategory(subcategory)) return { ok: true, grades: null }
  const source = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  const errors: Record<string, MessageKey> = {}
  const grades: Partial<Grades> = {}
  for (const component of GRADED_COMPONENTS) {
    const grade = source[component]
    if (isGrade(grade)) grades[component] = grade
    else
      errors[gradeErrorField(component)] =
        grade === null || grade === undefined || grade === ''
          ? 'conditionGrades.error.required'
          : 'conditionGrades.error.invalid'
  }
  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, grades: grades as Grades }
}

/** "Head 8 · Shaft 9 · Grip 6" in a language. */
export function gradesSummary(grades: Grades, t: Translate) {
  const part = (component: GradedComponent) =>
    t('conditionGrades.summaryPart', { component: t(componentNameKey(component)), grade: grades[component] })
  return t('conditionGrades.summary', { head: part('head'), shaft: part('shaft'), grip: part('grip') })
}
