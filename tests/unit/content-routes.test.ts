import { describe, expect, it } from 'vitest'
import { loader as infoPageLoader } from '~/routes/info-page'
import { loader as newsLoader } from '~/routes/news'
import { loader as articleLoader } from '~/routes/news-article'

/** Loader arguments for a path; the loaders use only the request, url and params. */
function args<Args>(
  path: string,
  { lang, params = {} }: { lang?: 'en' | 'es'; params?: Record<string, string> } = {},
): Args {
  const url = new URL(path, 'http://localhost')
  const request = new Request(url, { headers: lang ? { cookie: `lang=${lang}` } : {} })
  return { request, url, params, context: {}, pattern: path } as unknown as Args
}

describe('news route loaders', () => {
  it('/es/news lists the five articles in Spanish, whatever the cookie says', () => {
    const result = newsLoader(args('/es/news', { lang: 'en' }))
    expect(result.articles).toHaveLength(5)
    expect(result.articles[1]?.title).toBe('Cómo elegir tu primer juego de palos de golf')
  })

  it('/news/{slug} returns the article with its suggestions', () => {
    const result = articleLoader(args('/news/first-round-guide', { params: { slug: 'first-round-guide' } }))
    expect(result.init?.status ?? 200).toBe(200)
    expect(result.data.found).toBe(true)
    if (!result.data.found) return
    expect(result.data.article.title).toBe('Your first round of golf: what to expect')
    expect(result.data.related.map((a) => a.slug)).not.toContain('first-round-guide')
  })

  it('an unknown slug answers 404 with the news list', () => {
    const result = articleLoader(args('/news/no-such-story', { params: { slug: 'no-such-story' } }))
    expect(result.init?.status).toBe(404)
    expect(result.data.found).toBe(false)
    if (result.data.found) return
    expect(result.data.articles).toHaveLength(5)
  })
})

describe('info page loader', () => {
  it('picks the page and its language from the path', () => {
    const result = infoPageLoader(args('/es/shipping'))
    expect(result.page.id).toBe('shipping')
    expect(result.page.title).toBe('Envíos')
    expect(infoPageLoader(args('/shipping', { lang: 'es' })).page.title).toBe('Shipping')
  })

  it('answers 404 for a path that is no info page', () => {
    let thrown: unknown
    try {
      infoPageLoader(args('/elsewhere'))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ init: { status: 404 } })
  })
})
