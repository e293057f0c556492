import { data, Link, useActionData, useLoaderData } from 'react-router'
import { isUuid } from '~/catalog/product'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { Cell, ConsoleTable } from '~/moderation/components/console-table'
import { DecisionForm } from '~/moderation/components/decision-form'
import { userDetail } from '~/moderation/console.server'
import { type DecisionReply, decideFromForm } from '~/moderation/decide.server'
import { requireAdmin } from '~/moderation/operators.server'
import { formatEuros } from '~/ui/money'
import type { Route } from './+types/admin.users.$id'

/** One user: suspend or reinstate, their listings (remove one) and their orders. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request)
  const detail = isUuid(params.id) ? await userDetail(params.id) : null
  if (!detail) throw data(null, { status: 404 })
  return detail
}

export async function action({ request }: Route.ActionArgs) {
  const operator = await requireAdmin(request)
  return decideFromForm(operator, await request.formData())
}

export default function AdminUser() {
  const { user, listings, orders } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as DecisionReply | undefined
  const t = useT()
  const locale = useLocale()
  const errorFor = (id: string) => (reply?.about === id && reply.error ? t(reply.error) : undefined)
  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-user" className="rounded-xl border border-slate-200 bg-white p-5">
        <h1 id="admin-user" className="font-bold text-2xl text-slate-900">
          {user.email}
        </h1>
        <p className="mt-1 text-slate-600">
          {user.name} · {t('admin.users.sinceDate', { date: formatLongDate(user.createdAt, locale) })}
          {user.role === 'admin' ? ` · ${t('admin.users.operator')}` : ''}
        </p>
        <p className="mt-2 font-semibold">
          {user.suspendedAt
            ? t('admin.users.suspendedSince', { date: formatLongDate(user.suspendedAt, locale) })
            : t('admin.users.active')}
        </p>
        <div className="mt-4 max-w-xl">
          <DecisionForm
            hidden={{ userId: user.id }}
            error={errorFor(user.id)}
            choices={
              user.suspendedAt
                ? [{ intent: 'reinstate', label: t('admin.action.reinstate'), variant: 'primary' }]
                : [{ intent: 'suspend', label: t('admin.action.suspend'), variant: 'danger' }]
            }
          />
        </div>
      </section>

      <section aria-labelledby="admin-user-listings">
        <h2 id="admin-user-listings" className="font-semibold text-lg text-slate-900">
          {t('admin.users.listings', { count: listings.length })}
        </h2>
        {listings.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('admin.users.noListings')}</p>
        ) : (
          <ConsoleTable
            caption={t('admin.users.listings', { count: listings.length })}
            headers={[
              t('admin.listing'),
              t('admin.price'),
              t('admin.status'),
              t('admin.action.removeListing'),
            ]}
          >
            {listings.map((listing) => (
              <tr key={listing.id}>
                <Cell>
                  <Link to={`/product/${listing.id}`} className="text-brand-700 underline">
                    {listing.name}
                  </Link>
                </Cell>
                <Cell>{formatEuros(listing.price)}</Cell>
                <Cell>
                  {listing.status}
                  {listing.moderationHold ? ` (${listing.moderationHold})` : ''}
                </Cell>
                <Cell className="w-80 px-3 py-2 align-top">
                  {listing.moderationHold === 'removed' ? (
                    <DecisionForm
                      hidden={{ productId: listing.id }}
                      error={errorFor(listing.id)}
                      choices={[{ intent: 'restore-listing', label: t('admin.action.restoreListing') }]}
                    />
                  ) : (
                    <DecisionForm
                      hidden={{ productId: listing.id }}
                      error={errorFor(listing.id)}
                      choices={[
                        {
                          intent: 'remove-listing',
                          label: t('admin.action.removeListing'),
                          variant: 'danger',
                        },
                      ]}
                    />
                  )}
                </Cell>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </section>

      <section aria-labelledby="admin-user-orders">
        <h2 id="admin-user-orders" className="font-semibold text-lg text-slate-900">
          {t('admin.users.orders', { count: orders.length })}
        </h2>
        {orders.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('admin.users.noOrders')}</p>
        ) : (
          <ConsoleTable
            caption={t('admin.users.orders', { count: orders.length })}
            headers={[t('admin.orders.reference'), t('admin.listing'), t('admin.status'), t('admin.price')]}
          >
            {orders.map((order) => (
              <tr key={order.id}>
                <Cell>
                  <Link to={`/admin/orders?ref=${order.id.slice(0, 8)}`} className="text-brand-700 underline">
                    #{order.id.slice(0, 8).toUpperCase()}
                  </Link>
                </Cell>
                <Cell>{order.productName ?? '—'}</Cell>
                <Cell>{order.status}</Cell>
                <Cell>{formatEuros(order.totalAmount)}</Cell>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </section>
    </div>
  )
}
