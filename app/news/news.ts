import type { Locale } from '~/i18n'
import { NEWS_ARTICLES, type NewsArticle } from './articles'

/** What a news card shows, in the reader's language. */
export interface ArticleSummary {
  slug: string
  title: string
  summary: string
  category: string
  icon: string
  createdAt: string
  featured: boolean
}

/** A whole article in the reader's language; `body` is raw text for parseArticleBody. */
export interface ArticleView extends ArticleSummary {
  body: string
}

export function findArticleBySlug(slug: string): NewsArticle | undefined {
  return NEWS_ARTICLES.find((article) => article.slug === slug)
}

export function summarizeArticle(article: NewsArticle, locale: Locale): ArticleSummary {
  const spanish = locale === 'es'
  return {
    slug: article.slug,
    title: spanish ? article.title_es : article.title_en,
    summary: spanish ? article.summary_es : article.summary_en,
    category: spanish ? article.category_es : article.category_en,
    icon: article.icon,
    createdAt: article.created_at,
    featured: article.featured,
  }
}

export function viewArticle(article: NewsArticle, locale: Locale): ArticleView {
  return { ...summarizeArticle(article, locale), body: locale === 'es' ? article.body_es : article.body_en }
}

/** Every article as a card, in the order of the built-in list. */
export function listArticles(locale: Locale): ArticleSummary[] {
  return NEWS_ARTICLES.map((article) => summarizeArticle(article, locale))
}

/** Other articles to suggest below an article: the ones after it in the list, wrapping around. */
export function relatedArticles(slug: string, locale: Locale, count = 2): ArticleSummary[] {
  const index = NEWS_ARTICLES.findIndex((article) => article.slug === slug)
  const others = [...NEWS_ARTICLES.slice(index + 1), ...NEWS_ARTICLES.slice(0, Math.max(index, 0))]
  return others.slice(0, count).map((article) => summarizeArticle(article, locale))
}

/** schema.org Article structured data for search engines (rendered as JSON-LD). */
export function articleJsonLd(
  article: ArticleSummary,
  {
    url,
    locale,
    publisherName,
    logoUrl,
  }: { url: string; locale: Locale; publisherName: string; logoUrl: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    articleSection: article.category,
    inLanguage: locale,
    datePublished: article.createdAt,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: publisherName },
    publisher: {
      '@type': 'Organization',
      name: publisherName,
      logo: { '@type': 'ImageObject', url: logoUrl },
    },
  }
}
