/**
 * robots.txt: everything public may be crawled; personal, transactional and machine addresses
 * (in both languages) may not. Search results stay crawlable but say noindex themselves
 * (app/shell/seo.ts), so that crawlers still follow their links to products.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/resources/',
  '/orders/',
  '/auth',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/complete-profile',
  '/profile',
  '/cart',
  '/checkout',
  '/payments/',
  '/seller/dashboard',
  '/seller/registration',
  '/seller/account-creation',
  '/buyer/dashboard',
  '/list-product',
  '/product-listing',
  '/favourites',
  '/saved-searches',
  '/notifications',
  '/alert-preferences',
  '/unsubscribe',
  '/dev/',
]

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '')
  const disallowed = PRIVATE_PATHS.flatMap((path) =>
    path.startsWith('/api/') || path.startsWith('/resources/') ? [path] : [path, `/es${path}`],
  )
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}
