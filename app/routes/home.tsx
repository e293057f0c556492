import { ArrowRight, Search, Tag } from 'lucide-react'
import { redirect, useLoaderData } from 'react-router'
import { CategoryTiles, HomeStatistics } from '~/accounts/components/home-highlights'
import { FORCE_COMPLETION_PATH } from '~/accounts/guards.server'
import { getViewer } from '~/accounts/viewer.server'
import { getMarketplaceStats } from '~/catalog/marketplace-stats.server'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'home.title', description: 'home.metaDescription' })

/** SPEC §2 "Home": visitors go to /, an incomplete profile to completion (with the force flag). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request)
  if (!viewer) throw redirect(localePath('/', requestLocale(request)))
  if (!viewer.profileComplete) throw redirect(localePath(FORCE_COMPLETION_PATH, requestLocale(request)))
  return { name: viewer.name ?? '', surname: viewer.surname ?? '', stats: await getMarketplaceStats() }
}

function ActionCard({
  to,
  icon: Icon,
  title,
  text,
  action,
  tone,
}: {
  to: string
  icon: typeof Search
  title: string
  text: string
  action: string
  tone: 'green' | 'sand'
}) {
  return (
    <Link
      to={to}
      className={
        tone === 'green'
          ? 'group flex flex-col rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-md transition hover:shadow-lg sm:p-8'
          : 'group flex flex-col rounded-3xl border border-sand-200 bg-sand-100 p-6 text-brand-950 shadow-sm transition hover:shadow-md sm:p-8'
      }
    >
      <span
        className={
          tone === 'green'
            ? 'grid size-12 place-items-center rounded-2xl bg-white/15'
            : 'grid size-12 place-items-center rounded-2xl bg-white text-brand-700'
        }
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-6 font-bold text-2xl">{title}</h2>
      <p className={tone === 'green' ? 'mt-2 text-brand-50' : 'mt-2 text-slate-700'}>{text}</p>
      <span className="mt-6 inline-flex items-center gap-2 font-semibold">
        {action}
        <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden="true" />
      </span>
    </Link>
  )
}

export default function Home() {
  const t = useT()
  const { name, surname, stats } = useLoaderData<typeof loader>()
  return (
    <Container className="space-y-10 py-10 sm:py-14">
      <header>
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          {t('home.welcome', { name, surname })}
        </h1>
        <p className="mt-2 text-lg text-slate-600">{t('home.subtitle')}</p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <ActionCard
          to="/browse"
          icon={Search}
          title={t('home.browse.title')}
          text={t('home.browse.text')}
          action={t('home.browse.action')}
          tone="green"
        />
        <ActionCard
          to="/list-product"
          icon={Tag}
          title={t('home.sell.title')}
          text={t('home.sell.text')}
          action={t('home.sell.action')}
          tone="sand"
        />
      </div>
      <HomeStatistics golfers={stats.golfers} itemsSold={stats.itemsSold} listings={stats.listings.total} />
      <CategoryTiles counts={stats.listings} />
    </Container>
  )
}
