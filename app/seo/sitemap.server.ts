import { sitemapModels } from '~/catalog/price-guide/model-page.server'
import { countSitemapProducts, latestProductChanges, sitemapProducts } from '~/catalog/sitemap.server'
import { SUBCATEGORIES } from '~/catalog/taxonomy'
import { INFO_PAGE_IDS } from '~/content/info-page'
import { LOCALES } from '~/i18n'
import { NEWS_ARTICLES } from '~/news/articles'
import {
  MAX_URLS_PER_SITEMAP,
  type SitemapFile,
  type SitemapPage,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap-xml'

/**
 * /sitemap.xml is an index of four kinds of file under /sitemaps/: pages.xml (the landing page,
 * browse and its subcategories, the category page, the info pages), news.xml (the articles),
 * models.xml (the catalogue's model pages with their price guide, issue #29) and
 * products-N.xml (the listings browse shows, split so that no file exceeds `urlsPerFile`
 * addresses; every page counts once per language).
 */
const newest = (dates: Array<Date | undefined>) =>
  dates.reduce<Date | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined)

const articleDate = (iso: string) => new Date(iso)

/** Products per file: each is listed in every language. */
const productsPerFile = (urlsPerFile: number) => Math.max(1, Math.floor(urlsPerFile / LOCALES.length))

async function sitePages(): Promise<SitemapPage[]> {
  const changes = await latestProductChanges()
  const newestListing = newest([...changes.values()])
  const newestArticle = newest(NEWS_ARTICLES.map((article) => articleDate(article.created_at)))
  return [
    { path: '/', lastmod: newestListing },
    { path: '/browse', lastmod: newestListing },
    ...SUBCATEGORIES.map((id) => ({ path: `/browse?subcategory=${id}`, lastmod: changes.get(id) })),
    { path: '/category/golf', lastmod: newestListing },
    { path: '/news', lastmod: newestArticle },
    ...INFO_PAGE_IDS.map((id) => ({ path: `/${id}` })),
  ]
}

function newsPages(): SitemapPage[] {
  return NEWS_ARTICLES.map((article) => ({
    path: `/news/${article.slug}`,
    lastmod: articleDate(article.created_at),
  }))
}

/** Every catalogue model's page (/models/<slug>). */
async function modelPages(): Promise<SitemapPage[]> {
  return (await sitemapModels()).map((model) => ({ path: `/models/${model.slug}`, lastmod: model.updatedAt }))
}

export async function sitemapIndex(origin: string, urlsPerFile = MAX_URLS_PER_SITEMAP): Promise<string> {
  const [productCount, changes] = await Promise.all([countSitemapProducts(), latestProductChanges()])
  const newestListing = newest([...changes.values()])
  const files: SitemapFile[] = [
    { name: 'pages.xml', lastmod: newestListing },
    { name: 'news.xml', lastmod: newest(newsPages().map((page) => page.lastmod)) },
    { name: 'models.xml', lastmod: newest((await modelPages()).map((page) => page.lastmod)) },
  ]
  const productFiles = Math.ceil(productCount / productsPerFile(urlsPerFile))
  for (let n = 1; n <= productFiles; n++) files.push({ name: `products-${n}.xml`, lastmod: newestListing })
  return sitemapIndexXml(origin, files)
}

/** One file of the index, or null when there is no such file (a 404). */
export async function sitemapFile(
  origin: string,
  name: string,
  urlsPerFile = MAX_URLS_PER_SITEMAP,
): Promise<string | null> {
  if (name === 'pages.xml') return urlsetXml(origin, await sitePages())
  if (name === 'news.xml') return urlsetXml(origin, newsPages())
  if (name === 'models.xml') return urlsetXml(origin, await modelPages())
  const match = /^products-([1-9][0-9]{0,6})\.xml$/.exec(name)
  if (!match) return null
  const page = Number(match[1]) - 1
  const listings = await sitemapProducts(page, productsPerFile(urlsPerFile))
  if (listings.length === 0) return null
  return urlsetXml(
    origin,
    listings.map((listing) => ({ path: `/product/${listing.id}`, lastmod: listing.updatedAt })),
  )
}
