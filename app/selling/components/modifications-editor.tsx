import { Plus, Trash2, Wrench } from 'lucide-react'
import { useId } from 'react'
import type { ModificationForm } from '~/catalog/passport/passport'
import { MODIFICATION_AMOUNT, MODIFICATION_KINDS, type ModificationKind } from '~/catalog/passport/vocabulary'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { cn } from '~/ui/cn'
import { Field, FieldError, Input, inputClass } from '~/ui/field'
import type { FieldErrors } from '~/ui/form'

const kindOf = (text: string): ModificationKind | null =>
  (MODIFICATION_KINDS as readonly string[]).includes(text) ? (text as ModificationKind) : null

/**
 * The declared modifications of a club (issue #27 item 2): what was changed, by how much for bends
 * and length changes, and details (the new shaft). "Unmodified" when the list is empty.
 */
export function ModificationsEditor({
  modifications,
  onChange,
  errors,
}: {
  modifications: ModificationForm[]
  onChange: (modifications: ModificationForm[]) => void
  errors: FieldErrors
}) {
  const t = useT()
  const headingId = useId()
  const used = new Set(modifications.map((m) => m.kind))
  const change = (index: number, patch: Partial<ModificationForm>) =>
    onChange(modifications.map((m, i) => (i === index ? { ...m, ...patch } : m)))

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h4 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
        <Wrench className="size-4 text-slate-500" aria-hidden="true" />
        {t('passportWizard.modifications')}
      </h4>
      <p className="mt-0.5 text-slate-500 text-xs">{t('passportWizard.modificationsHint')}</p>
      {modifications.length === 0 ? (
        <p className="mt-3 font-medium text-brand-800 text-sm" data-testid="unmodified">
          {t('passportWizard.unmodified')}
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {modifications.map((modification, index) => {
            const kind = kindOf(modification.kind)
            const unit = kind ? MODIFICATION_AMOUNT[kind] : null
            const error = errors[`specs.modifications.${index}`]
            return (
              <li key={index} className={cn('rounded-lg bg-sand-50 p-3', error && 'ring-1 ring-red-400')}>
                <div className="flex items-start gap-2">
                  <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                    <Field
                      label={`${t('passportWizard.modificationN', { n: index + 1 })}: ${t('passportWizard.modificationKind')}`}
                      render={(props) => (
                        <select
                          {...props}
                          className={inputClass}
                          value={modification.kind}
                          onChange={(event) => change(index, { kind: event.target.value, amount: '' })}
                        >
                          <option value="">{t('passportWizard.modificationChoose')}</option>
                          {MODIFICATION_KINDS.filter((k) => k === modification.kind || !used.has(k)).map(
                            (k) => (
                              <option key={k} value={k}>
                                {t(`passport.modification.${k}`)}
                              </option>
                            ),
                          )}
                        </select>
                      )}
                    />
                    {unit ? (
                      <Field
                        label={
                          unit === 'degrees'
                            ? t('passportWizard.amountDegrees')
                            : t('passportWizard.amountInches')
                        }
                        hint={unit === 'degrees' ? t('passportWizard.amountDegreesHint') : null}
                        render={(props) => (
                          <Input
                            {...props}
                            inputMode="decimal"
                            value={modification.amount}
                            onChange={(event) => change(index, { amount: event.target.value })}
                          />
                        )}
                      />
                    ) : kind ? (
                      <Field
                        label={
                          kind === 'shaft-replaced'
                            ? t('passportWizard.detailShaft')
                            : t('passportWizard.detail')
                        }
                        render={(props) => (
                          <Input
                            {...props}
                            maxLength={60}
                            value={modification.detail}
                            onChange={(event) => change(index, { detail: event.target.value })}
                          />
                        )}
                      />
                    ) : null}
                  </div>
                  <button
                    type="button"
                    onClick={() => onChange(modifications.filter((_, i) => i !== index))}
                    aria-label={t('passportWizard.removeModification', { n: index + 1 })}
                    className="mt-6 grid size-9 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-white hover:text-red-700"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
                <FieldError>{error ? t(error) : null}</FieldError>
              </li>
            )
          })}
        </ol>
      )}
      {modifications.length < MODIFICATION_KINDS.length ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => onChange([...modifications, { kind: '', amount: '', detail: '' }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('passportWizard.addModification')}
        </Button>
      ) : null}
    </section>
  )
}
