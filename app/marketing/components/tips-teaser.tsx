import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Icon, type IconName } from '~/ui/icon'
import { Link } from '~/ui/link'
import { SectionHeading } from './section-heading'

/** Teasers of the built-in news articles (SPEC §3 slugs); an unknown slug falls back to the list. */
const TIPS: ReadonlyArray<{
  slug: string
  icon: IconName
  tone: string
  category: MessageKey
  title: MessageKey
  text: MessageKey
}> = [
  {
    slug: 'beginner-clubs-guide',
    icon: 'book-open',
    tone: 'from-brand-600 to-brand-800',
    category: 'landing.tips.beginner.category',
    title: 'landing.tips.beginner.title',
    text: 'landing.tips.beginner.text',
  },
  {
    slug: 'first-round-guide',
    icon: 'flag',
    tone: 'from-amber-400 to-amber-600',
    category: 'landing.tips.firstRound.category',
    title: 'landing.tips.firstRound.title',
    text: 'landing.tips.firstRound.text',
  },
  {
    slug: 'preowned-golf-boom',
    icon: 'trending-up',
    tone: 'from-brand-800 to-brand-950',
    category: 'landing.tips.market.category',
    title: 'landing.tips.market.title',
    text: 'landing.tips.market.text',
  },
]

export function TipsTeaser() {
  const t = useT()
  return (
    <section aria-labelledby="tips-title" className="bg-slate-50 py-20 sm:py-24">
      <Container>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="tips-title"
            eyebrow={t('landing.tips.eyebrow')}
            title={t('landing.tips.title')}
            subtitle={t('landing.tips.subtitle')}
          />
          <Link
            to="/news"
            className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
          >
            {t('landing.tips.all')}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TIPS.map(({ slug, icon, tone, category, title, text }) => (
            <li key={slug}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200/80 transition hover:shadow-lg motion-reduce:transition-none">
                <div
                  className={`relative grid h-36 place-items-center bg-gradient-to-br ${tone}`}
                  aria-hidden="true"
                >
                  <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.25),transparent_55%)]" />
                  <Icon name={icon} className="size-12 text-white/90" />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">
                    {t(category)}
                  </p>
                  <h3 className="mt-2 font-semibold text-lg text-slate-900">
                    <Link
                      to={`/news/${slug}`}
                      className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-800"
                    >
                      {t(title)}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-pretty text-slate-600 text-sm">{t(text)}</p>
                  <span
                    aria-hidden="true"
                    className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand-700 text-sm"
                  >
                    {t('common.readMore')}
                    <Icon
                      name="arrow-right"
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
