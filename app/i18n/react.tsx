import { useMemo, useSyncExternalStore } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import {
  DEFAULT_LOCALE,
  dictionariesVersion,
  type Locale,
  subscribeToDictionaries,
  translator,
} from './index'

/** The interface language the server rendered this page in. */
export function useLocale(): Locale {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  return data?.locale ?? DEFAULT_LOCALE
}

/** `t(key, values)` in the current interface language. */
export function useT() {
  const locale = useLocale()
  // The browser may start with only the page's messages: render again once the language loaded.
  const version = useSyncExternalStore(subscribeToDictionaries, dictionariesVersion, () => 0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new translator when more messages arrived
  return useMemo(() => translator(locale), [locale, version])
}
