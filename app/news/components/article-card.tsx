import { useT } from '~/i18n/react'
import { Icon } from '~/ui/icon'
import { Link } from '~/ui/link'
import type { ArticleSummary } from '../news'
import { ArticleMeta } from './article-meta'

function ReadMoreLink({ article }: { article: ArticleSummary }) {
  const t = useT()
  return (
    <Link
      to={`/news/${article.slug}`}
      className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700 text-sm hover:text-brand-900 hover:underline"
    >
      {t('news.readMore')}
      <span className="sr-only">: {article.title}</span>
      <Icon name="arrow-right" className="size-4" />
    </Link>
  )
}

/** A large card with the article's icon on a green panel, for Featured Stories. */
export function FeaturedArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div
        className="grid aspect-[16/8] place-items-center bg-linear-to-br from-brand-600 to-brand-900 text-6xl"
        aria-hidden="true"
      >
        {article.icon}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <ArticleMeta category={article.category} createdAt={article.createdAt} />
        <h3 className="mt-3 font-bold text-slate-900 text-xl leading-snug">
          <Link to={`/news/${article.slug}`} className="hover:text-brand-800">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-600 leading-relaxed">{article.summary}</p>
        <div>
          <ReadMoreLink article={article} />
        </div>
      </div>
    </article>
  )
}

/** A compact row: icon tile beside the text, for All Articles and suggestions. */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleSummary
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6">
      <div
        className="hidden size-16 shrink-0 place-items-center rounded-xl bg-sand-100 text-3xl sm:grid"
        aria-hidden="true"
      >
        {article.icon}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-3">
          {/* On phones the icon sits in the meta row, leaving the full width to the text. */}
          <span className="text-2xl sm:hidden" aria-hidden="true">
            {article.icon}
          </span>
          <ArticleMeta category={article.category} createdAt={article.createdAt} />
        </div>
        <Heading className="mt-2 font-bold text-lg text-slate-900 leading-snug">
          <Link to={`/news/${article.slug}`} className="hover:text-brand-800">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-1.5 text-slate-600 leading-relaxed">{article.summary}</p>
        <ReadMoreLink article={article} />
      </div>
    </article>
  )
}
