/**
 * The alerts (issue #16 item 4), run by the jobs of jobs.server.ts:
 *
 * - a new listing is matched against every saved search of other users with the browse query itself
 *   (`listingsMatching` of app/catalog): an alert names only a listing /browse shows for that search
 *   now. Each (search, listing) pair is recorded once (saved_search_matches), which is the dedupe;
 *   an instant search mails at once, a daily one waits for the user's digest;
 * - the digest runs at the next 08:00 UTC by the injected clock and takes the listings that still
 *   match and are still visible then;
 * - a favourite that got cheaper, or sold (with similar listings, app/catalog's related query),
 *   mails everyone who saved it.
 *
 * Every e-mail is checked against the recipient's preferences in the transaction that queues it,
 * so nothing is queued after they switched the kind off or unsubscribed. Each also shows in the
 * product (notify()).
 */
import { sql } from 'drizzle-orm'
import { type BrowseQuery, browseHref } from '~/catalog/browse'
import { listingsMatching } from '~/catalog/browse.server'
import { fitSuggestionFor } from '~/catalog/fit/fit.server'
import type { FitSuggestion } from '~/catalog/fit/golfer-profile'
import { listingGuide } from '~/catalog/price-guide/pricing-help.server'
import { relatedListings } from '~/catalog/related.server'
import { parseLocale, translator } from '~/i18n'
import { notify } from '~/notifications/notifications.server'
import { clock } from '~/platform/clock.server'
import { type DatabaseOrTransaction, db, rawQuery } from '~/platform/db.server'
import { sendMailLater } from '~/platform/email/mail-queue.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import type { AlertEmailKind } from './alert-kinds'
import { type AlertRecipient, alertMail, type MailListing } from './alert-mails.server'
import { alertPreferences } from './preferences.server'
import { parseSavedQuery } from './saved-searches'

/** The hour (UTC) the daily digest goes out. */
export const DIGEST_HOUR_UTC = 8
/** At most this many listings in one digest (the rest are on the browse page it links to). */
const DIGEST_LISTINGS = 20

/** The next digest time strictly after `now`: today's or tomorrow's DIGEST_HOUR_UTC. */
export function nextDigestAt(now: Date): Date {
  const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC))
  if (due.getTime() <= now.getTime()) due.setUTCDate(due.getUTCDate() + 1)
  return due
}

interface ListingRow {
  id: string
  name: string
  brand: string
  price: number
  seller_id: string | null
  subcategory: string
  status: string
  browse_visible: boolean
}

async function readListing(database: DatabaseOrTransaction, productId: string) {
  const [row] = await rawQuery<ListingRow>(
    database,
    sql`select id, name, brand, price, seller_id, subcategory, status, browse_visible
          from products where id = ${productId}`,
  )
  return row ?? null
}

/** Who an alert goes to, with the kinds they switched off; null for a suspended or deleted account. */
async function recipientOf(database: DatabaseOrTransaction, userId: string) {
  const [row] = await rawQuery<{ email: string; name: string | null; language: string | null }>(
    database,
    sql`select u.email, coalesce(nullif(p.name, ''), u.name) as name, p.language
          from users u left join profiles p on p.id = u.id
         where u.id = ${userId} and u.suspended_at is null`,
  )
  if (!row) return null
  const preferences = await alertPreferences(userId, database)
  const recipient: AlertRecipient = {
    userId,
    email: row.email,
    name: row.name ?? '',
    locale: parseLocale(row.language) ?? 'en',
    preferencesVersion: preferences.version,
  }
  return { recipient, disabled: preferences.disabled }
}

const mailListing = (row: Pick<ListingRow, 'id' | 'name' | 'brand' | 'price'>): MailListing => ({
  id: row.id,
  name: row.name,
  brand: row.brand,
  price: row.price,
})

