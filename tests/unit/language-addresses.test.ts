/**
 * One address per page and language (docs/decisions/0025-language-addresses-and-seo.md): the link
 * helper, what a request's language is, and what search engines are told about each page.
 */
import { describe, expect, it } from 'vitest'
import { chosenLocaleFromCookieHeader, requestLocale } from '~/i18n/locale-cookie'
import {
  absoluteLocaleUrl,
  alternatePaths,
  isSharedPath,
  localeOfPath,
  localePath,
  stripLocale,
} from '~/i18n/paths'
import routes from '~/routes'
import { webAppManifest } from '~/seo/manifest'
import { robotsTxt } from '~/seo/robots'
import { sitemapIndexXml, urlsetXml } from '~/seo/sitemap-xml'
import { pageSeo } from '~/shell/seo'

describe('the link helper', () => {
  it('puts Spanish pages under /es and English ones at the root, keeping query and hash', () => {
    expect(localePath('/browse', 'es')).toBe('/es/browse')
    expect(localePath('/browse?q=putter&page=2', 'es')).toBe('/es/browse?q=putter&page=2')
    expect(localePath('/faq#contact', 'es')).toBe('/es/faq#contact')
    expect(localePath('/', 'es')).toBe('/es')
    expect(localePath('/?tab=1', 'es')).toBe('/es?tab=1')
    expect(localePath('/browse', 'en')).toBe('/browse')
  })

  it('moves an address of either language to the other without doubling the prefix', () => {
    expect(localePath('/es/browse?q=x', 'en')).toBe('/browse?q=x')
    expect(localePath('/es', 'en')).toBe('/')
    expect(localePath('/es/product/1', 'es')).toBe('/es/product/1')
    // "/espana" is not under /es.
    expect(localePath('/espana', 'es')).toBe('/es/espana')
    expect(alternatePaths('/es/news/a')).toEqual({ en: '/news/a', es: '/es/news/a' })
  })

  it('leaves shared addresses, other sites and relative paths alone', () => {
    for (const path of [
      '/resources/locale',
      '/api/auth/sign-in',
      '/auth/sign-out',
      '/admin',
      '/admin/disputes/abc?x=1',
      '/media/products/a.webp',
      '/sitemap.xml',
      '/robots.txt',
      '/manifest.webmanifest',
      '/og-default.png',
    ]) {
      expect(localePath(path, 'es')).toBe(path)
    }
    expect(localePath('https://example.com/x', 'es')).toBe('https://example.com/x')
    expect(localePath('//evil.example/x', 'es')).toBe('//evil.example/x')
    expect(localePath('?page=2', 'es')).toBe('?page=2')
    expect(localePath('#top', 'es')).toBe('#top')
  })

  it('gives an order its address in each language, with its query and hash (issue #26)', () => {
    // The e-mail, notification and profile links of a Spanish reader, and back.
    expect(localePath('/orders/abc', 'es')).toBe('/es/orders/abc')
    expect(localePath('/orders/abc?report=1#report-problem', 'es')).toBe(
      '/es/orders/abc?report=1#report-problem',
    )
    expect(localePath('/es/orders/abc?report=1#report-problem', 'en')).toBe(
      '/orders/abc?report=1#report-problem',
    )
    expect(localePath('/es/orders/abc', 'es')).toBe('/es/orders/abc')
    expect(localePath('/checkout/success?session_id={CHECKOUT_SESSION_ID}', 'es')).toBe(
      '/es/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    )
    expect(localePath('/checkout/cancel?checkout=c1', 'en')).toBe('/checkout/cancel?checkout=c1')
    expect(localePath('/es/seller/dashboard?tab=payouts#x', 'en')).toBe('/seller/dashboard?tab=payouts#x')
    expect(absoluteLocaleUrl('https://fairway.test', '/orders/abc', 'es')).toBe(
      'https://fairway.test/es/orders/abc',
    )
  })

  it('has no page among the shared addresses: each page of app/routes.ts has a Spanish twin', () => {
    // A page listed as shared would have no Spanish address, and a Spanish reader would be sent to
    // the same address again and again (issue #26: /orders/{id}).
    type Entry = { id?: string; path?: string; index?: boolean }
    const pages = (routes as Entry[]).filter((entry) => entry.id?.startsWith('es/'))
    expect(pages.length).toBeGreaterThan(40)
    const sample = (path: string) =>
      `/${path
        .replace(/^es\/?/, '')
        .replace(/\/:[^/]+\?$/, '')
        .replace(/:[^/]+/g, 'x')}`.replace(/\/$/, '') || '/'
    const concrete = pages.map((entry) => sample(entry.path ?? '')).filter((path) => !path.includes('*'))
    expect(concrete).toContain('/orders/x')
    for (const path of concrete) {
      expect(isSharedPath(path), path).toBe(false)
      expect(localePath(path, 'es'), path).toBe(path === '/' ? '/es' : `/es${path}`)
    }
  })

  it('reads the language of an address, and the address without it', () => {
    expect(localeOfPath('/es')).toBe('es')
    expect(localeOfPath('/es/')).toBe('es')
    expect(localeOfPath('/es.data')).toBe('es')
    expect(localeOfPath('/es/browse.data')).toBe('es')
    expect(localeOfPath('/espana')).toBe('en')
    expect(localeOfPath('/browse')).toBe('en')
    expect(stripLocale('/es/browse')).toBe('/browse')
    expect(stripLocale('/es')).toBe('/')
    expect(stripLocale('/browse')).toBe('/browse')
  })

  it('builds absolute addresses for e-mails and the sitemap', () => {
    expect(absoluteLocaleUrl('https://fairway.test/', '/reset-password?token=a', 'es')).toBe(
      'https://fairway.test/es/reset-password?token=a',
    )
    expect(absoluteLocaleUrl('https://fairway.test', '/checkout/success', 'en')).toBe(
      'https://fairway.test/checkout/success',
    )
  })
})

describe('the language of a request', () => {
  const at = (path: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost:3000${path}`, { headers })

  it('is the address’s for pages, whatever the cookie says', () => {
    expect(requestLocale(at('/es/browse'))).toBe('es')
    expect(requestLocale(at('/browse', { cookie: 'lang=es' }))).toBe('en')
  })

  it('is the posting page’s, then the cookie’s, for shared addresses', () => {
    expect(requestLocale(at('/auth/sign-out', { referer: 'http://localhost:3000/es/profile' }))).toBe('es')
    expect(
      requestLocale(at('/auth/sign-out', { referer: 'http://other.test/es/x', cookie: 'lang=en' })),
    ).toBe('en')
    expect(requestLocale(at('/api/auth/reset', { cookie: 'lang=es' }))).toBe('es')
    expect(requestLocale(at('/api/auth/reset'))).toBe('en')
    // The operator console has one address: the operator's chosen language (issue #26).
    expect(requestLocale(at('/admin/audit', { cookie: 'lang=es' }))).toBe('es')
  })

  it('tells a chosen language from no choice at all', () => {
    expect(chosenLocaleFromCookieHeader(null)).toBeUndefined()
    expect(chosenLocaleFromCookieHeader('fairway.session=x')).toBeUndefined()
    expect(chosenLocaleFromCookieHeader('a=b; lang=es')).toBe('es')
    expect(chosenLocaleFromCookieHeader('lang=fr')).toBeUndefined()
  })
})

describe('canonical, hreflang and robots of a page', () => {
  it('gives each language its canonical and both as alternates, English as x-default', () => {
    const seo = pageSeo('/es/product/42', '?utm_source=x')
    expect(seo.locale).toBe('es')
    expect(seo.canonical).toBe('/es/product/42')
    expect(seo.indexable).toBe(true)
    expect(seo.alternates).toEqual([
      { hrefLang: 'en', href: '/product/42' },
      { hrefLang: 'es', href: '/es/product/42' },
      { hrefLang: 'x-default', href: '/product/42' },
    ])
    expect(pageSeo('/', '').canonical).toBe('/')
    expect(pageSeo('/es', '').alternates[0]).toEqual({ hrefLang: 'en', href: '/' })
  })

  it('indexes browse and its subcategories, not searches or filters', () => {
    expect(pageSeo('/browse', '').indexable).toBe(true)
    const section = pageSeo('/es/browse', '?subcategory=clubs&page=2')
    expect(section).toMatchObject({ indexable: true, canonical: '/es/browse?subcategory=clubs&page=2' })
    expect(pageSeo('/browse', '?page=1').canonical).toBe('/browse')
    for (const search of ['?q=putter', '?subcategory=clubs&brand=Ping', '?priceMin=100', '?sort=price-asc']) {
      expect(pageSeo('/browse', search).indexable).toBe(false)
    }
    expect(pageSeo('/browse', '?q=putter').canonical).toBe('/browse?q=putter')
  })

  it('keeps personal and transactional pages and the 404 page out of the index', () => {
    for (const path of [
      '/cart',
      '/es/checkout',
      '/profile',
      '/seller/dashboard',
      '/auth',
      '/es/list-product',
    ]) {
      expect(pageSeo(path, '').indexable).toBe(false)
    }
    expect(pageSeo('/seller/123', '').indexable).toBe(true)
    expect(pageSeo('/nowhere', '', true).indexable).toBe(false)
  })
})

describe('robots.txt, the sitemap files and the manifest', () => {
  it('robots.txt names the sitemap and keeps private pages of both languages out', () => {
    const text = robotsTxt('https://fairway.test/')
    expect(text).toContain('User-agent: *')
    expect(text).toContain('Sitemap: https://fairway.test/sitemap.xml')
    for (const path of [
      '/cart',
      '/es/cart',
      '/checkout',
      '/es/checkout',
      '/api/',
      '/profile',
      '/es/profile',
    ]) {
      expect(text.split('\n')).toContain(`Disallow: ${path}`)
    }
    expect(text).not.toMatch(/Disallow: \/(es\/)?(browse|product\/|news|category)/m)
  })

  it('lists every page in both languages with alternates and lastmod, escaped', () => {
    const xml = urlsetXml('https://fairway.test', [
      { path: '/browse?subcategory=clubs&page=2', lastmod: new Date('2026-11-02T10:00:00Z') },
      { path: '/faq' },
    ])
    expect(xml).toContain('<loc>https://fairway.test/browse?subcategory=clubs&amp;page=2</loc>')
    expect(xml).toContain('<loc>https://fairway.test/es/browse?subcategory=clubs&amp;page=2</loc>')
    expect(xml).toContain('<lastmod>2026-11-02</lastmod>')
    expect(xml.match(/<url>/g)).toHaveLength(4)
    expect(xml).toContain('hreflang="x-default" href="https://fairway.test/faq"')
    expect(xml).toContain('hreflang="es" href="https://fairway.test/es/faq"')
    const index = sitemapIndexXml('https://fairway.test/', [
      { name: 'pages.xml', lastmod: new Date('2026-01-05') },
    ])
    expect(index).toContain(
      '<sitemap><loc>https://fairway.test/sitemaps/pages.xml</loc><lastmod>2026-01-05</lastmod>',
    )
  })

  it('the manifest is installable, in the reader’s language, with local icons', () => {
    const es = webAppManifest('es')
    expect(es).toMatchObject({ name: 'Fairway Market', lang: 'es', start_url: '/es', display: 'standalone' })
    expect(es.description).toMatch(/segunda mano/)
    expect(webAppManifest('en').start_url).toBe('/')
    expect(es.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of es.icons) expect(icon.src.startsWith('/')).toBe(true)
  })
})
