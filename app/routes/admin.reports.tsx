import { Link, useActionData, useLoaderData } from 'react-router'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { DecisionForm } from '~/moderation/components/decision-form'
import { PriorityMark } from '~/moderation/components/priority-mark'
import { listReports } from '~/moderation/console.server'
import { type DecisionReply, decideFromForm } from '~/moderation/decide.server'
import { requireAdmin } from '~/moderation/operators.server'
import { CATEGORY_KEY, REPORT_STATUSES, type ReportStatus, STATUS_KEY } from '~/moderation/reports'
import { cn } from '~/ui/cn'
import type { Route } from './+types/admin.reports'

/** The moderation queue: open reports oldest first, with the decisions the operator can take. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const requested = new URL(request.url).searchParams.get('status')
  const status: ReportStatus = REPORT_STATUSES.find((s) => s === requested) ?? 'open'
  return { status, reports: await listReports(status) }
}

export async function action({ request }: Route.ActionArgs) {
  const operator = await requireAdmin(request)
  return decideFromForm(operator, await request.formData())
}

export default function AdminReports() {
  const { status, reports } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as DecisionReply | undefined
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="admin-reports">
      <h1 id="admin-reports" className="font-bold text-2xl text-slate-900">
        {t('admin.reports.title')}
      </h1>
      <nav aria-label={t('admin.reports.filter')} className="mt-4 flex gap-2">
        {REPORT_STATUSES.map((s) => (
          <Link
            key={s}
            to={`?status=${s}`}
            aria-current={s === status ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              s === status ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white',
            )}
          >
            {t(STATUS_KEY[s])}
          </Link>
        ))}
      </nav>
      {reports.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-300 border-dashed bg-white p-8 text-center text-slate-600">
          {t(status === 'open' ? 'admin.reports.empty' : 'admin.reports.emptyDecided')}
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {reports.map((report) => (
            <li
              key={report.id}
              className={cn(
                'rounded-xl border bg-white p-5 shadow-sm',
                report.priority ? 'border-red-300 ring-1 ring-red-200' : 'border-slate-200',
              )}
              data-priority={report.priority || undefined}
            >
              <article aria-label={t('admin.reports.item', { category: t(CATEGORY_KEY[report.category]) })}>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  {report.priority ? <PriorityMark /> : null}
                  <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800">
                    {t(CATEGORY_KEY[report.category])}
                  </span>
                  <span className="text-slate-500">
                    {t('admin.reports.from', {
                      email: report.reporterEmail,
                      date: formatLongDate(report.createdAt, locale),
                    })}
                  </span>
                </p>
                <p className="mt-2 font-semibold text-slate-900">
                  {report.subject === 'listing' ? (
                    report.productId ? (
                      <>
                        {t('admin.reports.listing')}{' '}
                        <Link to={`/product/${report.productId}`} className="text-brand-700 underline">
                          {report.productName}
                        </Link>
                        {report.listingRemoved ? ` (${t('admin.reports.removed')})` : ''}
                      </>
                    ) : (
                      t('admin.reports.listingGone')
                    )
                  ) : (
                    t('admin.reports.user')
                  )}
                  {report.reportedUserId ? (
                    <>
                      {' · '}
                      <Link to={`/admin/users/${report.reportedUserId}`} className="text-brand-700 underline">
                        {report.reportedUserEmail}
                      </Link>
                      {report.reportedUserSuspended ? ` (${t('admin.users.suspended')})` : ''}
                    </>
                  ) : null}
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-700">{report.explanation}</p>
                {report.status === 'open' ? (
                  <div className="mt-4">
                    <DecisionForm
                      hidden={{ reportId: report.id }}
                      error={reply?.about === report.id && reply.error ? t(reply.error) : undefined}
                      choices={[
                        { intent: 'dismiss', label: t('admin.action.dismiss') },
                        ...(report.productId && !report.listingRemoved
                          ? [
                              {
                                intent: 'remove-listing',
                                label: t('admin.action.removeListing'),
                                variant: 'danger' as const,
                              },
                            ]
                          : []),
                        ...(report.reportedUserId && !report.reportedUserSuspended
                          ? [
                              {
                                intent: 'suspend',
                                label: t('admin.action.suspend'),
                                variant: 'danger' as const,
                              },
                            ]
                          : []),
                      ]}
                    />
                  </div>
                ) : (
                  <p className="mt-3 text-slate-500 text-sm">
                    {t(STATUS_KEY[report.status])}
                    {report.decidedAt ? ` · ${formatLongDate(report.decidedAt, locale)}` : ''}
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
