/**
 * Signs of a fake on the product page (issue #28 item 5): where the listing ships from and, when
 * its price is far under the price guide of its model, the "check before you buy" notice with the
 * tells. One query for the listing's facts; the guide is the one the page's price badge read
 * (listingGuide), not read again.
 */
import { eq } from 'drizzle-orm'
import type { Locale, Translate } from '~/i18n'
import { formatNumber } from '~/i18n/format'
import { db } from '~/platform/db.server'
import { formatEuros } from '~/ui/money'
import { productSpecs, products, profiles } from '../../../db/schema'
import type { PriceGuide } from '../price-guide/guide'
import { asksForCertificate, needsSerialPhoto } from './photo-slots'
import { type CheckBeforeYouBuy, checkBeforeYouBuy, type TrustView } from './trust'

/**
 * Where a listing ships from, by its location and its seller's country (ISO code or null): the
 * accounts domain's geography, handed in by the route that composes both.
 */
export type ShipsFrom = (location: string | null, sellerCountry: string | null) => string | null

export interface ListingTrust {
  /** ISO code of the country the item ships from; null when unknown. */
  shipsFrom: string | null
  /** The "check before you buy" notice, or null when the price gives no reason for it. */
  check: CheckBeforeYouBuy | null
}

/** The guide of the listing's model in its condition, when it has one (the badge's read). */
type ListingGuideFigures = Promise<{ guide: Pick<PriceGuide, 'low' | 'estimate' | 'sampleSize'> } | null>

export async function listingTrust(
  productId: string,
  shipsFromOf: ShipsFrom,
  listingGuide: ListingGuideFigures,
): Promise<ListingTrust> {
  const [row] = await db()
    .select({
      price: products.price,
      brand: products.brand,
      location: products.location,
      subcategory: products.subcategory,
      imageSlots: products.imageSlots,
      sellerCountry: profiles.country,
      clubType: productSpecs.clubType,
      certificate: productSpecs.certificate,
    })
    .from(products)
    .leftJoin(profiles, eq(profiles.id, products.sellerId))
    .leftJoin(productSpecs, eq(productSpecs.productId, products.id))
    .where(eq(products.id, productId))
  if (!row) return { shipsFrom: null, check: null }
  const shipsFrom = shipsFromOf(row.location, row.sellerCountry)
  const guide = (await listingGuide)?.guide ?? null
  const club = row.subcategory === 'clubs'
  return {
    shipsFrom,
    check: checkBeforeYouBuy({
      price: row.price,
      guide,
      serialPhoto: club && needsSerialPhoto(row.brand) ? row.imageSlots.includes('serial') : null,
      certificate: asksForCertificate(row.brand, row.clubType) ? row.certificate === true : null,
      shipsFrom,
    }),
  }
}

/**
 * The product page's signs of a fake in the page's language. Worked out in the loader, like the
 * passport's rows, so the page's first-load script carries no rule and no message of its own.
 */
export function trustView(
  trust: ListingTrust,
  t: Translate,
  locale: Locale,
  countryName: (code: string) => string | null,
): TrustView {
  const country = trust.shipsFrom ? countryName(trust.shipsFrom) : null
  const { check } = trust
  if (!check) return { shipsFrom: country && t('conditionTrust.shipsFrom', { country }), check: null }
  const low = formatEuros(check.guideLow)
  const tells = [
    t('conditionTrust.tell.price'),
    t(
      check.serialPhoto === true
        ? 'conditionTrust.tell.serialShown'
        : check.serialPhoto === false
          ? 'conditionTrust.tell.serialMissing'
          : 'conditionTrust.tell.serialAsk',
    ),
    ...(check.certificate === null
      ? []
      : [t(check.certificate ? 'conditionTrust.tell.certificateYes' : 'conditionTrust.tell.certificateNo')]),
    country ? t('conditionTrust.tell.shipsFrom', { country }) : t('conditionTrust.tell.shipsFromUnknown'),
    t('conditionTrust.tell.pay'),
  ]
  return {
    shipsFrom: country && t('conditionTrust.shipsFrom', { country }),
    check: {
      title: t('conditionTrust.check.title'),
      intro: check.estimate
        ? t('conditionTrust.check.introEstimate', { low })
        : t('conditionTrust.check.intro', { low, count: formatNumber(check.sampleSize, locale) }),
      tells,
    },
  }
}
