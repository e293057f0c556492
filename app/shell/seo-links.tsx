import { useLocation, useMatches } from 'react-router'
import { pageSeo } from './seo'

/**
 * The canonical address, the hreflang alternates, og:url and robots of the page being shown
 * (app/shell/seo.ts). In the document head of every page, next to each route's own meta tags.
 */
export function SeoLinks({ origin }: { origin: string }) {
  const location = useLocation()
  const matches = useMatches()
  const notFound = matches.some((match) => match.id.endsWith('routes/not-found'))
  const seo = pageSeo(location.pathname, location.search, notFound)
  return (
    <>
      {seo.indexable ? null : <meta name="robots" content="noindex, follow" />}
      {notFound ? null : <link rel="canonical" href={`${origin}${seo.canonical}`} />}
      {notFound
        ? null
        : seo.alternates.map((alternate) => (
            <link
              key={alternate.hrefLang}
              rel="alternate"
              hrefLang={alternate.hrefLang}
              href={`${origin}${alternate.href}`}
            />
          ))}
      <meta property="og:url" content={`${origin}${seo.canonical}`} />
    </>
  )
}
