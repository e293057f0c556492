import { useEffect } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { LOCALE_STORAGE_KEY, LOCALES, type Locale, parseLocale } from '~/i18n'
import { useLocale, useT } from '~/i18n/react'
import { cn } from '~/ui/cn'

/**
 * EN | ES buttons. Without JavaScript it is a plain form that sets the cookie and comes back;
 * with JavaScript a fetcher sets it and the page re-renders in place.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT()
  const current = useLocale()
  const fetcher = useFetcher()
  const location = useLocation()
  const pending = parseLocale(fetcher.formData?.get('locale'))
  const shown = pending ?? current
  return (
    <fetcher.Form
      method="post"
      action="/resources/locale"
      className={cn('flex items-center rounded-lg border border-slate-200 p-0.5 text-xs', className)}
      aria-label={t('language.label')}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        const chosen = parseLocale(submitter?.value)
        if (!chosen) return
        event.preventDefault()
        window.localStorage.setItem(LOCALE_STORAGE_KEY, chosen)
        fetcher.submit({ locale: chosen }, { method: 'post', action: '/resources/locale' })
      }}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="locale"
          value={locale}
          aria-pressed={shown === locale}
          title={t(`language.${locale}`)}
          className={cn(
            'rounded-md px-2 py-1 font-semibold uppercase',
            shown === locale ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          <span aria-hidden="true">{locale}</span>
          <span className="sr-only">{t(`language.${locale}`)}</span>
        </button>
      ))}
    </fetcher.Form>
  )
}

/**
 * Keeps localStorage and the cookie in step: a choice found only in localStorage (cookie cleared)
 * is sent back to the server; otherwise the server's choice is remembered locally.
 */
export function LocaleSync() {
  const current = useLocale()
  const fetcher = useFetcher()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the server's language changes.
  useEffect(() => {
    const stored = parseLocale(window.localStorage.getItem(LOCALE_STORAGE_KEY))
    const hasCookie = document.cookie.split(';').some((c) => c.trim().startsWith('lang='))
    if (stored && !hasCookie && stored !== current) {
      fetcher.submit({ locale: stored }, { method: 'post', action: '/resources/locale' })
    } else {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, current satisfies Locale)
    }
  }, [current])
  return null
}
