import { redirect, useLoaderData } from 'react-router'
import { homeOf } from '~/accounts/guards.server'
import { getViewer } from '~/accounts/viewer.server'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { localePath } from '~/i18n/paths'
import { CategoryTiles } from '~/marketing/components/category-tiles'
import { ClosingCta } from '~/marketing/components/closing-cta'
import { Community } from '~/marketing/components/community'
import { Features } from '~/marketing/components/features'
import { Hero } from '~/marketing/components/hero'
import { Stats } from '~/marketing/components/stats'
import { Testimonials } from '~/marketing/components/testimonials'
import { TipsTeaser } from '~/marketing/components/tips-teaser'
import { TrustBadges } from '~/marketing/components/trust-badges'
import { WelcomeBack } from '~/marketing/components/welcome-back'
import type { Route } from './+types/landing'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'landing.metaTitle', description: 'landing.metaDescription' })

/**
 * SPEC §2 "Landing": a signed-in user without a name goes straight to profile completion; one with
 * a name sees the welcome-back variant, which moves on to /home after 100 ms.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request)
  if (viewer && !viewer.name) throw redirect(localePath(homeOf(viewer), requestLocale(request)))
  return { welcomeBackName: viewer?.name ?? null }
}

/** The landing page (SPEC §2 "Landing"): marketing copy, with the hero of a returning member. */
export default function Landing() {
  const { welcomeBackName } = useLoaderData<typeof loader>()
  return (
    <>
      {welcomeBackName ? <WelcomeBack name={welcomeBackName} /> : <Hero />}
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
