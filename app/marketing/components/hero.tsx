import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Icon } from '~/ui/icon'
import { Link } from '~/ui/link'
import { HeroCarousel } from './hero-carousel'
import { onDarkPrimaryAction, onDarkSecondaryAction } from './on-dark-actions'
import { RatingStars } from './rating-stars'

/** Initials and colours of the little avatar stack next to the social proof line. */
const GOLFER_AVATARS = [
  { initials: 'SL', className: 'bg-sand-200 text-brand-900' },
  { initials: 'JM', className: 'bg-brand-300 text-brand-950' },
  { initials: 'AL', className: 'bg-amber-300 text-brand-950' },
  { initials: 'LB', className: 'bg-white text-brand-800' },
]

export function Hero() {
  const t = useT()
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-brand-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_10%,var(--color-brand-700),transparent_65%),radial-gradient(40rem_30rem_at_0%_100%,var(--color-brand-800),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[repeating-linear-gradient(115deg,rgb(255_255_255/0.025)_0_56px,transparent_56px_112px)]"
      />
      <Container className="grid items-center gap-12 pt-12 pb-24 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pt-20 lg:pb-32">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 font-medium text-brand-100 text-sm ring-1 ring-white/15">
            <Icon name="sparkles" className="size-4 text-amber-300" />
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-balance font-extrabold text-4xl tracking-tight sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-brand-100/85 text-lg sm:text-xl">
            {t('landing.hero.subtitle')}
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link to="/browse" className={onDarkPrimaryAction}>
              {t('landing.hero.discover')}
              <Icon name="arrow-right" className="size-5" />
            </Link>
            <Link to="/list-product" className={onDarkSecondaryAction}>
              {t('landing.hero.sell')}
            </Link>
          </div>
          <div className="mt-10 flex items-center gap-4">
            <div className="flex -space-x-1.5" aria-hidden="true">
              {GOLFER_AVATARS.map((avatar) => (
                <span
                  key={avatar.initials}
                  className={`grid size-9 place-items-center rounded-full font-bold text-[11px] ring-2 ring-brand-950 ${avatar.className}`}
                >
                  {avatar.initials}
                </span>
              ))}
            </div>
            <div>
              <RatingStars className="h-4 w-20 text-amber-300" />
              <p className="mt-0.5 text-brand-100/85 text-sm">{t('landing.hero.socialProof')}</p>
            </div>
          </div>
        </div>
        <HeroCarousel />
      </Container>
    </section>
  )
}
