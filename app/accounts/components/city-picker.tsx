import { MapPin } from 'lucide-react'
import { useId, useState } from 'react'
import { useLocale, useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Input } from '~/ui/field'
import { cityLabel, suggestCitiesInEitherLanguage } from '../city-names'
import type { City } from '../locations'

/**
 * The city field: free text with suggestions from the 21 built-in cities after two characters (at
 * most eight, each with its area code), found and named in the reader's language or in English, as an ARIA combobox that works with the keyboard.
 */
export function CityPicker({
  fieldProps,
  defaultValue,
  onPick,
}: {
  fieldProps: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }
  defaultValue?: string
  /** Called with the chosen city (the form may fill in its area code). */
  onPick?: (city: City) => void
}) {
  const t = useT()
  const locale = useLocale()
  const listId = useId()
  const [value, setValue] = useState(defaultValue ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const suggestions = open ? suggestCitiesInEitherLanguage(value) : []
  const expanded = suggestions.length > 0

  const pick = (city: City) => {
    setValue(cityLabel(city, locale))
    setOpen(false)
    setActive(-1)
    onPick?.(city)
  }

  return (
    <div className="relative">
      <Input
        {...fieldProps}
        name="city"
        autoComplete="address-level2"
        placeholder={t('profile.cityPlaceholder')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (!expanded) return
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            const step = event.key === 'ArrowDown' ? 1 : -1
            setActive((index) => (index + step + suggestions.length) % suggestions.length)
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault()
            const city = suggestions[active]
            if (city) pick(city)
          } else if (event.key === 'Escape') {
            setOpen(false)
          }
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('profile.citySuggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        {suggestions.map((city, index) => (
          <div
            key={city.name}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault()
              pick(city)
            }}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm',
              index === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50',
            )}
          >
            <span className="flex items-center gap-2">
              <MapPin className="size-4 text-slate-400" aria-hidden="true" />
              {cityLabel(city, locale)}
            </span>
            <span className="rounded-md bg-slate-100 px-1.5 py-0.5 font-medium text-slate-600 text-xs">
              {city.areaCode}
            </span>
          </div>
        ))}
      </div>
    </div>
  )
}
