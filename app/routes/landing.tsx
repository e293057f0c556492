import { redirect } from 'react-router'
import { homeOf } from '~/accounts/guards.server'
import { getViewer } from '~/accounts/viewer.server'
import { pageMeta } from '~/i18n/meta'
import { CategoryTiles } from '~/marketing/components/category-tiles'
import { ClosingCta } from '~/marketing/components/closing-cta'
import { Community } from '~/marketing/components/community'
import { Features } from '~/marketing/components/features'
import { Hero } from '~/marketing/components/hero'
import { Stats } from '~/marketing/components/stats'
import { Testimonials } from '~/marketing/components/testimonials'
import { TipsTeaser } from '~/marketing/components/tips-teaser'
import { TrustBadges } from '~/marketing/components/trust-badges'
import type { Route } from './+types/landing'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'landing.metaTitle', description: 'landing.metaDescription' })

/** SPEC §2 "Landing": a signed-in user goes to /home (or to profile completion without a name). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request)
  if (viewer) throw redirect(homeOf(viewer))
  return null
}

/** The visitor landing page (SPEC §2 "Landing"): static marketing copy, no data to load. */
export default function Landing() {
  return (
    <>
      <Hero />
      <TrustBadges />
      <CategoryTiles />
      <Features />
      <Stats />
      <Testimonials />
      <Community />
      <TipsTeaser />
      <ClosingCta />
    </>
  )
}
