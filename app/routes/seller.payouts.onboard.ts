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
 * "Get paid" (POST from the Payouts tab) and the provider's refresh link (GET, when an onboarding
 * link expired): the seller's payout account and a fresh onboarding link, then off to it.
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

export const loader = ({ request }: Route.LoaderArgs) => onboard(request)
export const action = ({ request }: Route.ActionArgs) => onboard(request)