/** Queues an alert e-mail of `kind` in `tx` unless the user switched that kind off (or is gone). */
export async function mailIfWanted(
  tx: DatabaseOrTransaction,
  userId: string,
  kind: AlertEmailKind,
  key: string,
  build: (recipient: AlertRecipient) => Parameters<typeof sendMailLater>[2],
): Promise<boolean> {
  const person = await recipientOf(tx, userId)
  if (!person || person.disabled.includes(kind)) return false
  await sendMailLater(tx, key, build(person.recipient))
  return true
}

// ---------------------------------------------------------------------------------------------
// New listings for saved searches

interface SearchRow {
  id: string
  user_id: string
  query: string
  frequency: 'instant' | 'daily'
  good_price_only: boolean
  fits_only: boolean
}

/**
 * Which of `productIds` a saved search names: browse's own query, and for a fit-only search
 * (issue #30) only the listings that fit the searcher now (none once their fitting data is gone).
 */
async function searchMatches(
  query: BrowseQuery,
  fitsOnly: boolean,
  productIds: string[],
  suggestionOf: () => Promise<FitSuggestion | null>,
) {
  const fit = fitsOnly || query.filters.fit
  if (!fit) return listingsMatching(query, productIds)
  const suggestion = await suggestionOf()
  if (!suggestion) return []
  return listingsMatching({ ...query, filters: { ...query.filters, fit: true } }, productIds, suggestion)
}

/** Each searcher's fit suggestion, read once per run. */
function suggestionsByUser() {
  const read = new Map<string, Promise<FitSuggestion | null>>()
  return (userId: string) => () => {
    let suggestion = read.get(userId)
    if (!suggestion) {
      suggestion = fitSuggestionFor(userId)
      read.set(userId, suggestion)
    }
    return suggestion
  }
}

function newListingMail(recipient: AlertRecipient, listing: MailListing, href: string) {
  const t = translator(recipient.locale)
  return alertMail(recipient, 'saved-search', {
    subject: t('alerts.mail.newListing.subject', { name: listing.name }),
    paragraphs: [t('alerts.mail.newListing.intro')],
    listings: [listing],
    action: { label: t('alerts.mail.newListing.action'), path: href },
  })
}

/**
 * Matches a listing just published against the saved searches of everyone but its seller. Safe to
 * run twice: a pair already recorded is skipped.
 */
export async function alertNewListing(productId: string, now = clock.now()) {
  const listing = await readListing(db(), productId)
  if (!listing?.browse_visible) return { matched: 0 }
  const searches = await rawQuery<SearchRow>(
    db(),
    sql`select s.id, s.user_id, s.query, s.frequency, s.good_price_only, s.fits_only
          from saved_searches s join users u on u.id = s.user_id
         where u.suspended_at is null and s.user_id is distinct from ${listing.seller_id}
           and not exists (select 1 from saved_search_matches m
                            where m.saved_search_id = s.id and m.product_id = ${productId})
         order by s.created_at, s.id`,
  )
  let matched = 0
  const suggestionOf = suggestionsByUser()
  // "Good price only" searches (issue #29): the price guide's verdict, read once, when one asks.
  let goodPrice: boolean | undefined
  const isGoodPrice = async () => {
    goodPrice ??= (await listingGuide(productId))?.verdict === 'good'
    return goodPrice
  }
  for (const search of searches) {
    const query = parseSavedQuery(search.query)
    // Most searches name another subcategory: no need to ask the database.
    if (query.subcategory && query.subcategory !== listing.subcategory) continue
    if (search.good_price_only && !(await isGoodPrice())) continue
    const found = await searchMatches(query, search.fits_only, [productId], suggestionOf(search.user_id))
    if (found.length === 0) continue
    // A fit-only search's mail opens browse with "Fits me" on.
    const href = search.fits_only
      ? browseHref({ ...query, filters: { ...query.filters, fit: true } })
      : search.query
        ? `/browse?${search.query}`
        : '/browse'
    await db().transaction(async (tx) => {
      const recorded = await rawQuery<{ product_id: string }>(
        tx,
        sql`insert into saved_search_matches (saved_search_id, product_id) values (${search.id}, ${productId})
            on conflict do nothing returning product_id`,
      )
      if (recorded.length === 0) return
      matched++
      // One alert per user and listing, however many of their searches it matches.
      const eventKey = `alert-search:${search.user_id}:${productId}`
      await notify(
        tx,
        search.user_id,
        'alert',
        { alert: 'saved-search', name: listing.name, price: listing.price, path: `/product/${productId}` },
        { key: eventKey },
      )
      if (search.frequency === 'daily') {
        const due = nextDigestAt(now)
        await enqueue(
          tx,
          'alerts.digest',
          { userId: search.user_id, due: due.toISOString() },
          { startAfter: due, dedupeKey: `alerts-digest:${search.user_id}:${due.toISOString()}` },
        )
        return
      }
      await mailIfWanted(tx, search.user_id, 'saved-search', eventKey, (recipient) =>
        newListingMail(recipient, mailListing(listing), href),
      )
      // Mailed, or not wanted: either way never mailed later.
      await tx.execute(
        sql`update saved_search_matches set mailed_at = ${now} where saved_search_id = ${search.id} and product_id = ${productId}`,
      )
    })
  }
  log.info('alerts.new_listing', { productId, searches: searches.length, matched })
  return { matched }
}

