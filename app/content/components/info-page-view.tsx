import { Mail } from 'lucide-react'
import { formatLongDate } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { cn } from '~/ui/cn'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { type InfoBlock, SUPPORT_EMAIL, TABLE_OF_CONTENTS_MIN_SECTIONS } from '../info-page'
import type { LocalizedInfoPage } from '../info-pages'
import { RichText } from './rich-text'
import { ShippingRatesTable } from './shipping-rates-table'

function Block({ block }: { block: InfoBlock }) {
  if (typeof block === 'string') {
    return (
      <p className="mt-4">
        <RichText text={block} />
      </p>
    )
  }
  if ('list' in block) {
    return (
      <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-brand-600">
        {block.list.map((item) => (
          <li key={item} className="pl-1">
            <RichText text={item} />
          </li>
        ))}
      </ul>
    )
  }
  if ('question' in block) {
    return (
      <div className="mt-6">
        <h3 className="font-semibold text-lg text-slate-900 leading-snug">{block.question}</h3>
        {block.answer.map((paragraph) => (
          <p key={paragraph} className="mt-2">
            <RichText text={paragraph} />
          </p>
        ))}
      </div>
    )
  }
  return <ShippingRatesTable />
}

function TableOfContents({ sections }: { sections: LocalizedInfoPage['sections'] }) {
  const t = useT()
  return (
    <nav
      aria-labelledby="on-this-page"
      className="rounded-xl border border-slate-200 p-4 lg:sticky lg:top-32 lg:border-0 lg:p-0"
    >
      <h2 id="on-this-page" className="font-semibold text-slate-500 text-xs uppercase tracking-wider">
        {t('pages.onThisPage')}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-mx-2 block rounded-md px-2 py-1 text-slate-600 hover:bg-brand-50 hover:text-brand-800"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function HelpBox() {
  const t = useT()
  return (
    <aside className="mt-12 rounded-2xl bg-sand-50 p-6 sm:p-8">
      <h2 className="font-bold text-slate-900 text-xl">{t('pages.helpTitle')}</h2>
      <p className="mt-2 text-slate-600">{t('pages.helpText')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClass('primary', 'md')}>
          <Mail className="size-4" aria-hidden="true" />
          {SUPPORT_EMAIL}
        </a>
        <Link to="/faq" className={buttonClass('outline', 'md')}>
          {t('pages.helpFaq')}
        </Link>
      </div>
    </aside>
  )
}

/** An info page: title, last-updated date, table of contents for longer pages, then its sections. */
export function InfoPageView({ page }: { page: LocalizedInfoPage }) {
  const t = useT()
  const locale = useLocale()
  const withContents = page.sections.length >= TABLE_OF_CONTENTS_MIN_SECTIONS
  return (
    <>
      <header className="border-sand-200 border-b bg-sand-50">
        <Container className="py-10 sm:py-14">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{page.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600 leading-relaxed">
            <RichText text={page.intro} />
          </p>
          <p className="mt-4 text-slate-500 text-sm">
            {t('pages.lastUpdated')}:{' '}
            <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated, locale)}</time>
          </p>
        </Container>
      </header>
      <Container
        className={
          withContents
            ? 'py-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-12 lg:py-12'
            : 'py-10 lg:py-12'
        }
      >
        {withContents ? <TableOfContents sections={page.sections} /> : null}
        <div className={cn('max-w-3xl text-slate-700 leading-7', withContents && 'mt-10 lg:mt-0')}>
          {page.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-12 scroll-mt-24 first:mt-0 lg:scroll-mt-32"
            >
              <h2
                id={`${section.id}-heading`}
                className="font-bold text-slate-900 text-xl leading-snug sm:text-2xl"
              >
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
          {page.id === 'faq' ? null : <HelpBox />}
        </div>
      </Container>
    </>
  )
}
