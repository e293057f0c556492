import { useId, useState } from 'react'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { inputClass } from '~/ui/field'
import { MAX_BRAND_LENGTH } from '../listing-form'
import { brandSuggestions } from '../suggestions'

/**
 * The brand field (SPEC §2, §5): free text with up to 10 matching brands offered as you type, in
 * the WAI-ARIA combobox pattern (arrow keys move through the list, Enter picks, Escape closes).
 */
export function BrandCombobox({
  value,
  onChange,
  inputProps,
}: {
  value: string
  onChange: (brand: string) => void
  inputProps: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }
}) {
  const t = useT()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const matches = brandSuggestions(value).filter((brand) => brand !== value)
  const shown = open && matches.length > 0

  function pick(brand: string) {
    onChange(brand)
    setOpen(false)
    setActive(-1)
  }

  return (
    <div className="relative">
      <input
        {...inputProps}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        maxLength={MAX_BRAND_LENGTH}
        value={value}
        placeholder={t('wizard.details.brandPlaceholder')}
        className={inputClass}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && matches.length) {
            event.preventDefault()
            setOpen(true)
            setActive((index) => (index + 1) % matches.length)
          } else if (event.key === 'ArrowUp' && matches.length) {
            event.preventDefault()
            setOpen(true)
            setActive((index) => (index <= 0 ? matches.length - 1 : index - 1))
          } else if (event.key === 'Enter' && shown && active >= 0) {
            event.preventDefault()
            pick(matches[active]!)
          } else if (event.key === 'Escape' && shown) {
            event.preventDefault()
            setOpen(false)
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('wizard.details.brandSuggestions')}
        hidden={!shown}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {matches.map((brand, index) => (
          <div
            key={brand}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Picking happens before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              pick(brand)
            }}
            className={cn(
              'cursor-pointer px-3 py-2 text-slate-800 text-sm',
              index === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50',
            )}
          >
            {brand}
          </div>
        ))}
      </div>
    </div>
  )
}
