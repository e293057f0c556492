import { type Locale, parseLocale, translator } from '~/i18n'
import type { Route } from './+types/resources.offline'

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The offline page (issue #31): the service worker (public/sw.js) keeps it in both languages and
 * shows it when a page cannot load without a network. Whole in itself (no script, styles inline),
 * because nothing else is there offline; "Try again" reloads the address that failed.
 */
export function offlinePage(locale: Locale) {
  const t = translator(locale)
  const title = escapeHtml(t('phoneBrowse.offlineTitle'))
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#166341">
<title>${title} · ${escapeHtml(t('app.name'))}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:24rem;padding:2rem 1.5rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{color:#334155;line-height:1.5;margin:0 0 1.5rem}
a{display:inline-block;background:#166341;color:#fff;border-radius:.5rem;padding:.75rem 1.25rem;font-weight:600;text-decoration:none}
a:focus-visible{outline:2px solid #166341;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t('phoneBrowse.offlineText'))}</p>
<a href="">${escapeHtml(t('phoneBrowse.offlineRetry'))}</a>
</main>
</body>
</html>`
}

/** /resources/offline?lang=es */
export function loader({ request }: Route.LoaderArgs) {
  const locale = parseLocale(new URL(request.url).searchParams.get('lang')) ?? 'en'
  return new Response(offlinePage(locale), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
