import { index, type RouteConfig, route } from '@react-router/dev/routes'

/** The route table of SPEC §2, one line per route. */
export default [
  index('routes/landing.tsx'),
  route('onboarding', 'routes/onboarding.tsx'),
  route('browse', 'routes/browse.tsx'),
  route('category/:category', 'routes/category.tsx'),
  route('news', 'routes/news.tsx'),
  route('news/:slug', 'routes/news-article.tsx'),
  route('faq', 'routes/info-page.tsx', { id: 'faq' }),
  route('shipping', 'routes/info-page.tsx', { id: 'shipping' }),
  route('returns', 'routes/info-page.tsx', { id: 'returns' }),
  route('terms', 'routes/info-page.tsx', { id: 'terms' }),
  route('privacy', 'routes/info-page.tsx', { id: 'privacy' }),

  // Resource routes (no UI)
  route('resources/locale', 'routes/resources.locale.ts'),

  // Everything else: the 404 page with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
