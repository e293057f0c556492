import { useMemo } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import { DEFAULT_LOCALE, type Locale, translator } from './index'

/** The interface language the server rendered this page in. */
export function useLocale(): Locale {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  return data?.locale ?? DEFAULT_LOCALE
}

/** `t(key, values)` in the current interface language. */
export function useT() {
  const locale = useLocale()
  return useMemo(() => translator(locale), [locale])
}
