import { data } from 'react-router'
import { InfoPageView } from '~/content/components/info-page-view'
import { infoPageIdFromPath } from '~/content/info-page'
import { localizeInfoPage } from '~/content/info-pages'
import { requestLocale } from '~/i18n/locale-cookie'
import { pageMeta } from '~/i18n/meta'
import { stripLocale } from '~/i18n/paths'
import type { Route } from './+types/info-page'

// One module for /faq, /shipping, /returns, /terms and /privacy (route ids in app/routes.ts):
// the path names the page, and only that page's text in the reader's language is sent.
export function loader({ request, url }: Route.LoaderArgs) {
  const id = infoPageIdFromPath(stripLocale(url.pathname))
  if (!id) throw data(null, { status: 404 })
  return { page: localizeInfoPage(id, requestLocale(request)) }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, { titleText: loaderData?.page.title, descriptionText: loaderData?.page.description })

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page={loaderData.page} />
}
