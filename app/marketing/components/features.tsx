import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Icon, type IconName } from '~/ui/icon'
import { SectionHeading } from './section-heading'

const FEATURES: ReadonlyArray<{ id: string; icon: IconName; title: MessageKey; text: MessageKey }> = [
  {
    id: 'listing',
    icon: 'list-checks',
    title: 'landing.features.listing.title',
    text: 'landing.features.listing.text',
  },
  {
    id: 'pricing',
    icon: 'badge-percent',
    title: 'landing.features.pricing.title',
    text: 'landing.features.pricing.text',
  },
  {
    id: 'search',
    icon: 'search-check',
    title: 'landing.features.search.title',
    text: 'landing.features.search.text',
  },
  {
    id: 'account',
    icon: 'user-round-check',
    title: 'landing.features.account.title',
    text: 'landing.features.account.text',
  },
]

export function Features() {
  const t = useT()
  return (
    <section
      aria-labelledby="features-title"
      className="bg-gradient-to-b from-white via-brand-50/60 to-white py-20 sm:py-24"
    >
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="features-title"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
          className="lg:sticky lg:top-32 lg:self-start"
        />
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6">
          {FEATURES.map(({ id, icon, title, text }) => (
            <li key={id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80 sm:p-7">
              <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-brand-700/30 shadow-md">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-5 font-semibold text-lg text-slate-900">{t(title)}</h3>
              <p className="mt-2 text-pretty text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
