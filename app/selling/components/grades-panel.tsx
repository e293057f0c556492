import { Gauge } from 'lucide-react'
import { useId } from 'react'
import {
  conditionFromGrades,
  GRADED_COMPONENTS,
  GRADES,
  type GradedComponent,
} from '~/catalog/condition/grades'
import {
  completeGrades,
  type GradesForm,
  gradeErrorField,
  gradesSummary,
} from '~/catalog/condition/grades-form'
import { CONDITION_KEY } from '~/catalog/taxonomy'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { FieldError } from '~/ui/field'
import type { StepProps } from './wizard-step'

/** Low to high, as a scale reads left to right. */
const ASCENDING = [...GRADES].reverse()

/**
 * Step 2 for clubs (issue #28): the seller grades head, shaft and grip 1-10, each grade's written
 * definition beside the choice, and sees the condition that follows (the server works it out again).
 */
export function GradesPanel({ form, update, errors }: StepProps) {
  const t = useT()
  const id = useId()
  const complete = completeGrades(form.grades)
  const setGrade = (component: GradedComponent, grade: GradesForm[GradedComponent]) =>
    update({ grades: { ...form.grades, [component]: grade } })

  return (
    <section aria-labelledby={id} className="space-y-6 border-slate-200 border-t pt-6" data-testid="grades">
      <div>
        <h3 id={id} className="flex items-center gap-2 font-semibold text-lg text-slate-900">
          <Gauge className="size-5 text-brand-700" aria-hidden="true" />
          {t('conditionGrades.wizard.title')}
        </h3>
        <p className="mt-0.5 text-slate-600 text-sm">{t('conditionGrades.wizard.intro')}</p>
      </div>
      {GRADED_COMPONENTS.map((component) => (
        <GradeChoice
          key={component}
          component={component}
          value={form.grades[component]}
          onChange={(grade) => setGrade(component, grade)}
          error={
            errors[gradeErrorField(component)] ??
            (errors.grades && !form.grades[component] ? errors.grades : null)
          }
        />
      ))}
      <div className="rounded-xl bg-brand-50 px-4 py-3 text-sm">
        <p aria-live="polite" className="font-semibold text-brand-900" data-testid="graded-condition">
          {complete
            ? t('conditionGrades.wizard.condition', {
                condition: t(CONDITION_KEY[conditionFromGrades(complete)]),
              })
            : t('conditionGrades.wizard.conditionPending')}
        </p>
        <p className="mt-0.5 text-brand-800">{t('conditionGrades.wizard.rule')}</p>
      </div>
    </section>
  )
}

function GradeChoice({
  component,
  value,
  onChange,
  error,
}: {
  component: GradedComponent
  value: GradesForm[GradedComponent]
  onChange: (grade: GradesForm[GradedComponent]) => void
  error: MessageKey | null
}) {
  const t = useT()
  const id = useId()
  const name = t(`conditionGrades.component.${component}`)
  return (
    <fieldset
      aria-describedby={[`${id}-definition`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
    >
      <legend className="font-medium text-slate-800">{name}</legend>
      <div className="mt-2 grid grid-cols-5 gap-2 sm:grid-cols-10">
        {ASCENDING.map((grade) => (
          <label
            key={grade}
            className={cn(
              'relative grid h-10 cursor-pointer place-items-center rounded-lg border font-semibold text-sm tabular-nums transition',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
              value === grade
                ? 'border-brand-700 bg-brand-700 text-white shadow-sm'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800',
            )}
          >
            <input
              type="radio"
              name={`grade-${component}`}
              value={grade}
              checked={value === grade}
              onChange={() => onChange(grade)}
              aria-label={t('conditionGrades.wizard.gradeLabel', { component: name, grade })}
              className="sr-only"
            />
            <span aria-hidden="true">{grade}</span>
          </label>
        ))}
      </div>
      <p
        id={`${id}-definition`}
        aria-live="polite"
        className={cn(
          'mt-2 min-h-10 rounded-lg px-3 py-2 text-sm',
          value ? 'bg-sand-50 text-slate-800' : 'text-slate-500',
        )}
        data-testid={`grade-definition-${component}`}
      >
        {value ? (
          <>
            <span className="font-semibold">{t('conditionGrades.wizard.chosen', { grade: value })}</span>{' '}
            {t(`conditionGrades.definition.${component}.${value}`)}
          </>
        ) : (
          t('conditionGrades.wizard.notChosen')
        )}
      </p>
      <FieldError id={`${id}-error`}>{error ? t(error) : null}</FieldError>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
          {t('conditionGrades.wizard.scale', { component: name })}
        </summary>
        <dl className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {GRADES.map((grade) => (
            <div key={grade} className={cn('flex gap-3 px-3 py-2', value === grade && 'bg-brand-50')}>
              <dt className="w-6 shrink-0 font-semibold text-slate-900 tabular-nums">{grade}</dt>
              <dd className="text-slate-700">{t(`conditionGrades.definition.${component}.${grade}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </fieldset>
  )
}

/**
 * Step 4 for a graded club: the condition is not chosen there, it follows from the grades of step 2
 * (shown with them, so the suggested price's condition is never a surprise).
 */
export function GradedCondition({ form }: Pick<StepProps, 'form'>) {
  const t = useT()
  const grades = completeGrades(form.grades)
  if (!grades) return null
  return (
    <section aria-labelledby="graded-condition-title" data-testid="pricing-graded-condition">
      <h3 id="graded-condition-title" className="font-semibold text-slate-900">
        {t('conditionGrades.pricing.title')}
      </h3>
      <p className="mt-2 rounded-xl border border-brand-600 bg-brand-50/60 px-4 py-3 text-slate-800">
        {t('conditionGrades.pricing.fromGrades', {
          condition: t(CONDITION_KEY[conditionFromGrades(grades)]),
          summary: gradesSummary(grades, t),
        })}
        <span className="mt-0.5 block text-slate-600 text-sm">{t('conditionGrades.pricing.change')}</span>
      </p>
    </section>
  )
}