/**
 * The daily digest of one user: every listing their daily searches matched since the last one that
 * browse still shows for that search now, in one e-mail. Everything waiting is settled (mailed, or
 * dropped when it sold, went away, no longer matches or the user switched the kind off).
 */
export async function sendDigest(userId: string, due: string, now = clock.now()) {
  const waiting = await rawQuery<{
    saved_search_id: string
    product_id: string
    query: string
    fits_only: boolean
  }>(
    db(),
    sql`select m.saved_search_id, m.product_id, s.query, s.fits_only
          from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
         where s.user_id = ${userId} and s.frequency = 'daily' and m.mailed_at is null
         order by m.created_at, m.product_id`,
  )
  if (waiting.length === 0) return { sent: 0 }
  const bySearch = new Map<string, { query: string; fitsOnly: boolean; productIds: string[] }>()
  for (const row of waiting) {
    const entry = bySearch.get(row.saved_search_id) ?? {
      query: row.query,
      fitsOnly: row.fits_only,
      productIds: [],
    }
    entry.productIds.push(row.product_id)
    bySearch.set(row.saved_search_id, entry)
  }
  const visible = new Set<string>()
  const suggestionOf = suggestionsByUser()(userId)
  for (const { query, fitsOnly, productIds } of bySearch.values()) {
    for (const id of await searchMatches(parseSavedQuery(query), fitsOnly, productIds, suggestionOf))
      visible.add(id)
  }
  const listings = visible.size
    ? await rawQuery<ListingRow>(
        db(),
        sql`select id, name, brand, price, seller_id, subcategory, status, browse_visible from products
             where id = any(${sql.param([...visible])}::uuid[]) and seller_id is distinct from ${userId}
             order by created_at desc, id limit ${DIGEST_LISTINGS}`,
      )
    : []
  let sent = 0
  await db().transaction(async (tx) => {
    if (listings.length > 0) {
      const mailed = await mailIfWanted(
        tx,
        userId,
        'saved-search',
        `alert-digest:${userId}:${due}`,
        (recipient) => {
          const t = translator(recipient.locale)
          return alertMail(recipient, 'saved-search', {
            subject: t('alerts.mail.digest.subject', { count: listings.length }),
            paragraphs: [t('alerts.mail.digest.intro')],
            listings: listings.map(mailListing),
            action: { label: t('alerts.mail.digest.action'), path: '/saved-searches' },
          })
        },
      )
      sent = mailed ? listings.length : 0
    }
    await tx.execute(
      sql`update saved_search_matches m set mailed_at = ${now}
            from saved_searches s
           where s.id = m.saved_search_id and s.user_id = ${userId} and s.frequency = 'daily' and m.mailed_at is null`,
    )
  })
  log.info('alerts.digest', { userId, waiting: waiting.length, sent })
  return { sent }
}

