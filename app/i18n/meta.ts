import type { MetaDescriptor } from 'react-router'
import { DEFAULT_LOCALE, type Locale, type MessageKey, type MessageValues, translator } from './index'

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>

/** The interface language, read from the root loader's data inside a `meta` function. */
export function localeFromMatches(matches: Matches): Locale {
  const root = matches.find((m) => m?.id === 'root')
  const value = (root?.loaderData ?? root?.data) as { locale?: Locale } | undefined
  return value?.locale ?? DEFAULT_LOCALE
}

interface PageMetaOptions {
  title?: MessageKey
  /** A title that is content rather than copy (a product name, an article title). */
  titleText?: string
  description?: MessageKey
  descriptionText?: string
  values?: MessageValues
  /** Absolute or root-relative image for link previews. */
  image?: string
  type?: 'website' | 'article' | 'product'
}

/** `<title>`, meta description and Open Graph tags of a page, in the reader's language. */
export function pageMeta(matches: Matches, options: PageMetaOptions): MetaDescriptor[] {
  const t = translator(localeFromMatches(matches))
  const appName = t('app.name')
  const pageTitle = options.titleText ?? (options.title ? t(options.title, options.values) : undefined)
  const title = pageTitle ? `${pageTitle} | ${appName}` : `${appName} | ${t('app.tagline')}`
  const description =
    options.descriptionText ??
    (options.description ? t(options.description, options.values) : t('app.defaultDescription'))
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: appName },
    { property: 'og:title', content: pageTitle ?? appName },
    { property: 'og:description', content: description },
    { property: 'og:type', content: options.type ?? 'website' },
  ]
  if (options.image) tags.push({ property: 'og:image', content: options.image })
  return tags
}
