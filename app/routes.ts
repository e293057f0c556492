import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes'

/**
 * The pages of SPEC §2, one line per route. Each has two addresses: English at the root and
 * Spanish under /es (app/i18n/paths.ts, docs/decisions/0025-language-addresses-and-seo.md).
 */
const pages: RouteConfigEntry[] = [
  index('routes/landing.tsx'),
  route('home', 'routes/home.tsx'),
  route('onboarding', 'routes/onboarding.tsx'),
  route('browse', 'routes/browse.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('category/:category', 'routes/category.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('product/:id/edit', 'routes/product-edit.tsx'),
  // A club model's price guide, sold prices and listings (issue #29).
  route('models/:slug', 'routes/model.tsx'),
  route('news', 'routes/news.tsx'),
  route('news/:slug', 'routes/news-article.tsx'),
  route('faq', 'routes/info-page.tsx', { id: 'faq' }),
  route('shipping', 'routes/info-page.tsx', { id: 'shipping' }),
  route('returns', 'routes/info-page.tsx', { id: 'returns' }),
  route('terms', 'routes/info-page.tsx', { id: 'terms' }),
  route('privacy', 'routes/info-page.tsx', { id: 'privacy' }),

  // Accounts
  route('auth', 'routes/auth.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('complete-profile', 'routes/complete-profile.tsx'),
  route('profile', 'routes/profile.tsx'),
  // The golfer's own fitting data and "Download my data" (issue #30 items 1 and 5): private pages.
  route('profile/fit', 'routes/profile.fit.tsx'),
  route('profile/data-export', 'routes/profile.data-export.ts'),
  route('seller/dashboard', 'routes/seller.dashboard.tsx'),
  route('buyer/dashboard', 'routes/buyer.dashboard.tsx'),
  route('seller/registration', 'routes/seller.registration.tsx'),
  route('seller/account-creation', 'routes/seller.account-creation.tsx'),
  route('dev/mail', 'routes/dev.mail.tsx'),

  // Selling
  route('list-product', 'routes/list-product.tsx', { id: 'list-product' }),
  route('product-listing', 'routes/list-product.tsx', { id: 'product-listing' }),
  // After the static /seller/… pages: /seller alone answers 'No seller ID provided'.
  route('seller/:id?', 'routes/seller.tsx'),

  // Buying
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/success', 'routes/checkout.success.tsx'),
  route('checkout/cancel', 'routes/checkout.cancel.tsx'),
  route('payments/test/:sessionId', 'routes/payments.test.tsx'),
  route('payments/test/onboarding/:accountId', 'routes/payments.test-onboarding.tsx'),
  route('orders/:id', 'routes/orders.$id.tsx'),

  // Buyers and sellers talk (issue #15)
  route('messages', 'routes/messages.tsx'),
  route('messages/:id', 'routes/messages.$id.tsx'),
  // Reasons to come back (issue #16): favourites, saved searches, alerts and notifications.
  route('favourites', 'routes/favourites.tsx'),
  route('notifications', 'routes/notifications.tsx'),
  route('saved-searches', 'routes/saved-searches.tsx'),
  route('alert-preferences', 'routes/alert-preferences.tsx'),
  // Set completion (issue #30 item 4): a golfer's set, its missing clubs and the listings that complete it.
  route('wanted', 'routes/wanted.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('seller/payouts/onboard', 'routes/seller.payouts.onboard.ts'),

  // Trust and safety (issue #14): reports from anyone.
  route('report/confirm', 'routes/report-confirm.tsx'),
  route('report/:subject/:id', 'routes/report.tsx'),

  // Everything else: the 404 page with status 404.
  route('*', 'routes/not-found.tsx'),
]

/** The Spanish twin of a page: the same module under /es, with an id of its own. */
function spanish(entry: RouteConfigEntry): RouteConfigEntry {
  const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
  return { id: `es/${id}`, file: entry.file, path: entry.index ? 'es' : `es/${entry.path}` }
}

export default [
  ...pages,
  ...pages.map(spanish),

  // The operator console (issue #14): one address, for operators only (404 to anyone else).
  route('admin', 'routes/admin.tsx', [
    index('routes/admin._index.tsx'),
    route('reports', 'routes/admin.reports.tsx'),
    route('users', 'routes/admin.users.tsx'),
    route('users/:id', 'routes/admin.users.$id.tsx'),
    route('disputes', 'routes/admin.disputes.tsx'),
    route('disputes/:id', 'routes/admin.disputes.$id.tsx'),
    route('orders', 'routes/admin.orders.tsx'),
    route('jobs', 'routes/admin.jobs.tsx'),
    route('audit', 'routes/admin.audit.tsx'),
    route('catalogue', 'routes/admin.catalogue.tsx'),
  ]),

  // Documents for machines, one address for both languages
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap-index' }),
  route('sitemaps/:file', 'routes/sitemap.ts', { id: 'sitemap-file' }),
  route('manifest.webmanifest', 'routes/manifest.ts'),

  // Resource routes (no UI)
  route('resources/locale', 'routes/resources.locale.ts'),
  route('resources/product-photos', 'routes/resources.product-photos.ts'),
  route('resources/club-models', 'routes/resources.club-models.ts'),
  route('resources/price-help', 'routes/resources.price-help.ts'),
  route('resources/favourite-ids', 'routes/resources.favourite-ids.ts'),
  route('resources/offline', 'routes/resources.offline.ts'),
  route('resources/dispute-photos/:disputeId/:index', 'routes/resources.dispute-photos.ts'),
  route('auth/sign-out', 'routes/auth.sign-out.ts'),
  route('auth/email-verified', 'routes/auth.email-verified.ts'),
  route('api/auth/*', 'routes/api.auth.$.ts'),
  route('api/payments/webhooks/:provider', 'routes/api.payments.webhooks.ts'),
] satisfies RouteConfig
