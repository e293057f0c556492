import { Gem, Leaf, UsersRound } from 'lucide-react'
import { CATEGORIES } from '~/catalog/taxonomy'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'

const VALUES: ReadonlyArray<{ id: string; icon: typeof Gem; title: MessageKey; text: MessageKey }> = [
  {
    id: 'community',
    icon: UsersRound,
    title: 'onboarding.values.community.title',
    text: 'onboarding.values.community.text',
  },
  {
    id: 'quality',
    icon: Gem,
    title: 'onboarding.values.quality.title',
    text: 'onboarding.values.quality.text',
  },
  {
    id: 'sustainable',
    icon: Leaf,
    title: 'onboarding.values.sustainable.title',
    text: 'onboarding.values.sustainable.text',
  },
]

/** Community, quality, sustainable (SPEC §1), then the sports that come after golf. */
export function ValueBlurbs() {
  const t = useT()
  const comingSoon = CATEGORIES.filter((category) => category !== 'golf')
  return (
    <section aria-labelledby="values-title" className="mx-auto mt-20 max-w-5xl sm:mt-24">
      <h2
        id="values-title"
        className="text-center font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl"
      >
        {t('onboarding.values.heading')}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {VALUES.map(({ id, icon: Icon, title, text }) => (
          <li key={id} className="rounded-3xl bg-sand-50 p-7 ring-1 ring-sand-200/70">
            <span className="grid size-12 place-items-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-sand-200/70">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 font-semibold text-lg text-slate-900">{t(title)}</h3>
            <p className="mt-2 text-pretty text-slate-600">{t(text)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap items-center justify-center gap-2 text-sm">
        <p className="mr-1 text-slate-600">{t('onboarding.moreSports')}</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {comingSoon.map((category) => (
            <li
              key={category}
              className="rounded-full bg-white px-3 py-1 font-medium text-slate-700 ring-1 ring-slate-200"
            >
              {t(`catalog.category.${category}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
