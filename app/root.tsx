import { useEffect } from 'react'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import { loadViewer } from '~/accounts/viewer.server'
import type { Locale } from '~/i18n'
import { acceptedLocale } from '~/i18n/accept-language'
import { chosenLocaleFromCookieHeader, requestLocale } from '~/i18n/locale-cookie'
import { localePath } from '~/i18n/paths'
import { useLocale, useT } from '~/i18n/react'
import { env } from '~/platform/env.server'
import { readToast } from '~/platform/toast.server'
import { Footer } from '~/shell/footer'
import { LocaleSync } from '~/shell/language-switcher'
import { NavBar } from '~/shell/nav-bar'
import { NotFoundPage } from '~/shell/not-found-page'
import { PageAnnouncer } from '~/shell/page-announcer'
import { SeoLinks } from '~/shell/seo-links'
import { TabBar } from '~/shell/tab-bar'
import { EARLY_INPUT_RECORDER, replayEarlyInput } from '~/ui/early-input'
import { useNonce } from '~/ui/nonce'
import { toast as showToast, Toaster } from '~/ui/toast'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet first in <head>, before the hoisted metas and the
  // module preloads, so the browser fetches it first and can paint before the scripts arrive.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
]

export async function loader({ request }: Route.LoaderArgs) {
  // The address says the language (/es/… is Spanish). A visitor who chose the other one with the
  // switcher (the cookie) is sent to that address; crawlers send no cookie and are never redirected.
  // A shared address (the operator console) has no twin to go to: it is shown in the chosen language.
  const url = new URL(request.url)
  const locale = requestLocale(request)
  const chosen = chosenLocaleFromCookieHeader(request.headers.get('cookie'))
  const reading = request.method === 'GET' || request.method === 'HEAD'
  // A first visit to the home page follows the browser's language (issue #31, docs/decisions/0064):
  // only without a chosen language, only at `/`, and nothing is stored, so a choice always wins.
  if (
    !chosen &&
    reading &&
    url.pathname === '/' &&
    !fromThisSite(request, url) &&
    acceptedLocale(request.headers.get('accept-language')) === 'es'
  )
    throw redirect(`${localePath('/', 'es')}${url.search}`, {
      headers: { Vary: 'Accept-Language, Cookie', 'Cache-Control': 'no-store' },
    })
  if (chosen && chosen !== locale && reading) {
    const here = `${url.pathname}${url.search}`
    const there = localePath(here, chosen)
    // Never to the same address: that would be a redirect loop (a path with one address for both).
    if (there !== here) throw redirect(there, { headers: { Vary: 'Cookie', 'Cache-Control': 'no-store' } })
  }
  const [{ viewer, setCookies }, { toast, clearHeader }] = await Promise.all([
    loadViewer(request),
    readToast(request),
  ])
  // A refreshed (or a cleared, stale) session cookie travels with the page.
  const headers = new Headers()
  for (const cookie of [...setCookies, ...(clearHeader ? [clearHeader] : [])])
    headers.append('Set-Cookie', cookie)
  return data({ locale, viewer, toast, origin: env().publicUrl }, { headers })
}

const REGISTER_SERVICE_WORKER =
  "if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js').catch(function(){})})"

/** A request from one of our own pages (a link followed here): not a first visit. */
function fromThisSite(request: Request, url: URL) {
  const referer = request.headers.get('referer')
  if (!referer) return false
  try {
    return new URL(referer).host === url.host
  } catch {
    return false
  }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const data = useRouteLoaderData<typeof loader>('root')
  const locale: Locale = useLocale()
  // Said on the document once the page (an error page too) has hydrated, for what waits for a
  // working page: the end-to-end tests' hydrated().
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#166341" />
        {/* Notes what is changed before hydration, handed over by App (app/ui/early-input.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, nothing from a request */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_INPUT_RECORDER }} />
        <Meta />
        <Links />
        <SeoLinks origin={data?.origin ?? ''} />
        <link
          rel="manifest"
          href={locale === 'en' ? '/manifest.webmanifest' : `/manifest.webmanifest?lang=${locale}`}
        />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* The offline page's service worker (public/sw.js, issue #31): HTML, not first-load JavaScript. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, nothing from a request
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? REGISTER_SERVICE_WORKER : '' }}
        />
      </body>
    </html>
  )
}

/** Shows the flash toast that came with this page (set by redirectWithToast on the server). */
function FlashToast() {
  const { toast } = useLoaderData<typeof loader>()
  const t = useT()
  // Translated while rendering, so that the server records these messages for the page
  // (app/i18n/page-messages.server.ts) and the browser has them before its language loads.
  const title = toast ? t(toast.title, toast.values) : ''
  const description = toast?.description ? t(toast.description, toast.values) : toast?.descriptionText
  useEffect(() => {
    if (!toast) return
    const show =
      toast.type === 'error' ? showToast.error : toast.type === 'info' ? showToast.info : showToast.success
    // The timer is what a re-render cancels; the toast itself waits for the Toaster (app/ui/toast.tsx).
    const timer = setTimeout(() => show(title, { id: toast.id, description }), 0)
    return () => clearTimeout(timer)
  }, [toast, title, description])
  return null
}

function Shell({ children }: { children: React.ReactNode }) {
  const t = useT()
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <NavBar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      {/* Phones: the bottom tab bar (issue #31). */}
      <TabBar />
      <PageAnnouncer />
      <Toaster richColors closeButton position="top-center" containerAriaLabel={t('toast.regionLabel')} />
    </>
  )
}

/** The operator console (/admin) has its own layout: no shop navigation or footer around it. */
function ConsoleShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <main id="main" className="flex-1">
        {children}
      </main>
      <Toaster richColors closeButton position="top-center" />
    </>
  )
}

export default function App() {
  const { pathname } = useLocation()
  // The page has hydrated: what the visitor changed before counts now (app/ui/early-input.ts).
  useEffect(() => replayEarlyInput(), [])
  if (/^\/admin(\/|$)/.test(pathname)) {
    return (
      <ConsoleShell>
        <FlashToast />
        <LocaleSync />
        <Outlet />
      </ConsoleShell>
    )
  }
  return (
    <Shell>
      <FlashToast />
      <LocaleSync />
      <Outlet />
    </Shell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // useT, not a bare translator: the page renders again once the rest of the language has loaded;
  // the language is the address's when the root's own data failed to load.
  const t = useT()
  const locale = useLocale()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundPage />
      </Shell>
    )
  }
  if (!(isRouteErrorResponse(error) && error.status < 500)) console.error(error)
  return (
    <Shell>
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="font-bold text-3xl text-slate-900">{t('error.title')}</h1>
        <p className="mt-4 text-slate-600">
          {isRouteErrorResponse(error) && error.status < 500 ? t('error.badRequest') : t('error.message')}
        </p>
        <a
          href={localePath('/', locale)}
          className="mt-8 inline-block font-semibold text-brand-700 underline"
        >
          {t('notFound.home')}
        </a>
      </div>
    </Shell>
  )
}
