import { FlaskConical, Landmark } from 'lucide-react'
import { data, redirect, useLoaderData, useNavigation } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { handlePaymentWebhook } from '~/checkout/payment-webhooks.server'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { getPayoutAccount, onboardingUrls } from '~/payouts/payout-accounts.server'
import { testPaymentProvider } from '~/platform/payments/index.server'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { Form } from '~/ui/link'
import type { Route } from './+types/payments.test-onboarding'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'payouts.test.title' }),
  { name: 'robots', content: 'noindex' },
]

/** The seller's own test payout account, or 404 (someone else's is as unknown as a made-up one). */
async function ownTestAccount(request: Request, accountId: string) {
  const viewer = await requireUser(request)
  const account = await getPayoutAccount(viewer.id)
  if (account?.provider !== 'test' || account.accountId !== accountId) throw data(null, { status: 404 })
  return account
}

/**
 * The built-in test provider's hosted onboarding page (what Stripe's Express onboarding is with real
 * keys): clearly marked as a test, no real details asked. Completing it sends the provider's signed
 * account.updated event through the same webhook handler Stripe's events use.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const account = await ownTestAccount(request, params.accountId)
  return { accountId: account.accountId, ready: account.payoutsEnabled }
}

export async function action({ request, params }: Route.ActionArgs) {
  const account = await ownTestAccount(request, params.accountId)
  const { rawBody, signature } = testPaymentProvider().buildAccountWebhook(account.accountId)
  const reply = await handlePaymentWebhook('test', rawBody, signature)
  if (reply.status !== 200) throw new Error(`test webhook refused: ${reply.body.error}`)
  throw redirect(onboardingUrls(requestLocale(request)).returnUrl)
}

export default function TestOnboardingPage() {
  const { ready } = useLoaderData<typeof loader>()
  const t = useT()
  const busy = useNavigation().state !== 'idle'
  return (
    <Container className="py-10">
      <div className="mx-auto max-w-md">
        <p
          className="flex items-center gap-2 rounded-xl border-2 border-amber-400 border-dashed bg-amber-50 px-4 py-3 font-medium text-amber-900 text-sm"
          role="note"
        >
          <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
          {t('payouts.test.banner')}
        </p>
        <Card className="mt-6 p-6">
          <h1 className="flex items-center gap-2 font-bold text-2xl text-slate-900">
            <Landmark className="size-6 text-brand-700" aria-hidden="true" />
            {t('payouts.test.heading')}
          </h1>
          <p className="mt-3 text-slate-600">
            {ready ? t('payouts.test.alreadyDone') : t('payouts.test.text')}
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {t('payouts.test.complete')}
            </Button>
          </Form>
        </Card>
      </div>
    </Container>
  )
}
