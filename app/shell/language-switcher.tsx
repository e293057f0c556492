import { useEffect } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { LOCALE_STORAGE_KEY, LOCALES, type Locale, loadDictionary, parseLocale } from '~/i18n'
import { localePath } from '~/i18n/paths'
import { useLocale, useT } from '~/i18n/react'
import { cn } from '~/ui/cn'

/**
 * EN | ES buttons: each goes to the same page's address in that language (`/browse` <->
 * `/es/browse`) and sets the cookie that remembers the choice. Without JavaScript it is a plain
 * form; with JavaScript a fetcher posts it and follows the redirect.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT()
  const current = useLocale()
  const fetcher = useFetcher()
  const location = useLocation()
  const pending = parseLocale(fetcher.formData?.get('locale'))
  const shown = pending ?? current
  const here = location.pathname + location.search + location.hash
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
        // The browser may hold one language only: load the other before its page renders.
        void loadDictionary(chosen).then(() =>
          fetcher.submit(
            { locale: chosen, redirectTo: localePath(here, chosen) },
            { method: 'post', action: '/resources/locale' },
          ),
        )
      }}
    >
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="locale"
          value={locale}
          formAction={`/resources/locale?redirectTo=${encodeURIComponent(localePath(here, locale))}`}
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
 * is sent back to the server as the cookie (it applies from the next address typed in); a
 * cookie's choice is remembered locally. A page reached without any choice stores nothing, so
 * following a link to a Spanish page once does not make Spanish the visitor's language.
 */
export function LocaleSync() {
  const current = useLocale()
  const fetcher = useFetcher()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the server's language changes.
  useEffect(() => {
    const stored = parseLocale(window.localStorage.getItem(LOCALE_STORAGE_KEY))
    const hasCookie = document.cookie.split(';').some((c) => c.trim().startsWith('lang='))
    if (stored && !hasCookie) {
      fetcher.submit({ locale: stored }, { method: 'post', action: '/resources/locale' })
    } else if (hasCookie) {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, current satisfies Locale)
    }
  }, [current])
  return null
}
