import { describe, expect, it } from 'vitest'
import { formatLongDate } from '~/i18n/format'
import { parseArticleBody } from '~/news/article-body'
import { NEWS_ARTICLES } from '~/news/articles'
import { articleJsonLd, findArticleBySlug, listArticles, relatedArticles, viewArticle } from '~/news/news'

describe('parseArticleBody', () => {
  it('splits paragraphs on blank lines and turns **wrapped** paragraphs into headings', () => {
    const body = 'First paragraph.\n\n**A heading**\n\nSecond paragraph.'
    expect(parseArticleBody(body)).toEqual([
      { type: 'paragraph', text: 'First paragraph.' },
      { type: 'heading', text: 'A heading' },
      { type: 'paragraph', text: 'Second paragraph.' },
    ])
  })

  it('joins the lines of one paragraph and accepts blank lines with spaces or CRLF', () => {
    const body = 'One paragraph\nwrapped over\n  three lines.\r\n   \r\n**Heading**\n\n\n\nLast.'
    expect(parseArticleBody(body)).toEqual([
      { type: 'paragraph', text: 'One paragraph wrapped over three lines.' },
      { type: 'heading', text: 'Heading' },
      { type: 'paragraph', text: 'Last.' },
    ])
  })

  it('keeps paragraphs that only contain or start with double asterisks as text', () => {
    expect(parseArticleBody('A **bold** word.\n\n**Not** a heading\n\n****')).toEqual([
      { type: 'paragraph', text: 'A **bold** word.' },
      { type: 'paragraph', text: '**Not** a heading' },
      { type: 'paragraph', text: '****' },
    ])
  })

  it('returns nothing for an empty body', () => {
    expect(parseArticleBody('  \n\n ')).toEqual([])
  })
})

describe('built-in news articles (SPEC §3)', () => {
  it('are the five articles with the required slugs, in order', () => {
    expect(NEWS_ARTICLES.map((a) => a.slug)).toEqual([
      'tiger-woods-masters-comeback',
      'beginner-clubs-guide',
      'preowned-golf-boom',
      'womens-golf-netherlands',
      'first-round-guide',
    ])
    expect(new Set(NEWS_ARTICLES.map((a) => a.id)).size).toBe(5)
  })

  it('have the categories News, Tips, Market Insights, Community, Beginner Guide in that order', () => {
    expect(NEWS_ARTICLES.map((a) => a.category_en)).toEqual([
      'News',
      'Tips',
      'Market Insights',
      'Community',
      'Beginner Guide',
    ])
  })

  it('feature exactly the first three', () => {
    expect(NEWS_ARTICLES.map((a) => a.featured)).toEqual([true, true, true, false, false])
  })

  it('are dated in 2026 before November, newest first, each with an icon', () => {
    for (const article of NEWS_ARTICLES) {
      expect(article.created_at, article.slug).toMatch(/^2026-(0[1-9]|10)-\d{2}$/)
      expect(Number.isNaN(Date.parse(article.created_at)), article.slug).toBe(false)
      expect(article.icon.trim(), article.slug).not.toBe('')
    }
    const dates = NEWS_ARTICLES.map((a) => a.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  for (const article of NEWS_ARTICLES) {
    it(`${article.slug}: complete English and Spanish text, 5-9 paragraphs with headings`, () => {
      for (const lang of ['en', 'es'] as const) {
        for (const field of ['title', 'summary', 'body', 'category'] as const) {
          expect(article[`${field}_${lang}`].trim(), `${field}_${lang}`).not.toBe('')
        }
        const blocks = parseArticleBody(article[`body_${lang}`])
        const paragraphs = blocks.filter((b) => b.type === 'paragraph').length
        expect(paragraphs, `paragraphs in body_${lang}`).toBeGreaterThanOrEqual(5)
        expect(paragraphs, `paragraphs in body_${lang}`).toBeLessThanOrEqual(9)
        expect(blocks[0]?.type, `body_${lang} opens with text`).toBe('paragraph')
      }
      // The Spanish version is a translation with the same structure, not a copy.
      const shape = (body: string) => parseArticleBody(body).map((b) => b.type)
      expect(shape(article.body_es)).toEqual(shape(article.body_en))
      expect(shape(article.body_en)).toContain('heading')
      expect(article.title_es).not.toBe(article.title_en)
      expect(article.summary_es).not.toBe(article.summary_en)
    })
  }
})

describe('news views', () => {
  it('finds an article by slug and localises it', () => {
    const article = findArticleBySlug('beginner-clubs-guide')
    expect(article).toBeDefined()
    if (!article) return
    expect(viewArticle(article, 'en')).toMatchObject({
      title: 'How to choose your first set of golf clubs',
      category: 'Tips',
      createdAt: '2026-09-22',
      featured: true,
    })
    expect(viewArticle(article, 'es')).toMatchObject({ category: 'Consejos', body: article.body_es })
    expect(findArticleBySlug('no-such-article')).toBeUndefined()
  })

  it('lists every article as a card without its body', () => {
    const cards = listArticles('es')
    expect(cards.map((c) => c.title)).toEqual(NEWS_ARTICLES.map((a) => a.title_es))
    expect(cards[0]).not.toHaveProperty('body')
  })

  it('suggests the following articles, wrapping around, never the article itself', () => {
    expect(relatedArticles('preowned-golf-boom', 'en').map((a) => a.slug)).toEqual([
      'womens-golf-netherlands',
      'first-round-guide',
    ])
    expect(relatedArticles('first-round-guide', 'en').map((a) => a.slug)).toEqual([
      'tiger-woods-masters-comeback',
      'beginner-clubs-guide',
    ])
  })

  it('describes an article as schema.org Article data', () => {
    const [card] = listArticles('en')
    if (!card) throw new Error('no articles')
    const url = 'https://example.test/news/tiger-woods-masters-comeback'
    expect(
      articleJsonLd(card, {
        url,
        locale: 'en',
        publisherName: 'Fairway Market',
        logoUrl: 'https://example.test/l.svg',
      }),
    ).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: card.title,
      description: card.summary,
      datePublished: '2026-10-06',
      inLanguage: 'en',
      mainEntityOfPage: url,
      publisher: { '@type': 'Organization', name: 'Fairway Market' },
    })
  })
})

describe('formatLongDate', () => {
  it('writes the date for the interface language, the same day in every time zone', () => {
    expect(formatLongDate('2026-10-06', 'en')).toBe('6 October 2026')
    expect(formatLongDate('2026-10-06', 'es')).toBe('6 de octubre de 2026')
    expect(formatLongDate('2026-01-01', 'en')).toBe('1 January 2026')
  })
})
