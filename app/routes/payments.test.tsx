import { FlaskConical, LockKeyhole } from 'lucide-react'
import { data, redirect, useLoaderData, useNavigation } from 'react-router'
import { requireUser } from '~/accounts/guards.server'
import { getTestPaymentPage, settleTestPayment } from '~/checkout/test-payments.server'
import { pageMeta } from '~/i18n/meta'
import { useLocale, useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { Container } from '~/ui/container'
import { Form } from '~/ui/link'
import { formatEuros } from '~/ui/money'
import { NoticePanel } from '~/ui/notice-panel'
import type { Route } from './+types/payments.test'

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'payments.test.title' }),
  { name: 'robots', content: 'noindex' },
]

/**
 * The built-in test provider's hosted payment page (used when no Stripe key is configured):
 * clearly marked as a test, with Pay and Cancel. See app/checkout/test-payments.server.ts.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Only the buyer whose checkout it is (issue #10): the address alone is not enough.
  const viewer = await requireUser(request)
  const page = await getTestPaymentPage(params.sessionId, viewer.id)
  if (!page) throw data(null, { status: 404 })
  return page
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireUser(request)
  const formData = await request.formData()
  const choice = formData.get('intent')
  if (choice !== 'pay' && choice !== 'cancel') throw data(null, { status: 400 })
  const next = await settleTestPayment(params.sessionId, viewer.id, choice)
  if (!next) return data({ closed: true }, { status: 409 })
  throw redirect(next)
}

export default function TestPaymentPage() {
  const page = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <Container className="py-10">
      <div className="mx-auto max-w-md">
        <p
          className="flex items-center gap-2 rounded-xl border-2 border-amber-400 border-dashed bg-amber-50 px-4 py-3 font-medium text-amber-900 text-sm"
          role="note"
        >
          <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
          {t('payments.test.banner')}
        </p>
        {page.open ? (
          <Card className="mt-6 p-6">
            <p className="text-slate-500 text-sm">{t('payments.test.merchant')}</p>
            <h1 className="mt-1 font-bold text-3xl text-slate-900">{formatEuros(page.amountTotal)}</h1>
            <ul className="mt-4 divide-y divide-slate-100 border-slate-100 border-y text-sm">
              {page.lines.map((line, index) => (
                <li key={`${line.name}-${index}`} className="py-2">
                  <p className="flex justify-between gap-3">
                    <span className="min-w-0 truncate text-slate-700">{line.name}</span>
                    <span className="font-medium text-slate-900">{formatEuros(line.price)}</span>
                  </p>
                  {line.shippingAmount ? (
                    <p className="flex justify-between gap-3 text-slate-500">
                      <span>{t('checkout.shipping')}</span>
                      <span>{formatEuros(line.shippingAmount)}</span>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-slate-600 text-sm">
              {t('payments.test.payingAs', { email: page.buyerEmail })}
            </p>
            {/* The server formats in its own time zone, the browser in the reader's: either is right. */}
            <p className="text-slate-500 text-xs" suppressHydrationWarning>
              {t('payments.test.expiresAt', {
                time: new Date(page.expiresAt).toLocaleTimeString(locale === 'es' ? 'es-ES' : 'en-GB', {
                  hour: '2-digit',
                  minute: '2-digit',
                }),
              })}
            </p>
            <Form method="post" className="mt-6 flex flex-col gap-3">
              <Button type="submit" name="intent" value="pay" size="lg" disabled={busy}>
                <LockKeyhole className="size-4" aria-hidden="true" />
                {t('payments.test.pay', { amount: formatEuros(page.amountTotal) })}
              </Button>
              <Button type="submit" name="intent" value="cancel" variant="outline" disabled={busy}>
                {t('payments.test.cancel')}
              </Button>
            </Form>
          </Card>
        ) : (
          <div className="mt-6">
            <NoticePanel
              icon={LockKeyhole}
              title={t('payments.test.closed')}
              text={t('payments.test.closedText')}
            />
          </div>
        )}
      </div>
    </Container>
  )
}

export function ErrorBoundary() {
  const t = useT()
  return (
    <Container className="py-16">
      <NoticePanel icon={LockKeyhole} title={t('payments.test.notFound')} />
    </Container>
  )
}
