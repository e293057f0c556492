/**
 * Responses no shared cache (a proxy, a CDN, the browser's back-forward store of a shared
 * computer) may keep (issue #10 "Hygiene"): the pages about one person, and anything rendered for
 * a signed-in visitor (their name is in the navigation bar), documents and `.data` alike. They get
 * `Cache-Control: private, no-store` unless the route set its own.
 */
const PERSONAL_PATHS =
  /^(\/es)?\/(profile(\/fit|\/data-export)?|wanted|cart|checkout(\/[^/]+)?|home|complete-profile|onboarding|buyer\/dashboard|seller\/dashboard|seller\/registration|seller\/account-creation|list-product|product-listing|payments\/test\/[^/]+|orders\/[^/]+|messages(\/[^/]+)?|favourites|saved-searches|notifications|alert-preferences|dev\/mail|admin(\/[\w/-]+)?)(\.data)?\/?$/

const SESSION_COOKIE = /(^|;\s*)(__Secure-)?fairway\.session_token=/

export const PERSONAL_CACHE_CONTROL = 'private, no-store'

export function isPersonalResponse(pathname: string, cookieHeader: string | null | undefined) {
  return PERSONAL_PATHS.test(pathname) || SESSION_COOKIE.test(cookieHeader ?? '')
}
