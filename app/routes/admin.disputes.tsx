import { Link, useLoaderData } from 'react-router'
import { listDisputes } from '~/disputes/console.server'
import { DISPUTE_FILTERS, FILTER_KEY, isDisputeFilter, REASON_KEY, STATUS_KEY } from '~/disputes/disputes'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Cell, ConsoleTable } from '~/moderation/components/console-table'
import { requireAdmin } from '~/moderation/operators.server'
import { cn } from '~/ui/cn'
import { formatEuros } from '~/ui/money'
import type { Route } from './+types/admin.disputes'

/** Disputes by where they stand: open, waiting on the seller, waiting on the operator, closed. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const requested = new URL(request.url).searchParams.get('filter')
  const filter = isDisputeFilter(requested) ? requested : 'operator'
  return { filter, disputes: await listDisputes(filter) }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return new Response(null, { status: 405 })
}

export default function AdminDisputes() {
  const { filter, disputes } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="admin-disputes">
      <h1 id="admin-disputes" className="font-bold text-2xl text-slate-900">
        {t('disputes.admin.title')}
      </h1>
      <nav aria-label={t('disputes.admin.title')} className="mt-4 flex flex-wrap gap-2">
        {DISPUTE_FILTERS.map((f) => (
          <Link
            key={f}
            to={`?filter=${f}`}
            aria-current={f === filter ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              f === filter ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white',
            )}
          >
            {t(FILTER_KEY[f])}
          </Link>
        ))}
      </nav>
      {disputes.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-300 border-dashed bg-white p-8 text-center text-slate-600">
          {t('disputes.admin.empty')}
        </p>
      ) : (
        <ConsoleTable
          caption={t('disputes.admin.title')}
          headers={[
            t('disputes.admin.order'),
            t('disputes.admin.reason'),
            t('disputes.admin.status'),
            t('disputes.admin.opened'),
          ]}
        >
          {disputes.map((dispute) => (
            <tr key={dispute.id} data-testid="dispute-row">
              <Cell>
                <Link to={`/admin/disputes/${dispute.id}`} className="font-medium text-brand-700 underline">
                  #{dispute.orderId.slice(0, 8).toUpperCase()}
                </Link>{' '}
                {dispute.productName ?? '—'} · {formatEuros(dispute.totalAmount)}
                <div className="text-slate-500 text-xs">
                  {dispute.buyerEmail ?? '—'} → {dispute.sellerEmail ?? '—'}
                </div>
              </Cell>
              <Cell>{t(REASON_KEY[dispute.reason])}</Cell>
              <Cell>{t(STATUS_KEY[dispute.status])}</Cell>
              <Cell>{formatLongDate(dispute.createdAt, locale)}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  )
}
