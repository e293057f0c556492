import { NavLink, Outlet } from 'react-router'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { requireAdmin } from '~/moderation/operators.server'
import { cn } from '~/ui/cn'
import { Container } from '~/ui/container'
import type { Route } from './+types/admin'

/**
 * The operator console (issue #14): its own layout, never indexed, and a 404 to anyone who is not
 * an operator. Every child page and action checks again (loaders of nested routes run in parallel,
 * and an action does not run this loader).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request)
  return { operator: viewer.email }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: 'admin.title' }),
  { name: 'robots', content: 'noindex, nofollow' },
]

const SECTIONS = [
  { to: '/admin/disputes', label: 'disputes.admin.nav' },
  { to: '/admin/reports', label: 'admin.nav.reports' },
  { to: '/admin/users', label: 'admin.nav.users' },
  { to: '/admin/orders', label: 'admin.nav.orders' },
  { to: '/admin/jobs', label: 'admin.nav.jobs' },
  { to: '/admin/catalogue', label: 'passportWizard.admin.nav' },
  { to: '/admin/audit', label: 'admin.nav.audit' },
] as const

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-slate-200 border-b bg-slate-900 text-white">
        <Container className="flex flex-wrap items-center justify-between gap-3 py-3">
          <p className="font-bold">{t('admin.title')}</p>
          <nav aria-label={t('admin.nav.label')}>
            <ul className="flex flex-wrap gap-1">
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    className={({ isActive }) =>
                      cn(
                        'rounded-md px-3 py-1.5 font-medium text-sm hover:bg-slate-700',
                        isActive && 'bg-slate-700',
                      )
                    }
                  >
                    {t(section.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-slate-300 text-sm">
            {loaderData.operator} ·{' '}
            <a href="/" className="underline">
              {t('admin.backToShop')}
            </a>
          </p>
        </Container>
      </header>
      <Container className="py-8">
        <Outlet />
      </Container>
    </div>
  )
}
