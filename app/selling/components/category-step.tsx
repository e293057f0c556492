import { SubcategoryIcon } from '~/catalog/components/subcategory-icon'
import { ACTIVE_CATEGORY, CATEGORIES, SUBCATEGORIES, SUBCATEGORY_TITLE_KEY } from '~/catalog/taxonomy'
import { useT } from '~/i18n/react'
import { FieldError } from '~/ui/field'
import { sizeOptions } from '../suggestions'
import { ChoiceCard } from './choice'
import type { StepProps } from './wizard-step'

/** Step 1: the sport (locked to golf, SPEC §1) and the subcategory. */
export function CategoryStep({ form, update, errors }: StepProps) {
  const t = useT()
  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('wizard.category.sport')}</legend>
        <p className="mt-1 text-slate-600 text-sm">{t('wizard.category.sportLocked')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {CATEGORIES.map((category) => {
            const open = category === ACTIVE_CATEGORY
            return (
              <label
                key={category}
                className={
                  open
                    ? 'inline-flex cursor-pointer items-center gap-2 rounded-full border border-brand-700 bg-brand-700 px-4 py-2 font-semibold text-sm text-white shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2'
                    : 'inline-flex cursor-not-allowed items-center gap-2 rounded-full border border-slate-200 border-dashed px-4 py-2 text-slate-400 text-sm'
                }
              >
                <input
                  type="radio"
                  name="category"
                  value={category}
                  checked={form.category === category}
                  disabled={!open}
                  onChange={() => update({ category })}
                  className="sr-only"
                />
                {t(`catalog.category.${category}`)}
                {open ? null : (
                  <span className="rounded-full bg-slate-100 px-1.5 text-[0.7rem] text-slate-500 uppercase">
                    {t('wizard.category.comingSoon')}
                  </span>
                )}
              </label>
            )
          })}
        </div>
      </fieldset>

      <fieldset aria-describedby={errors.subcategory ? 'subcategory-error' : undefined}>
        <legend className="font-semibold text-slate-900">{t('wizard.category.kind')}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SUBCATEGORIES.map((subcategory) => (
            <ChoiceCard
              key={subcategory}
              type="radio"
              name="subcategory"
              value={subcategory}
              checked={form.subcategory === subcategory}
              onChange={() =>
                update({
                  subcategory,
                  // A size of another subcategory means nothing here.
                  size: sizeOptions(subcategory).includes(form.size) ? form.size : '',
                })
              }
              icon={<SubcategoryIcon id={subcategory} className="size-5" />}
              title={t(SUBCATEGORY_TITLE_KEY[subcategory])}
              description={t(`wizard.category.hint.${subcategory}`)}
            />
          ))}
        </div>
        <FieldError id="subcategory-error">{errors.subcategory ? t(errors.subcategory) : null}</FieldError>
      </fieldset>
    </div>
  )
}
