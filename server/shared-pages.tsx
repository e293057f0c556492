/**
 * Signed-in visitors share the browse, category, club model and news pages with everyone else
 * (docs/decisions/0041-signed-in-visitors-share-pages.md). Those pages differ for them only in the
 * navigation bar's account links, the phone's tab bar with its unread counts (issue #31,
 * decision 0063) and in "Save this search"; the page cache
 * (app/platform/page-cache.server.ts) answers them with the page rendered for visitors, and this
 * module supplies the two parts as the visitor gets them and as this signed-in visitor does,
 * rendered on their own with the same components, plus the viewer and those parts' messages for
 * the browser (app/entry.client.tsx hands them to useViewer and the translator before hydrating).
 */
import { createContext, type ReactNode, useContext } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { SHARED_PAGE_VIEWER_ID } from '~/accounts/use-viewer'
import type { Viewer } from '~/accounts/viewer'
import { viewerWithoutCookieChanges } from '~/accounts/viewer.server'
import { SaveSearchForm } from '~/alerts/components/save-search-form'
import { offersSavedSearch, parseBrowseQuery } from '~/catalog/browse'
import { hasGolferProfile } from '~/catalog/fit/fit.server'
import type { Locale, MessageKey } from '~/i18n'
import { chosenLocaleFromCookieHeader } from '~/i18n/locale-cookie'
import { messagesOf, recordingPageMessages } from '~/i18n/page-messages.server'
import { localeOfPath } from '~/i18n/paths'
import { authCookieNames } from '~/platform/auth.server'
import { inlineScriptJson } from '~/platform/inline-json.server'
import type { PersonalPagesOptions, PersonalParts } from '~/platform/page-cache.server'
import { ViewerActions } from '~/shell/nav-bar'
import { TabBar } from '~/shell/tab-bar'

/**
 * The pages whose only personal parts are the two below (never `.data`: those render as usual). A
 * club model's page (decision 0071) has no hearts on its cards, and its "Fits you" is a golfer's
 * only, whose pages are never shared (below).
 */
export const SHARED_PERSONAL_PATHS = [
  /^(\/es)?\/browse$/,
  /^(\/es)?\/category\/[^/]+$/,
  /^(\/es)?\/models\/[a-z0-9-]+$/,
  /^(\/es)?\/news(\/[^/]+)?$/,
]
const BROWSE_PATH = /^(\/es)?\/browse$/

/** What the root loader gives the parts (app/root.tsx): the language and the viewer. */
interface RootData {
  locale: Locale
  viewer: Viewer | null
  toast: null
  origin: string
}

const rootData = new WeakMap<Request, RootData>()
const PartContext = createContext<ReactNode>(null)

function Part() {
  return <>{useContext(PartContext)}</>
}

// One route with the root's id, so that the parts read the language and the viewer as in the page.
const handler = createStaticHandler([
  { id: 'root', path: '*', loader: ({ request }) => rootData.get(request) ?? null, Component: Part },
])

/** A part of the page on its own, with the messages it looked up. */
async function renderPart(
  url: string,
  data: RootData,
  part: ReactNode,
): Promise<{ html: string; used: Set<MessageKey> }> {
  const request = new Request(url)
  rootData.set(request, data)
  const context = await handler.query(request)
  if (context instanceof Response) throw new Error(`a part of ${url} answered ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const { result, used } = recordingPageMessages(() =>
    renderToString(
      <PartContext.Provider value={part}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PartContext.Provider>,
    ),
  )
  return { html: result, used }
}

/** The parts as visitors get them, per language and address: the same for every request. */
const visitorParts = new Map<string, Promise<string[]>>()
const VISITOR_PARTS_KEPT = 2_000

/** The viewer's parts of a shared page; the first two (the bar's account links, the phone's tab bar) are on every one. */
function partsOf(pathname: string, search: string): ReactNode[] {
  const parts: ReactNode[] = [<ViewerActions key="viewer" />, <TabBar key="tabs" />]
  if (BROWSE_PATH.test(pathname)) {
    const query = parseBrowseQuery(new URLSearchParams(search))
    if (offersSavedSearch(query)) parts.push(<SaveSearchForm key="save" query={query} />)
  }
  return parts
}

function visitorPartsOf(url: string, locale: Locale, parts: ReactNode[]) {
  const key = `${locale} ${url}`
  let rendered = visitorParts.get(key)
  if (!rendered) {
    rendered = Promise.all(
      parts.map(
        async (part) => (await renderPart(url, { locale, viewer: null, toast: null, origin: '' }, part)).html,
      ),
    )
    if (visitorParts.size >= VISITOR_PARTS_KEPT) visitorParts.clear()
    visitorParts.set(key, rendered)
    rendered.catch(() => visitorParts.delete(key))
  }
  return rendered
}

/** How many of the parts every shared page holds (the others, "Save this search", may be absent). */
const ALWAYS_THERE = 2

const HOISTED = /<(link|meta|title|style|script)\b/

function dataBlock(value: unknown) {
  return `<script type="application/json" id="${SHARED_PAGE_VIEWER_ID}">${inlineScriptJson(value)}</script>`
}

export async function personalParts(
  url: URL,
  cookieHeader: string | undefined,
): Promise<PersonalParts | null> {
  const locale = localeOfPath(url.pathname)
  // Another language chosen than the address's: the root loader sends the visitor there.
  const chosen = chosenLocaleFromCookieHeader(cookieHeader ?? null)
  if (chosen && chosen !== locale) return null
  const viewer = await viewerWithoutCookieChanges(
    new Request(url, { headers: { cookie: cookieHeader ?? '' } }),
  )
  if (!viewer) return null
  // A golfer with fitting data sees "Fits you" on the cards and their own "Fits me" count: their page
  // is rendered for them alone, never from nor into the shared cache (decision 0061).
  if (await hasGolferProfile(viewer.id)) return null
  const address = `http://localhost${url.pathname}${url.search}`
  const parts = partsOf(url.pathname, url.search)
  const [shared, personal] = await Promise.all([
    visitorPartsOf(address, locale, parts),
    Promise.all(parts.map((part) => renderPart(address, { locale, viewer, toast: null, origin: '' }, part))),
  ])
  // A part that makes React hoist something into <head> (an image preload, a title) cannot be put in
  // on its own: such a page is rendered for the visitor as usual.
  if (personal.some((part) => HOISTED.test(part.html))) return null
  const used = new Set<MessageKey>()
  for (const part of personal) for (const key of part.used) used.add(key)
  return {
    swaps: personal.map((part, index) => ({
      shared: shared[index]!,
      personal: part.html,
      optional: index >= ALWAYS_THERE,
    })),
    bodyEnd: dataBlock({ viewer, messages: messagesOf(locale, used) }),
  }
}

/** The page cache's settings for signed-in visitors (server/app.ts). */
export function sharedPersonalPages(): PersonalPagesOptions {
  const names = authCookieNames()
  return {
    paths: SHARED_PERSONAL_PATHS,
    cookies: [names.sessionToken, names.dontRemember],
    personalize: (req) => personalParts(new URL(req.originalUrl, 'http://localhost'), req.headers.cookie),
  }
}
