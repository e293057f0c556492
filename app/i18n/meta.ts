import type { MetaDescriptor } from 'react-router'
import { DEFAULT_LOCALE, type Locale, type MessageKey, type MessageValues, translator } from './index'

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>

/** The interface language, read from the root loader's data inside a `meta` function. */
export function localeFromMatches(matches: Matches): Locale {
  const root = matches.find((m) => m?.id === 'root')
  const value = (root?.loaderData ?? root?.data) as { locale?: Locale } | undefined
  return value?.locale ?? DEFAULT_LOCALE
}

/** The public origin (PUBLIC_URL) the root loader sends, for absolute addresses in link previews. */
function originFromMatches(matches: Matches): string {
  const root = matches.find((m) => m?.id === 'root')
  const value = (root?.loaderData ?? root?.data) as { origin?: string } | undefined
  return value?.origin ?? ''
}

/** The link-preview picture of pages without one of their own (a static file in public/). */
export const DEFAULT_SHARE_IMAGE = '/og-default.png'

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
  const locale = localeFromMatches(matches)
  const t = translator(locale)
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
  const origin = originFromMatches(matches)
  const image = options.image ?? DEFAULT_SHARE_IMAGE
  const imageUrl = image.startsWith('/') ? `${origin}${image}` : image
  tags.push(
    { property: 'og:image', content: imageUrl },
    { property: 'og:locale', content: locale === 'es' ? 'es_ES' : 'en_GB' },
    { property: 'og:locale:alternate', content: locale === 'es' ? 'en_GB' : 'es_ES' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: pageTitle ?? appName },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  )
  if (!options.image)
    tags.push(
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
    )
  return tags
}
