/**
 * The price suggestion e-mail (issue #29 item 5; docs/decisions/0059-pricing-help.md): an active
 * listing of a catalogue model with a price guide, on which nothing happened for 14 days (no edit,
 * message, offer, favourite or cart), gets one e-mail to its seller with the guide, at most once in
 * 30 days (products.price_hint_sent_at). The seller switches it off like any alert ('price-hint').
 * A daily job (jobs.server.ts) runs it by the injected clock.
 */
import { sql } from 'drizzle-orm'
import {
  PRICE_HINT_INTERVAL_DAYS,
  PRICE_HINT_QUIET_DAYS,
  suggestedPriceFromGuide,
} from '~/catalog/price-guide/pricing-help'
import { listingGuide } from '~/catalog/price-guide/pricing-help.server'
import { CONDITION_KEY } from '~/catalog/taxonomy'
import { translator } from '~/i18n'
import { clock } from '~/platform/clock.server'
import { db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { formatEuros } from '~/ui/money'
import { alertMail } from './alert-mails.server'
import { mailIfWanted } from './alerts.server'

const DAY = 86_400_000
/** At most this many listings per run (the next day's run takes the rest). */
const HINTS_PER_RUN = 500

interface QuietListing {
  id: string
  name: string
  brand: string
  price: number
  seller_id: string
}

/** Active catalogue-model listings quiet for 14 days whose last suggestion is 30 days old or none. */
async function quietListings(now: Date) {
  const quietSince = new Date(now.getTime() - PRICE_HINT_QUIET_DAYS * DAY).toISOString()
  const hintBefore = new Date(now.getTime() - PRICE_HINT_INTERVAL_DAYS * DAY).toISOString()
  return rawQuery<QuietListing>(
    db(),
    sql`select p.id, p.name, p.brand, p.price, p.seller_id
          from products p join product_specs s on s.product_id = p.id
         where p.status = 'active' and p.moderation_hold is null and p.seller_id is not null
           and s.club_model_id is not null
           and (p.price_hint_sent_at is null or p.price_hint_sent_at <= ${hintBefore}::timestamptz)
           and p.created_at <= ${quietSince}::timestamptz and p.updated_at <= ${quietSince}::timestamptz
           and not exists (select 1 from conversations c join messages m on m.conversation_id = c.id
                            where c.product_id = p.id and m.created_at > ${quietSince}::timestamptz)
           and not exists (select 1 from offers o where o.product_id = p.id and o.created_at > ${quietSince}::timestamptz)
           and not exists (select 1 from favourites f where f.product_id = p.id and f.created_at > ${quietSince}::timestamptz)
           and not exists (select 1 from cart_items i where i.product_id = p.id and i.created_at > ${quietSince}::timestamptz)
         order by p.created_at, p.id
         limit ${HINTS_PER_RUN}`,
  )
}

/** Sends the price suggestions due at `now`; returns how many were e-mailed. */
export async function sendPriceHints(now = clock.now()) {
  const hintBefore = new Date(now.getTime() - PRICE_HINT_INTERVAL_DAYS * DAY).toISOString()
  let sent = 0
  for (const listing of await quietListings(now)) {
    const found = await listingGuide(listing.id)
    if (!found) continue
    const { guide, model } = found
    await db().transaction(async (tx) => {
      // Claimed once: a second run at the same moment finds it sent.
      const claimed = await rawQuery<{ id: string }>(
        tx,
        sql`update products set price_hint_sent_at = ${now.toISOString()}::timestamptz
             where id = ${listing.id} and status = 'active'
               and (price_hint_sent_at is null or price_hint_sent_at <= ${hintBefore}::timestamptz)
         returning id`,
      )
      if (claimed.length === 0) return
      const key = `price-hint:${listing.id}:${now.toISOString().slice(0, 10)}`
      const mailed = await mailIfWanted(tx, listing.seller_id, 'price-hint', key, (recipient) => {
        const t = translator(recipient.locale)
        const figures = {
          low: formatEuros(guide.low),
          typical: formatEuros(guide.typical),
          high: formatEuros(guide.high),
        }
        const suggestion = suggestedPriceFromGuide(listing.price, guide)
        return alertMail(recipient, 'price-hint', {
          subject: t('pricingHelp.mail.subject', { name: listing.name }),
          paragraphs: [
            t('pricingHelp.mail.intro', {
              name: listing.name,
              model: model.name,
              condition: t(CONDITION_KEY[guide.condition]),
            }),
            guide.estimate
              ? t('pricingHelp.mail.estimate', figures)
              : t('pricingHelp.mail.guide', {
                  ...figures,
                  sales:
                    guide.sampleSize === 1
                      ? t('pricingHelp.wizard.sales.one')
                      : t('pricingHelp.wizard.sales.many', { count: guide.sampleSize }),
                }),
            suggestion
              ? t('pricingHelp.mail.suggest', { price: formatEuros(listing.price), typical: figures.typical })
              : t('pricingHelp.mail.inLine', { price: formatEuros(listing.price) }),
          ],
          listings: [{ id: listing.id, name: listing.name, brand: listing.brand, price: listing.price }],
          action: { label: t('pricingHelp.mail.action'), path: `/product/${listing.id}/edit` },
        })
      })
      if (mailed) sent++
    })
  }
  log.info('alerts.price_hints', { sent })
  return { sent }
}
