/**
 * What the product page shows the same to every visitor (decision 0067): the listing and its
 * seller, the Passport, the grades, the price guide's verdict, the signs of a fake and the two rows
 * of related cards. Visitors who are not signed in get the whole page from the page cache; a
 * member's page is rendered for them alone, and this is the part of its data (nine of its fifteen
 * queries) that it shares: kept per listing and language for BROWSE_CACHE_SECONDS and forgotten
 * together with the shared pages (sharedPageDataCache), so on every change that clears those
 * (a price edit, a sale, a revealed review, a moderation decision), here at once and on the other
 * instances within a second.
 *
 * The listing's own seller never reads it from here: they see their own changes at once, whatever
 * instance served the change. What is the member's own (favourite, offer, fit, cart) is read per
 * request by the page.
 */
import type { ProductCardData } from '~/catalog/browse'
import { productGradesView } from '~/catalog/condition/grades.server'
import { listingTrust } from '~/catalog/condition/trust.server'
import { cardSpecsOf } from '~/catalog/passport/card-specs.server'
import { listingPassportView } from '~/catalog/passport/passport-page.server'
import { listingGuide } from '~/catalog/price-guide/pricing-help.server'
import { getProductDetail } from '~/catalog/product.server'
import { relatedListings } from '~/catalog/related.server'
import { type Locale, translator } from '~/i18n'
import { sharedPageDataCache } from '~/platform/page-cache.server'

type ShipsFrom = Parameters<typeof listingTrust>[1]

async function readShared(id: string, locale: Locale, shipsFrom: ShipsFrom) {
  const product = await getProductDetail(id)
  if (!product) return null
  const t = translator(locale)
  // One read of the listing's price guide: the price badge and the signs of a fake both use it.
  const guide = listingGuide(product.id)
  const [relatedCards, passport, grades, priceGuide, trust] = await Promise.all([
    relatedListings(product),
    // The Passport's rows in the page's language: worked out here, so the page ships no golf rules.
    listingPassportView(product.id, product.subcategory, t, locale),
    // Head, shaft and grip grades with what they mean, beside each slot's photo (issue #28).
    productGradesView(product.id, product.condition, t),
    // The price guide's verdict on this listing (issue #29), when its model has a guide.
    guide,
    // Signs of a fake (issue #28): ships-from country, "check before you buy" under the guide.
    listingTrust(product.id, shipsFrom, guide),
  ])
  // Club type, hand and flex on the related cards (issue #27): one query for both rows.
  const golf = await cardSpecsOf([...relatedCards.fromSeller, ...relatedCards.similar].map((card) => card.id))
  const withGolf = (cards: ProductCardData[]) =>
    cards.map((card) => ({ ...card, golf: golf.get(card.id) ?? null }))
  const related = { fromSeller: withGolf(relatedCards.fromSeller), similar: withGolf(relatedCards.similar) }
  return { product, related, passport, grades, priceGuide, trust }
}

export type SharedProductPage = NonNullable<Awaited<ReturnType<typeof readShared>>>

const sharedCache = sharedPageDataCache<SharedProductPage | null>()

/**
 * The shared part of product `id`'s page in `locale`, or null when there is no such listing to
 * show. `viewerId`: the member asking, if any; the listing's seller always gets a fresh read.
 */
export async function sharedProductPage(
  id: string,
  locale: Locale,
  viewerId: string | null,
  shipsFrom: ShipsFrom,
): Promise<SharedProductPage | null> {
  const shared = await sharedCache().get(`${id}:${locale}`, () => readShared(id, locale, shipsFrom))
  if (shared && viewerId !== null && shared.product.sellerId === viewerId)
    return readShared(id, locale, shipsFrom)
  return shared
}
