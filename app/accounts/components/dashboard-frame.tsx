import { ArrowRight, Search, ShoppingCart, Tag, UserRound } from 'lucide-react'
import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { SandPage } from './sand-page'

const LINKS = {
  listProduct: { to: '/list-product', icon: Tag, label: 'dashboard.link.listProduct' },
  browse: { to: '/browse', icon: Search, label: 'dashboard.link.browse' },
  cart: { to: '/cart', icon: ShoppingCart, label: 'dashboard.link.cart' },
  profile: { to: '/profile', icon: UserRound, label: 'dashboard.link.profile' },
} as const
export type DashboardLink = keyof typeof LINKS
const ALL_LINKS: DashboardLink[] = ['listProduct', 'browse', 'cart', 'profile']

/**
 * The frame of the seller and buyer dashboards: heading and quick links. The orders, listings and
 * figures of SPEC §2 arrive with their own work and go in `children`.
 */
export function DashboardFrame({
  title,
  subtitle,
  children,
  links = ALL_LINKS,
}: {
  title: string
  subtitle: string
  children?: React.ReactNode
  /** The quick links shown, in order (all four by default). */
  links?: DashboardLink[]
}) {
  const t = useT()
  return (
    <SandPage>
      <Container className="max-w-5xl space-y-8">
        <header>
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight">{title}</h1>
          <p className="mt-2 text-slate-600">{subtitle}</p>
        </header>
        {children}
        <section aria-labelledby="dashboard-links">
          <h2 id="dashboard-links" className="font-semibold text-lg text-slate-900">
            {t('dashboard.quickLinks')}
          </h2>
          <ul
            className={`mt-4 grid gap-3 sm:grid-cols-2 ${links.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
          >
            {links
              .map((name) => LINKS[name])
              .map(({ to, icon: Icon, label }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 font-medium text-slate-800 shadow-sm transition hover:border-brand-300 hover:shadow-md"
                  >
                    <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="flex-1">{t(label)}</span>
                    <ArrowRight
                      className="size-4 text-slate-400 transition group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      </Container>
    </SandPage>
  )
}
