/**
 * The "wanted" alert (issue #30 item 4, docs/decisions/0062-set-completion.md): a listing just
 * published that holds a club missing from a golfer's set (app/catalog/wanted.server.ts decides)
 * e-mails that golfer once. The (request, listing) pair in wanted_club_matches is the dedupe, the
 * e-mail is queued in the same transaction (sendMailLater, through mailIfWanted: nothing is queued
 * when the golfer switched the 'wanted' kind off or unsubscribed), in their language, with the
 * kind's one-click unsubscribe link. Safe to run twice.
 */
import { sql } from 'drizzle-orm'
import { requestsCompletedBy } from '~/catalog/wanted.server'
import { translator } from '~/i18n'
import { notify } from '~/notifications/notifications.server'
import { clock } from '~/platform/clock.server'
import { db, rawQuery } from '~/platform/db.server'
import { log } from '~/platform/log.server'
import { alertMail } from './alert-mails.server'
import { mailIfWanted } from './alerts.server'

/** Mails every golfer whose wanted request a new listing completes, once per request and listing. */
export async function alertWantedListing(productId: string, now = clock.now()) {
  const completed = await requestsCompletedBy(productId)
  let mailed = 0
  for (const { request, match, listing } of completed) {
    await db().transaction(async (tx) => {
      const recorded = await rawQuery<{ product_id: string }>(
        tx,
        sql`insert into wanted_club_matches (wanted_id, product_id) values (${request.id}, ${productId})
            on conflict do nothing returning product_id`,
      )
      if (recorded.length === 0) return
      // One alert per golfer and listing, however many of their requests it completes.
      const key = `alert-wanted:${request.userId}:${productId}`
      await notify(
        tx,
        request.userId,
        'alert',
        { alert: 'wanted', name: listing.name, price: listing.price, path: `/product/${productId}` },
        { key },
      )
      const sent = await mailIfWanted(tx, request.userId, 'wanted', key, (recipient) => {
        const t = translator(recipient.locale)
        return alertMail(recipient, 'wanted', {
          subject: t('wanted.mail.subject', { name: listing.name }),
          paragraphs: [
            t(match.kind === 'single' ? 'wanted.mail.introSingle' : 'wanted.mail.introSet', {
              clubs: match.clubs.join(', '),
            }),
          ],
          listings: [listing],
          action: { label: t('wanted.mail.action'), path: '/wanted' },
        })
      })
      if (sent) mailed++
      // Mailed, or not wanted: either way never mailed later.
      await tx.execute(
        sql`update wanted_club_matches set mailed_at = ${now} where wanted_id = ${request.id} and product_id = ${productId}`,
      )
    })
  }
  log.info('alerts.wanted', { productId, requests: completed.length, mailed })
  return { mailed }
}
