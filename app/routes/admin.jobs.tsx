import { useActionData, useLoaderData } from 'react-router'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Cell, ConsoleTable } from '~/moderation/components/console-table'
import { DecisionForm } from '~/moderation/components/decision-form'
import type { DecisionReply } from '~/moderation/decide.server'
import { recordOperatorAction } from '~/moderation/decisions.server'
import { requireAdmin } from '~/moderation/operators.server'
import { jobDecisionSchema } from '~/moderation/reports'
import { db } from '~/platform/db.server'
import { discardJob, listJobs, retryJob } from '~/platform/jobs/queue.server'
import { dataWithToast } from '~/platform/toast.server'
import { validate } from '~/ui/form'
import type { Route } from './+types/admin.jobs'

/**
 * Dead jobs of the queue (failed after their last attempt), with retry and discard: the same
 * functions as `npm run jobs` (docs/decisions/0027-operating-the-job-queue.md), and an audit row each.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const jobs = await listJobs(db(), ['failed'])
  return {
    jobs: jobs.map((job) => ({
      id: job.id,
      name: job.name,
      attempts: `${job.attempts}/${job.max_attempts}`,
      failedAt: job.completed_on ? new Date(job.completed_on).toISOString() : null,
      lastError: (job.last_error ?? '').slice(0, 300),
    })),
  }
}

export async function action({ request }: Route.ActionArgs) {
  const operator = await requireAdmin(request)
  const formData = await request.formData()
  const about = String(formData.get('jobId') ?? '')
  const input = validate(jobDecisionSchema, Object.fromEntries(formData))
  if (!input.success) {
    const error = input.errors.reason ?? input.errors.jobId ?? input.errors.intent ?? 'admin.error.intent'
    return dataWithToast(
      { about, error } satisfies DecisionReply,
      { type: 'error', title: error },
      { status: 400 },
    )
  }
  const { intent, jobId, reason } = input.data
  const outcome = intent === 'retry' ? await retryJob(db(), jobId) : await discardJob(db(), jobId)
  if (outcome !== 'retried' && outcome !== 'discarded') {
    const error = outcome === 'not-found' ? 'admin.error.notFound' : 'admin.error.already'
    return dataWithToast(
      { about, error } satisfies DecisionReply,
      { type: 'error', title: error },
      { status: outcome === 'not-found' ? 404 : 409 },
    )
  }
  await recordOperatorAction(operator, {
    action: `job.${outcome}`,
    subjectType: 'job',
    subjectId: jobId,
    reason,
  })
  return dataWithToast({ about } satisfies DecisionReply, { type: 'success', title: 'admin.done' })
}

export default function AdminJobs() {
  const { jobs } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as DecisionReply | undefined
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="admin-jobs">
      <h1 id="admin-jobs" className="font-bold text-2xl text-slate-900">
        {t('admin.jobs.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('admin.jobs.intro')}</p>
      {jobs.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-300 border-dashed bg-white p-8 text-center text-slate-600">
          {t('admin.jobs.empty')}
        </p>
      ) : (
        <ConsoleTable
          caption={t('admin.jobs.title')}
          headers={[
            t('admin.jobs.job'),
            t('admin.jobs.failed'),
            t('admin.jobs.error'),
            t('admin.jobs.decision'),
          ]}
        >
          {jobs.map((job) => (
            <tr key={job.id}>
              <Cell>
                <span className="font-medium">{job.name}</span>
                <span className="block font-mono text-slate-600 text-xs">{job.id}</span>
                <span className="block text-slate-500 text-xs">
                  {t('admin.jobs.attempts', { attempts: job.attempts })}
                </span>
              </Cell>
              <Cell>{job.failedAt ? formatLongDate(job.failedAt, locale) : '—'}</Cell>
              <Cell className="max-w-xs break-words px-3 py-2 align-top text-slate-600">
                {job.lastError || '—'}
              </Cell>
              <Cell className="w-80 px-3 py-2 align-top">
                <DecisionForm
                  hidden={{ jobId: job.id }}
                  error={reply?.about === job.id && reply.error ? t(reply.error) : undefined}
                  choices={[
                    { intent: 'retry', label: t('admin.action.retry'), variant: 'primary' },
                    { intent: 'discard', label: t('admin.action.discard') },
                  ]}
                />
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  )
}
