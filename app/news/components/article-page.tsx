import { ArrowLeft } from 'lucide-react'
import { useT } from '~/i18n/react'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import { Link } from '~/ui/link'
import { parseArticleBody } from '../article-body'
import type { ArticleSummary, ArticleView } from '../news'
import { ArticleCard } from './article-card'
import { ArticleMeta } from './article-meta'

/** One article: Back to News, category, date, title, summary and body (SPEC §2 "News"). */
export function ArticlePage({ article, related }: { article: ArticleView; related: ArticleSummary[] }) {
  const t = useT()
  const blocks = parseArticleBody(article.body)
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <Link
          to="/news"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 text-sm hover:text-brand-900 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('news.backToNews')}
        </Link>

        <article className="mt-8">
          <header>
            <div className="flex items-center gap-3">
              <span
                className="grid size-12 place-items-center rounded-xl bg-sand-100 text-2xl"
                aria-hidden="true"
              >
                {article.icon}
              </span>
              <ArticleMeta category={article.category} createdAt={article.createdAt} />
            </div>
            <h1 className="mt-6 text-balance font-bold text-3xl text-slate-900 leading-tight tracking-tight sm:text-4xl">
              {article.title}
            </h1>
            <p className="mt-4 text-lg text-slate-600 leading-relaxed sm:text-xl">{article.summary}</p>
          </header>
          <div className="mt-8 border-slate-200 border-t pt-2 text-[1.0625rem] text-slate-700 leading-8">
            {blocks.map((block, index) =>
              block.type === 'heading' ? (
                <h2 key={index} className="mt-10 mb-3 font-bold text-2xl text-slate-900 leading-snug">
                  {block.text}
                </h2>
              ) : (
                <p key={index} className="mt-5">
                  {block.text}
                </p>
              ),
            )}
          </div>
        </article>

        <aside className="mt-12 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
          <h2 className="font-bold text-xl">{t('news.ctaTitle')}</h2>
          <p className="mt-2 text-brand-100">{t('news.ctaText')}</p>
          <ButtonLink to="/browse" variant="light" className="mt-5">
            {t('news.ctaAction')}
          </ButtonLink>
        </aside>

        {related.length > 0 ? (
          <section aria-labelledby="more-articles" className="mt-14">
            <h2 id="more-articles" className="font-bold text-2xl text-slate-900">
              {t('news.moreArticles')}
            </h2>
            <div className="mt-6 grid gap-5">
              {related.map((other) => (
                <ArticleCard key={other.slug} article={other} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </Container>
  )
}
