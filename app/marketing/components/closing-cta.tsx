import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { onDarkPrimaryAction, onDarkSecondaryAction } from './on-dark-actions'

export function ClosingCta() {
  const t = useT()
  return (
    <section aria-labelledby="cta-title" className="pt-20 pb-4 sm:pt-24 sm:pb-8">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-800 px-6 py-14 text-center text-white shadow-brand-950/20 shadow-xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_50%_120%,var(--color-brand-500),transparent_70%),radial-gradient(30rem_20rem_at_0%_0%,var(--color-brand-950),transparent_70%)]"
          />
          <div
            aria-hidden="true"
            className="absolute -top-16 -right-16 -z-10 size-56 rounded-full border-[28px] border-white/5"
          />
          <div
            aria-hidden="true"
            className="absolute -bottom-20 -left-10 -z-10 size-64 rounded-full border-[28px] border-white/5"
          />
          <h2 id="cta-title" className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">
            {t('landing.cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-pretty text-brand-100/90 text-lg">
            {t('landing.cta.text')}
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/browse" className={onDarkPrimaryAction}>
              {t('landing.cta.browse')}
            </Link>
            <Link to="/list-product" className={onDarkSecondaryAction}>
              {t('landing.cta.sell')}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  )
}
