import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'

/** SPEC §1 home statistics: copy, not computed values. */
const STATS: ReadonlyArray<{ id: string; value: MessageKey; label: MessageKey }> = [
  { id: 'golfers', value: 'landing.stats.golfers.value', label: 'landing.stats.golfers.label' },
  { id: 'sold', value: 'landing.stats.sold.value', label: 'landing.stats.sold.label' },
  {
    id: 'satisfaction',
    value: 'landing.stats.satisfaction.value',
    label: 'landing.stats.satisfaction.label',
  },
]

export function Stats() {
  const t = useT()
  return (
    <section
      aria-labelledby="stats-title"
      className="relative isolate overflow-hidden bg-brand-900 py-16 sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_20rem_at_50%_0%,var(--color-brand-700),transparent_70%)]"
      />
      <Container>
        <h2 id="stats-title" className="text-center font-semibold text-brand-100 text-lg">
          {t('landing.stats.heading')}
        </h2>
        <dl className="mt-10 grid grid-cols-1 gap-8 text-center sm:grid-cols-3">
          {STATS.map(({ id, value, label }) => (
            <div key={id} className="flex flex-col-reverse gap-2">
              <dt className="font-medium text-brand-100/80">{t(label)}</dt>
              <dd className="font-extrabold text-5xl text-sand-100 tracking-tight sm:text-6xl">{t(value)}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
