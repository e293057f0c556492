import { index, type RouteConfig, route } from '@react-router/dev/routes'

/** The route table of SPEC §2, one line per route. */
export default [
  index('routes/landing.tsx'),
  route('home', 'routes/home.tsx'),
  route('onboarding', 'routes/onboarding.tsx'),
  route('browse', 'routes/browse.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('category/:category', 'routes/category.tsx'),
  route('product/:id', 'routes/product.tsx'),
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
  route('seller/payouts/onboard', 'routes/seller.payouts.onboard.ts'),

  // Resource routes (no UI)
  route('resources/locale', 'routes/resources.locale.ts'),
  route('resources/product-photos', 'routes/resources.product-photos.ts'),
  route('auth/sign-out', 'routes/auth.sign-out.ts'),
  route('auth/email-verified', 'routes/auth.email-verified.ts'),
  route('api/auth/*', 'routes/api.auth.$.ts'),
  route('api/payments/webhooks/:provider', 'routes/api.payments.webhooks.ts'),

  // Everything else: the 404 page with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
