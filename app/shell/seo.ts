import { LOCALES, type Locale } from '~/i18n'
import { localeOfPath, localePath, stripLocale } from '~/i18n/paths'

/**
 * What search engines are told about a page (docs/decisions/0025-language-addresses-and-seo.md):
 * its canonical address in its own language, the same page in the other language (hreflang, with
 * English as x-default) and whether to index it at all.
 */
export interface PageSeo {
  locale: Locale
  /** Root-relative canonical address of this page in its language. */
  canonical: string
  alternates: Array<{ hrefLang: Locale | 'x-default'; href: string }>
  indexable: boolean
}

/** Browse parameters that name a section of the catalogue rather than a search. */
const SECTION_PARAMS = ['category', 'subcategory']

/** Pages that are personal, transactional or forms: no use in a search engine. */
const UNINDEXED_PAGES = [
  /^\/(home|cart|profile|onboarding|complete-profile|auth|signup|forgot-password|reset-password)$/,
  /^\/(checkout|checkout\/success|checkout\/cancel|list-product|product-listing)$/,
  /^\/(seller|buyer)\/(dashboard|registration|account-creation)$/,
  /^\/(payments|dev)\//,
]

export function pageSeo(pathname: string, search: string, notFound = false): PageSeo {
  const locale = localeOfPath(pathname)
  const bare = stripLocale(pathname)
  const params = new URLSearchParams(search)
  let query = ''
  let indexable = !notFound && !UNINDEXED_PAGES.some((pattern) => pattern.test(bare))
  if (bare === '/browse') {
    // A search or a filter is a result page: followed, not indexed. A section (a subcategory) and
    // its pages are.
    const kept = new URLSearchParams()
    for (const [name, value] of params) {
      if (name === 'page') {
        if (value !== '1') kept.append(name, value)
      } else if (SECTION_PARAMS.includes(name)) kept.append(name, value)
      else indexable = false
    }
    // A result page names itself as canonical; its alternates are the same search in each language.
    query = indexable ? (kept.size ? `?${kept}` : '') : search
  }
  const canonical = localePath(`${bare}${query}`, locale)
  const alternates: PageSeo['alternates'] = LOCALES.map((l) => ({
    hrefLang: l,
    href: localePath(`${bare}${query}`, l),
  }))
  alternates.push({ hrefLang: 'x-default', href: localePath(`${bare}${query}`, 'en') })
  return { locale, canonical, alternates, indexable }
}