// ---------------------------------------------------------------------------------------------
// Favourites

/** Everyone who saved a listing, except its seller and anyone who bought it. */
async function favouritedBy(productId: string) {
  const rows = await rawQuery<{ user_id: string }>(
    db(),
    sql`select f.user_id from favourites f
          join products p on p.id = f.product_id
          join users u on u.id = f.user_id
         where f.product_id = ${productId} and u.suspended_at is null
           and f.user_id is distinct from p.seller_id
           and not exists (select 1 from orders o where o.product_id = f.product_id and o.buyer_id = f.user_id)
         order by f.created_at, f.user_id`,
  )
  return rows.map((row) => row.user_id)
}

/**
 * A listing got cheaper than `fromPrice`: everyone who saved it hears, once per new price, while
 * browse still shows it.
 */
export async function alertPriceDrop(productId: string, fromPrice: number) {
  const listing = await readListing(db(), productId)
  if (!listing?.browse_visible || listing.price >= fromPrice) return { sent: 0 }
  let sent = 0
  for (const userId of await favouritedBy(productId)) {
    await db().transaction(async (tx) => {
      const key = `alert-price-drop:${userId}:${productId}:${listing.price}`
      await notify(
        tx,
        userId,
        'alert',
        { alert: 'price-drop', name: listing.name, price: listing.price, path: `/product/${productId}` },
        { key },
      )
      const mailed = await mailIfWanted(tx, userId, 'price-drop', key, (recipient) => {
        const t = translator(recipient.locale)
        return alertMail(recipient, 'price-drop', {
          subject: t('alerts.mail.priceDrop.subject', { name: listing.name }),
          paragraphs: [t('alerts.mail.priceDrop.intro')],
          listings: [{ ...mailListing(listing), previousPrice: fromPrice }],
          action: { label: t('alerts.mail.priceDrop.action'), path: `/product/${productId}` },
        })
      })
      if (mailed) sent++
    })
  }
  return { sent }
}

/** A saved listing sold: everyone who saved it (but its buyer) hears, with similar listings on sale. */
export async function alertFavouriteSold(productId: string) {
  const listing = await readListing(db(), productId)
  if (listing?.status !== 'sold') return { sent: 0 }
  const users = await favouritedBy(productId)
  if (users.length === 0) return { sent: 0 }
  const { similar } = await relatedListings({
    id: listing.id,
    sellerId: listing.seller_id,
    subcategory: listing.subcategory,
    price: listing.price,
  })
  let sent = 0
  for (const userId of users) {
    await db().transaction(async (tx) => {
      const key = `alert-sold:${userId}:${productId}`
      await notify(
        tx,
        userId,
        'alert',
        { alert: 'favourite-sold', name: listing.name, price: listing.price, path: `/product/${productId}` },
        { key },
      )
      const mailed = await mailIfWanted(tx, userId, 'favourite-sold', key, (recipient) => {
        const t = translator(recipient.locale)
        return alertMail(recipient, 'favourite-sold', {
          subject: t('alerts.mail.sold.subject', { name: listing.name }),
          paragraphs: [t('alerts.mail.sold.intro')],
          listings: [mailListing(listing)],
          more: {
            heading: t('alerts.mail.sold.similar'),
            listings: similar.map((card) => ({
              id: card.id,
              name: card.name,
              brand: card.brand,
              price: card.price,
            })),
          },
          action: { label: t('alerts.mail.sold.action'), path: '/favourites' },
        })
      })
      if (mailed) sent++
    })
  }
  return { sent }
}
