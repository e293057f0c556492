/**
 * Sellers' payout accounts (issue #13 item 2; docs/decisions/0029-seller-payouts-with-stripe-connect.md):
 * a Stripe Connect Express account (accounts.create, then an account_links onboarding link) or the
 * test provider's own account with its hosted onboarding page. The provider's `account.updated`
 * webhook (signature-checked, each event once) keeps details_submitted / payouts_enabled; when an
 * account becomes able to receive payouts, the money waiting for it is released.
 */
import { sql } from 'drizzle-orm'
import type { Locale } from '~/i18n/locales'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { db, rawQuery } from '~/platform/db.server'
import { env } from '~/platform/env.server'
import { enqueue } from '~/platform/jobs/queue.server'
import { log } from '~/platform/log.server'
import { activePaymentProvider, type PaymentEvent } from '~/platform/payments/index.server'
import type { PaymentProviderName } from '~/platform/payments/provider'

export interface PayoutAccount {
  provider: PaymentProviderName
  accountId: string
  detailsSubmitted: boolean
  payoutsEnabled: boolean
}

export async function getPayoutAccount(userId: string): Promise<PayoutAccount | null> {
  const [row] = await rawQuery<{
    provider: PaymentProviderName
    account_id: string
    details_submitted: boolean
    payouts_enabled: boolean
  }>(
    db(),
    sql`select provider, account_id, details_submitted, payouts_enabled from payout_accounts where user_id = ${userId}`,
  )
  return row
    ? {
        provider: row.provider,
        accountId: row.account_id,
        detailsSubmitted: row.details_submitted,
        payoutsEnabled: row.payouts_enabled,
      }
    : null
}

/** Where the provider sends the seller back (done) or asks for a fresh link (expired), in their language. */
export function onboardingUrls(locale: Locale = 'en') {
  const origin = env().publicUrl
  return {
    returnUrl: absoluteLocaleUrl(origin, '/seller/dashboard?tab=payouts&onboarding=returned', locale),
    refreshUrl: absoluteLocaleUrl(origin, '/seller/payouts/onboard', locale),
  }
}

/**
 * "Get paid": the seller's account at the active provider (made once; the idempotency key makes a
 * double click one account) and a fresh onboarding link to send them to.
 */
export async function startPayoutOnboarding(
  seller: { id: string; email: string; country: string | null },
  locale: Locale = 'en',
) {
  const provider = activePaymentProvider()
  let account = await getPayoutAccount(seller.id)
  if (!account || account.provider !== provider.name) {
    const created = await provider.createConnectedAccount({
      email: seller.email,
      country: seller.country,
      idempotencyKey: `account-${provider.name}-${seller.id}`,
    })
    // One row per seller: a second start keeps the first account (same key, same account).
    await db().execute(
      sql`insert into payout_accounts (user_id, provider, account_id) values (${seller.id}, ${provider.name}, ${created.id})
          on conflict (user_id) do update set provider = excluded.provider, account_id = excluded.account_id,
             details_submitted = false, payouts_enabled = false, updated_at = now()
           where payout_accounts.provider <> excluded.provider`,
    )
    account = await getPayoutAccount(seller.id)
    if (!account) throw new Error('payout account not recorded')
    log.info('payouts.account_created', { sellerId: seller.id, provider: provider.name })
  }
  const { returnUrl, refreshUrl } = onboardingUrls(locale)
  const link = await provider.createOnboardingLink({ accountId: account.accountId, refreshUrl, returnUrl })
  return link.url
}

export type AccountUpdateOutcome = 'duplicate' | 'unknown-account' | 'updated' | 'ready'

/**
 * An `account.updated` event (already signature-checked): recorded once by its id, then the
 * account's state is copied; the first time payouts are enabled the waiting money is released.
 */
export async function applyAccountUpdate(
  provider: PaymentProviderName,
  event: Extract<PaymentEvent, { type: 'account.updated' }>,
): Promise<AccountUpdateOutcome> {
  return db().transaction(async (tx) => {
    const first = await rawQuery<{ id: string }>(
      tx,
      sql`insert into payment_events (id, provider, type) values (${`${provider}:${event.id}`}, ${provider}, 'account.updated')
          on conflict (id) do nothing returning id`,
    )
    if (!first.length) return 'duplicate'
    const [account] = await rawQuery<{ user_id: string; was_enabled: boolean }>(
      tx,
      sql`update payout_accounts pa
             set details_submitted = ${event.detailsSubmitted}, payouts_enabled = ${event.payoutsEnabled}, updated_at = now()
            from (select user_id, payouts_enabled as was_enabled from payout_accounts
                   where account_id = ${event.accountId} and provider = ${provider} for update) before
           where pa.user_id = before.user_id
       returning pa.user_id, before.was_enabled`,
    )
    if (!account) {
      log.warn('payouts.unknown_account', { provider, accountId: event.accountId })
      return 'unknown-account'
    }
    if (event.payoutsEnabled) {
      await enqueue(
        tx,
        'payouts.release-waiting',
        { sellerId: account.user_id },
        { dedupeKey: `release-${provider}-${event.id}` },
      )
      if (!account.was_enabled) log.info('payouts.account_ready', { sellerId: account.user_id })
      return 'ready'
    }
    return 'updated'
  })
}
