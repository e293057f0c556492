import { data, Link, useActionData, useLoaderData } from 'react-router'
import { isUuid } from '~/catalog/product'
import { DisputeEvidenceComparison } from '~/disputes/components/dispute-evidence'
import { DisputeEvents, DisputePhotos } from '~/disputes/components/dispute-panel'
import { LedgerTable } from '~/disputes/components/ledger-table'
import { OperatorDecisionForm } from '~/disputes/components/operator-decision-form'
import { disputeCase } from '~/disputes/console.server'
import { DISPUTE_OUTCOMES, OUTCOME_KEY, REASON_KEY, STATUS_KEY, SUBJECT_KEY } from '~/disputes/disputes'
import { type OperatorReply, operatorDecisionFromForm } from '~/disputes/operator-action.server'
import { requestLocale } from '~/i18n/locale-cookie'
import { useT } from '~/i18n/react'
import { requireAdmin } from '~/moderation/operators.server'
import { Card } from '~/ui/card'
import { formatEuros } from '~/ui/money'
import type { Route } from './+types/admin.disputes.$id'

/** One dispute: both sides, the photos, the timeline, the ledger, and the decision when escalated. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const found = isUuid(params.id) ? await disputeCase(params.id, requestLocale(request)) : null
  if (!found) throw data(null, { status: 404 })
  return found
}

export async function action({ request, params }: Route.ActionArgs) {
  const operator = await requireAdmin(request)
  const form = await request.formData()
  return operatorDecisionFromForm(operator, 'dispute', params.id, form, requestLocale(request))
}

export default function AdminDispute() {
  const { dispute, order, ledger, mismatch } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as OperatorReply | undefined
  const t = useT()
  const reference = order.id.slice(0, 8).toUpperCase()
  return (
    <section aria-labelledby="admin-dispute" className="space-y-6">
      <p>
        <Link to="/admin/disputes?filter=open" className="text-brand-700 text-sm underline">
          ← {t('disputes.admin.title')}
        </Link>
      </p>
      <h1 id="admin-dispute" className="font-bold text-2xl text-slate-900">
        {t('disputes.admin.detailTitle', { reference })}
      </h1>
      <p className="text-slate-700" data-testid="admin-dispute-status">
        {t(STATUS_KEY[dispute.status])}
        {dispute.outcome
          ? ` · ${t(OUTCOME_KEY[dispute.outcome])} (${formatEuros(dispute.refundAmount ?? 0)})`
          : ''}
        {' · '}
        {order.productName ?? '—'} · {formatEuros(order.totalAmount)} · {order.status}
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-5">
          <h2 className="font-semibold">{t('disputes.admin.buyerSide')}</h2>
          <p className="text-slate-600 text-sm">{order.buyer.email ?? '—'}</p>
          <p className="mt-2 text-sm">
            <strong>
              {t(REASON_KEY[dispute.reason])}
              {dispute.subject ? ` · ${t(SUBJECT_KEY[dispute.subject])}` : ''}
            </strong>
            : “{dispute.description}”
          </p>
          {dispute.evidence ? null : (
            <DisputePhotos photos={dispute.photos} className="mt-3" imageClassName="size-28" />
          )}
        </Card>
        <Card className="p-5">
          <h2 className="font-semibold">{t('disputes.admin.sellerSide')}</h2>
          <p className="text-slate-600 text-sm">{order.seller.email ?? '—'}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {dispute.events
              .filter((event) => event.actor === 'seller')
              .map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  {t(`disputes.event.${event.kind}` as Parameters<typeof t>[0])}
                  {event.amount ? ` (${formatEuros(event.amount)})` : ''}
                  {event.note ? `: “${event.note}”` : ''}
                </li>
              ))}
          </ul>
        </Card>
      </div>
      {dispute.evidence ? (
        <Card className="p-5">
          <h2 className="font-semibold">{t('disputes.evidence.compare')}</h2>
          <DisputeEvidenceComparison dispute={dispute} />
        </Card>
      ) : null}
      <Card className="p-5">
        <h2 className="font-semibold">{t('disputes.admin.timeline')}</h2>
        <DisputeEvents dispute={dispute} />
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold">{t('disputes.admin.ledger')}</h2>
        <LedgerTable ledger={ledger} />
        <p className="mt-2 text-sm" data-testid="ledger-invariant">
          {t('disputes.admin.invariant', { state: mismatch ?? t('disputes.admin.invariantOk') })}
        </p>
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold">{t('disputes.admin.decide')}</h2>
        {dispute.status === 'escalated' ? (
          <OperatorDecisionForm
            outcomes={DISPUTE_OUTCOMES}
            error={reply?.error ?? null}
            submitLabel={t('disputes.admin.submit')}
          />
        ) : (
          <p className="text-slate-600 text-sm">{t('disputes.admin.notEscalated')}</p>
        )}
      </Card>
    </section>
  )
}
