import { data } from 'react-router'
import { translator } from '~/i18n'
import { requestLocale } from '~/i18n/locale-cookie'
import { localeFromMatches, pageMeta } from '~/i18n/meta'
import { absoluteLocaleUrl } from '~/i18n/paths'
import { useT } from '~/i18n/react'
import { ArticlePage } from '~/news/components/article-page'
import { NewsList } from '~/news/components/news-list'
import { articleJsonLd, findArticleBySlug, listArticles, relatedArticles, viewArticle } from '~/news/news'
import { env } from '~/platform/env.server'
import type { Route } from './+types/news-article'

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  const article = findArticleBySlug(params.slug)
  if (!article) {
    // SPEC: an unknown slug shows the news list; 404 so that search engines do not index it.
    return data({ found: false as const, articles: listArticles(locale) }, { status: 404 })
  }
  return data({
    found: true as const,
    article: viewArticle(article, locale),
    related: relatedArticles(article.slug, locale),
    origin: env().publicUrl,
  })
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData?.found) {
    return [
      ...pageMeta(matches, { title: 'news.title', description: 'news.description' }),
      { name: 'robots', content: 'noindex' },
    ]
  }
  const { article, origin } = loaderData
  const locale = localeFromMatches(matches)
  const url = absoluteLocaleUrl(origin, `/news/${article.slug}`, locale)
  return [
    ...pageMeta(matches, { titleText: article.title, descriptionText: article.summary, type: 'article' }),
    { property: 'article:published_time', content: article.createdAt },
    { property: 'article:section', content: article.category },
    {
      'script:ld+json': articleJsonLd(article, {
        url,
        locale,
        publisherName: translator(locale)('app.name'),
        logoUrl: `${origin}/favicon.svg`,
      }),
    },
  ]
}

export default function NewsArticleRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  if (!loaderData.found) return <NewsList articles={loaderData.articles} notice={t('news.articleNotFound')} />
  return <ArticlePage article={loaderData.article} related={loaderData.related} />
}
