import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Icon, type IconName } from '~/ui/icon'

const BADGES: ReadonlyArray<{ id: string; icon: IconName; title: MessageKey; text: MessageKey }> = [
  {
    id: 'verified',
    icon: 'badge-check',
    title: 'landing.trust.verified.title',
    text: 'landing.trust.verified.text',
  },
  {
    id: 'protection',
    icon: 'shield-check',
    title: 'landing.trust.protection.title',
    text: 'landing.trust.protection.text',
  },
  {
    id: 'shipping',
    icon: 'truck',
    title: 'landing.trust.shipping.title',
    text: 'landing.trust.shipping.text',
  },
  {
    id: 'payments',
    icon: 'lock-keyhole',
    title: 'landing.trust.payments.title',
    text: 'landing.trust.payments.text',
  },
]

/** The four promises, on a card that overlaps the bottom of the hero. */
export function TrustBadges() {
  const t = useT()
  return (
    <section aria-labelledby="trust-title" className="relative z-10 -mt-12 sm:-mt-14">
      <Container>
        <h2 id="trust-title" className="sr-only">
          {t('landing.trust.heading')}
        </h2>
        <ul className="grid gap-px overflow-hidden rounded-3xl bg-slate-200 shadow-brand-950/10 shadow-xl ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4">
          {BADGES.map(({ id, icon, title, text }) => (
            <li key={id} className="flex gap-4 bg-white p-5 sm:p-6">
              <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon name={icon} className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-1 text-slate-600 text-sm">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
