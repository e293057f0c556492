import { parseLocale } from '~/i18n'
import { webAppManifest } from '~/seo/manifest'
import type { Route } from './+types/manifest'

/** /manifest.webmanifest (English) and /manifest.webmanifest?lang=es. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = parseLocale(new URL(request.url).searchParams.get('lang')) ?? 'en'
  return new Response(JSON.stringify(webAppManifest(locale)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  })
}
