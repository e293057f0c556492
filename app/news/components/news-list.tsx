import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import type { ArticleSummary } from '../news'
import { ArticleCard, FeaturedArticleCard } from './article-card'

/** The news page: Featured Stories, then All Articles (SPEC §2 "News"). */
export function NewsList({ articles, notice }: { articles: ArticleSummary[]; notice?: string }) {
  const t = useT()
  const featured = articles.filter((article) => article.featured)
  return (
    <>
      <header className="border-sand-200 border-b bg-sand-50">
        <Container className="py-10 sm:py-14">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{t('news.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600 leading-relaxed">{t('news.intro')}</p>
        </Container>
      </header>
      <Container className="py-10 sm:py-12">
        {notice ? (
          <p
            role="status"
            className="mb-8 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
          >
            {notice}
          </p>
        ) : null}
        {featured.length > 0 ? (
          <section aria-labelledby="featured-stories">
            <h2 id="featured-stories" className="font-bold text-2xl text-slate-900">
              {t('news.featured')}
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {featured.map((article) => (
                <FeaturedArticleCard key={article.slug} article={article} />
              ))}
            </div>
          </section>
        ) : null}
        <section aria-labelledby="all-articles" className="mt-14">
          <h2 id="all-articles" className="font-bold text-2xl text-slate-900">
            {t('news.allArticles')}
          </h2>
          <div className="mt-6 grid gap-5 lg:grid-cols-2">
            {articles.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        </section>
      </Container>
    </>
  )
}
