import { LOCALES } from '~/i18n'
import { absoluteLocaleUrl } from '~/i18n/paths'

/** The sitemaps protocol's cap: at most 50,000 addresses per file (https://www.sitemaps.org). */
export const MAX_URLS_PER_SITEMAP = 50_000

/** A page of the site; it is listed once per language, each entry naming the other as alternate. */
export interface SitemapPage {
  /** Root-relative English path; the Spanish one is derived (app/i18n/paths.ts). */
  path: string
  lastmod?: Date
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const day = (date: Date) => date.toISOString().slice(0, 10)

/** A <urlset> with one <url> per page and language, each with its hreflang alternates. */
export function urlsetXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(absoluteLocaleUrl(origin, page.path, locale))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteLocaleUrl(origin, page.path, 'en'))}"/>`,
    ].join('')
    return LOCALES.map(
      (locale) =>
        `<url><loc>${escapeXml(absoluteLocaleUrl(origin, page.path, locale))}</loc>${
          page.lastmod ? `<lastmod>${day(page.lastmod)}</lastmod>` : ''
        }${alternates}</url>`,
    )
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export interface SitemapFile {
  /** The file name under /sitemaps/. */
  name: string
  lastmod?: Date
}

export function sitemapIndexXml(origin: string, files: SitemapFile[]): string {
  const base = origin.replace(/\/+$/, '')
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(`${base}/sitemaps/${file.name}`)}</loc>${
        file.lastmod ? `<lastmod>${day(file.lastmod)}</lastmod>` : ''
      }</sitemap>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}
