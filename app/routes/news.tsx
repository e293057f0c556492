import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { NewsList } from '~/news/components/news-list'
import { listArticles } from '~/news/news'
import type { Route } from './+types/news'

// The articles are built-in data (SPEC §3), rendered on the server without the spec's simulated
// loading delay (docs/spec-deviations.md).
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request)
  return { articles: listArticles(locale) }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'news.title', description: 'news.description' })

export default function NewsRoute({ loaderData }: Route.ComponentProps) {
  return <NewsList articles={loaderData.articles} />
}
