import { useMemo, useSyncExternalStore } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import { dictionariesVersion, type Locale, subscribeToDictionaries, translator } from './index'
import { localeOfPath } from './paths'

/**
 * The interface language the server rendered this page in; the address's when the root has no
 * data (its loader failed: the error page must still speak the page's language, issue #26).
 */
export function useLocale(): Locale {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  const { pathname } = useLocation()
  return data?.locale ?? localeOfPath(pathname)
}

/** `t(key, values)` in the current interface language. */
export function useT() {
  const locale = useLocale()
  // The browser may start with only the page's messages: render again once the language loaded.
  const version = useSyncExternalStore(subscribeToDictionaries, dictionariesVersion, () => 0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new translator when more messages arrived
  return useMemo(() => translator(locale), [locale, version])
}
