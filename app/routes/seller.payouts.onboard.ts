import { redirect } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { getAccountProfile } from '~/accounts/profiles.server'
import { requestLocale } from '~/i18n/locale-cookie'
import { localePath } from '~/i18n/paths'
import { startPayoutOnboarding } from '~/payouts/payout-accounts.server'
import { log } from '~/platform/log.server'
import { redirectWithToast } from '~/platform/toast.server'
import type { Route } from './+types/seller.payouts.onboard'

/**
 * "Get paid" (POST from the Payouts tab): the seller's payout account and a fresh onboarding link,
 * then off to it.
 */
async function onboard(request: Request) {
  const viewer = await requireUser(request)
  const account = await getAccountProfile(viewer.id)
  try {
    const url = await startPayoutOnboarding(
      { id: viewer.id, email: viewer.email, country: account?.profile?.country ?? null },
      requestLocale(request),
    )
    return redirect(url)
  } catch (error) {
    log.error('payouts.onboarding_failed', { error, sellerId: viewer.id })
    return redirectWithToast(localePath('/seller/dashboard?tab=payouts', requestLocale(request)), {
      type: 'error',
      title: 'payouts.onboardingFailed',
      description: 'payouts.tryLater',
    })
  }
}

/**
 * GET is the provider's refresh link (Stripe Connect's `refresh_url`: the onboarding link expired
 * or was already used). A GET changes nothing (a link on another site could send it: it would
 * create an account at the provider), so it takes the seller back to the Payouts tab, whose button
 * posts here for a fresh link (docs/decisions/0047-abuse-and-robustness.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  return redirectWithToast('/seller/dashboard?tab=payouts', {
    type: 'info',
    title: 'payouts.linkExpired',
    description: 'payouts.linkExpiredText',
  })
}

export const action = ({ request }: Route.ActionArgs) => onboard(request)
