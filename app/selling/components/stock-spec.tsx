import { useState } from 'react'
import { formatGolfNumber, parseGolfNumber } from '~/catalog/passport/numbers'
import { useLocale, useT } from '~/i18n/react'
import { Field, Input } from '~/ui/field'
import { ChipGroup } from './chip-group'

/** A number with its unit as the passport writes it ("10.5°", "45.75 in"). */
export function useGolfValue() {
  const t = useT()
  const locale = useLocale()
  return (value: number, unit: 'degrees' | 'inches') =>
    t(unit === 'degrees' ? 'passport.unit.degrees' : 'passport.unit.inches', {
      value: formatGolfNumber(value, locale),
    })
}

/**
 * A spec the catalogue knows (a lie, a length): shown with its stock value and confirmed as it is
 * ("As stock") or changed, which opens a field for the value now. The caller declares the change.
 */
export function StockSpec({
  label,
  stock,
  unit,
  value,
  onChange,
  error,
  declared,
}: {
  label: string
  stock: number
  unit: 'degrees' | 'inches'
  value: string
  onChange: (value: string) => void
  error?: string | null
  /** The modification this change is declared as, once it differs from stock. */
  declared?: string | null
}) {
  const t = useT()
  const golf = useGolfValue()
  const typed = parseGolfNumber(value)
  const [changing, setChanging] = useState(value !== '' && typed !== stock)
  return (
    <div className="space-y-2">
      <ChipGroup
        legend={label}
        name={label}
        options={[
          { value: 'stock', label: t('passportWizard.stockOption', { value: golf(stock, unit) }) },
          { value: 'changed', label: t('passportWizard.changed') },
        ]}
        value={changing ? 'changed' : 'stock'}
        onChange={(choice) => {
          setChanging(choice === 'changed')
          onChange(String(stock))
        }}
        error={changing ? null : error}
      />
      {changing ? (
        <Field
          label={t('passportWizard.changedValue', { field: label })}
          hint={declared ? t('passportWizard.declared', { modification: declared }) : null}
          error={error}
          render={(props) => (
            <Input
              {...props}
              inputMode="decimal"
              className="max-w-40"
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        />
      ) : null}
    </div>
  )
}
