import { accounts } from './accounts'
import { alerts } from './alerts'
import { browse } from './browse'
import { cart } from './cart'
import { catalog } from './catalog'
import { checkout } from './checkout'
import { common } from './common'
import { conditionGrades } from './condition-grades'
import { conditionPhotos } from './condition-photos'
import { conditionTrust } from './condition-trust'
import { delivery } from './delivery'
import { disputes } from './disputes'
import { favourites } from './favourites'
import { fit } from './fit'
import { golferProfile } from './golfer-profile'
import { marketing } from './marketing'
import { messages } from './messages'
import { news } from './news'
import { notifications } from './notifications'
import { orders } from './orders'
import { pages } from './pages'
import { passport } from './passport'
import { passportPage } from './passport-page'
import { passportWizard } from './passport-wizard'
import { payouts } from './payouts'
import { phone } from './phone'
import { phoneBrowse } from './phone-browse'
import { priceGuide } from './price-guide'
import { pricingHelp } from './pricing-help'
import { product } from './product'
import { reviews } from './reviews'
import { search } from './search'
import { security } from './security'
import { seller } from './seller'
import { sellerOnboarding } from './seller-onboarding'
import { selling } from './selling'
import { trust } from './trust'
import { wanted } from './wanted'

/**
 * Every message module of the app. A domain adds its module here; keys are namespaced by the
 * module (`nav.…`, `news.…`) so modules never collide.
 */
export const messageModules = {
  common,
  catalog,
  passport,
  passportPage,
  passportWizard,
  conditionPhotos,
  conditionGrades,
  conditionTrust,
  priceGuide,
  pricingHelp,
  golferProfile,
  fit,
  wanted,
  phone,
  phoneBrowse,
  marketing,
  news,
  pages,
  accounts,
  sellerOnboarding,
  browse,
  search,
  selling,
  product,
  seller,
  orders,
  delivery,
  payouts,
  checkout,
  cart,
  security,
  trust,
  disputes,
  reviews,
  messages,
  favourites,
  notifications,
  alerts,
} as const

type Modules = typeof messageModules
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never
export type Messages = UnionToIntersection<Modules[keyof Modules]['en']>
export type MessageKey = keyof Messages & string

function merge(locale: 'en' | 'es') {
  return Object.assign({}, ...Object.values(messageModules).map((m) => m[locale])) as Record<
    MessageKey,
    string
  >
}

export const dictionaries = { en: merge('en'), es: merge('es') }

/**
 * Makes sure a language's messages are loaded. Here (the server, development) both always are;
 * the browser's build replaces this module with one that loads a language on demand
 * (scripts/client-dictionaries.vite.ts).
 */
export function loadDictionary(_locale: 'en' | 'es'): Promise<void> {
  return Promise.resolve()
}

/** Adds messages the page came with (the browser's build keeps them; here all are loaded). */
export function addMessages(_locale: 'en' | 'es', _messages: Record<string, string>) {}

/** Told that a text had no message yet (the browser then renders again once its language loaded). */
export function noteMissingMessage() {}

/** Grows each time a language finishes loading in the browser after a missing message (never here). */
export function dictionariesVersion() {
  return 0
}

/** Calls `listener` when a language finishes loading in the browser (never here). */
export function subscribeToDictionaries(_listener: () => void): () => void {
  return () => {}
}
