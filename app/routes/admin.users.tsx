import { Form, Link, useLoaderData } from 'react-router'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Cell, ConsoleTable } from '~/moderation/components/console-table'
import { searchUsers } from '~/moderation/console.server'
import { requireAdmin } from '~/moderation/operators.server'
import { Button } from '~/ui/button'
import { inputClass } from '~/ui/field'
import type { Route } from './+types/admin.users'

/** Users by e-mail (any part of it); each opens on their listings, orders and suspension. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 254)
  return { q, users: q ? await searchUsers(q) : [] }
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  return new Response(null, { status: 405 })
}

export default function AdminUsers() {
  const { q, users } = useLoaderData<typeof loader>()
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="admin-users">
      <h1 id="admin-users" className="font-bold text-2xl text-slate-900">
        {t('admin.users.title')}
      </h1>
      <Form
        method="get"
        role="search"
        aria-label={t('admin.users.search')}
        className="mt-4 flex max-w-lg gap-2"
      >
        <label htmlFor="admin-user-search" className="sr-only">
          {t('admin.users.search')}
        </label>
        <input
          id="admin-user-search"
          name="q"
          type="search"
          defaultValue={q}
          placeholder={t('admin.users.searchPlaceholder')}
          className={inputClass}
        />
        <Button type="submit">{t('admin.search')}</Button>
      </Form>
      {!q ? (
        <p className="mt-6 text-slate-600">{t('admin.users.hint')}</p>
      ) : users.length === 0 ? (
        <p className="mt-6 text-slate-600">{t('admin.users.none', { q })}</p>
      ) : (
        <ConsoleTable
          caption={t('admin.users.title')}
          headers={[
            t('admin.users.email'),
            t('admin.users.name'),
            t('admin.users.since'),
            t('admin.users.state'),
          ]}
        >
          {users.map((user) => (
            <tr key={user.id}>
              <Cell>
                <Link to={`/admin/users/${user.id}`} className="font-medium text-brand-700 underline">
                  {user.email}
                </Link>
              </Cell>
              <Cell>{user.name}</Cell>
              <Cell>{formatLongDate(user.createdAt, locale)}</Cell>
              <Cell>
                {user.suspendedAt ? t('admin.users.suspended') : t('admin.users.active')}
                {user.role === 'admin' ? ` · ${t('admin.users.operator')}` : ''}
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  )
}
