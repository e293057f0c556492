import { useLoaderData } from 'react-router'
import { useLocale, useT } from '~/i18n/react'
import { Cell, ConsoleTable } from '~/moderation/components/console-table'
import { listAudit } from '~/moderation/console.server'
import { requireAdmin } from '~/moderation/operators.server'
import type { Route } from './+types/admin.audit'

/** Every operator decision, newest first: who, when, what and why. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return { entries: await listAudit() }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return new Response(null, { status: 405 })
}

export default function AdminAudit() {
  const { entries } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  const when = new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
  return (
    <section aria-labelledby="admin-audit">
      <h1 id="admin-audit" className="font-bold text-2xl text-slate-900">
        {t('admin.audit.title')}
      </h1>
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-600">{t('admin.audit.empty')}</p>
      ) : (
        <ConsoleTable
          caption={t('admin.audit.title')}
          headers={[t('admin.audit.when'), t('admin.audit.who'), t('admin.audit.what'), t('admin.audit.why')]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <Cell>{when.format(new Date(entry.createdAt))} UTC</Cell>
              <Cell>{entry.actorEmail}</Cell>
              <Cell>
                <span className="font-medium">{entry.action}</span>
                <span className="block break-all font-mono text-slate-600 text-xs">
                  {entry.subjectType} {entry.subjectId}
                </span>
              </Cell>
              <Cell className="max-w-md whitespace-pre-line px-3 py-2 align-top">{entry.reason}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  )
}
