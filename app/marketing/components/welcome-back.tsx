import { useEffect } from 'react'
import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Icon } from '~/ui/icon'
import { Link, useNavigate } from '~/ui/link'
import { Spinner } from '~/ui/spinner'
import { onDarkPrimaryAction, onDarkSecondaryAction } from './on-dark-actions'

/** SPEC §2 "Landing" / §9: a signed-in user with a name moves on to /home after 100 ms. */
export const LANDING_REDIRECT_MS = 100

/**
 * The landing hero for a signed-in member: a welcome back, then on to /home. Without JavaScript
 * the links below lead on.
 */
export function WelcomeBack({ name }: { name: string }) {
  const t = useT()
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => navigate('/home', { replace: true }), LANDING_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate])
  return (
    <section
      aria-labelledby="welcome-back-title"
      className="relative isolate overflow-hidden bg-brand-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_10%,var(--color-brand-700),transparent_65%)]"
      />
      <Container className="py-20 sm:py-28">
        <h1 id="welcome-back-title" className="font-extrabold text-4xl tracking-tight sm:text-5xl">
          {t('landing.welcomeBack.title', { name })}
        </h1>
        <p className="mt-4 max-w-xl text-brand-100 text-lg">{t('landing.welcomeBack.text')}</p>
        <div className="mt-6 text-brand-100 [&_span]:text-brand-100">
          <Spinner label={t('landing.welcomeBack.redirecting')} className="border-white/30 border-t-white" />
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/home" className={onDarkPrimaryAction}>
            {t('landing.welcomeBack.home')}
            <Icon name="arrow-right" className="size-4" />
          </Link>
          <Link to="/browse" className={onDarkSecondaryAction}>
            {t('landing.welcomeBack.browse')}
          </Link>
          <Link to="/list-product" className={onDarkSecondaryAction}>
            {t('landing.welcomeBack.sell')}
          </Link>
        </div>
      </Container>
    </section>
  )
}
