import { useViewer } from '~/accounts/use-viewer'
import { pageMeta } from '~/i18n/meta'
import { useT } from '~/i18n/react'
import { RoleCard } from '~/marketing/components/role-card'
import { ValueBlurbs } from '~/marketing/components/value-blurbs'
import clubsImage from '~/marketing/illustrations/hero-clubs.svg'
import sellImage from '~/marketing/illustrations/hero-sell.svg'
import { onboardingTarget } from '~/marketing/onboarding'
import { Container } from '~/ui/container'
import type { Route } from './+types/onboarding'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'onboarding.metaTitle', description: 'onboarding.metaDescription' })

/** Buyer-or-seller choice (SPEC §1 "onboarding landing page"). */
export default function Onboarding() {
  const t = useT()
  const signedIn = useViewer() !== null
  const hint = signedIn ? undefined : t('onboarding.signInFirst')
  return (
    <div className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(50rem_28rem_at_50%_0%,var(--color-brand-100),transparent_70%)]"
      />
      <Container className="pt-14 pb-8 sm:pt-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="inline-block rounded-full bg-white px-4 py-1.5 font-semibold text-brand-700 text-xs tracking-[0.22em] shadow-sm ring-1 ring-brand-100">
            {t('onboarding.tagline')}
          </p>
          <h1 className="mt-6 text-balance font-extrabold text-4xl text-slate-900 tracking-tight sm:text-5xl">
            {t('onboarding.title')}
          </h1>
          <p className="mt-5 text-pretty text-lg text-slate-600">{t('onboarding.subtitle')}</p>
        </div>
        <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2 lg:gap-8">
          <RoleCard
            featured
            image={clubsImage}
            title={t('onboarding.buyer.title')}
            text={t('onboarding.buyer.text')}
            points={[
              t('onboarding.buyer.point.protection'),
              t('onboarding.buyer.point.payments'),
              t('onboarding.buyer.point.shipping'),
            ]}
            action={t('onboarding.buyer.action')}
            to={onboardingTarget('buyer', signedIn)}
            hint={hint}
          />
          <RoleCard
            image={sellImage}
            title={t('onboarding.seller.title')}
            text={t('onboarding.seller.text')}
            points={[
              t('onboarding.seller.point.pricing'),
              t('onboarding.seller.point.quality'),
              t('onboarding.seller.point.dashboard'),
            ]}
            action={t('onboarding.seller.action')}
            to={onboardingTarget('seller', signedIn)}
            hint={hint}
          />
        </div>
        <ValueBlurbs />
      </Container>
    </div>
  )
}
