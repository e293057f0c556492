import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Icon } from '~/ui/icon'
import { Link } from '~/ui/link'
import { CATEGORY_TILES } from '../category-tiles'
import { CategoryTileIcon } from './golf-icons'
import { SectionHeading } from './section-heading'

export function CategoryTiles() {
  const t = useT()
  return (
    <section aria-labelledby="categories-title" className="py-20 sm:py-24">
      <Container>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="categories-title"
            title={t('landing.categories.title')}
            subtitle={t('landing.categories.subtitle')}
          />
          <Link
            to="/browse"
            className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900"
          >
            {t('landing.categories.viewAll')}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
          {CATEGORY_TILES.map((tile) => (
            <li key={tile.id}>
              <Link
                to={tile.href}
                className="group flex h-full flex-col rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-200/70 transition hover:-translate-y-0.5 hover:bg-white hover:shadow-brand-950/5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-5"
              >
                <span className="grid size-12 place-items-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-sand-200/70 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                  <CategoryTileIcon id={tile.id} className="size-6" />
                </span>
                <span className="mt-4 font-semibold text-slate-900">{t(tile.title)}</span>
                <span className="mt-1 text-slate-600 text-sm">{t(tile.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
