/**
 * A request that fails leaves the page as it was (issue #26 item 8).
 *
 * Once hydrated, a page asks the server for data with React Router's single-fetch requests (the
 * `….data` addresses): a navigation, a form or a fetcher's action, a revalidation. When one of
 * them gets no answer (no network) or a server failure (a 5xx: an error, the load shedder's 503,
 * a proxy's 502), React Router would replace the page with the error boundary: the product page
 * became "Something went wrong" after "Add to cart" on a dropped connection. Instead, this wraps
 * `fetch` once, in app/entry.client.tsx, and answers such a request itself:
 * - an action (POST): "no data" with a 503, so the form's or fetcher's reply is empty, nothing
 *   is reloaded (React Router does not revalidate after a 4xx/5xx), and the form keeps what the
 *   user typed;
 * - a navigation or a revalidation (GET): a redirect to the page already shown, with a hash, which
 *   React Router completes without loading anything (a hash change); the hash and the scroll
 *   position are put back right after. After an action React Router reloads the page's data even
 *   on a hash change: when that fails too, the way back is tried again a little later (see
 *   backToCurrentPage), the page staying as it is.
 * Either way the user gets a translated toast saying nothing was sent or changed. Requests that a
 * newer navigation aborted are not failures.
 *
 * While the browser knows it is offline, a tap on a link within the site or a form's submission
 * is stopped before it starts, with the same toast: a page whose code has not loaded yet would
 * otherwise make React Router reload the whole document to fetch it, which offline shows the
 * browser's own "no internet" page instead of the one the user was on.
 */
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router'
import { type Locale, parseLocale, translator } from '~/i18n'
import { toast } from '~/ui/toast'

/** A single-fetch answer whose value is `{ data: undefined }` (turbo-stream, React Router 7). */
const EMPTY_ACTION_REPLY = '[{"_1":-7},"data"]\n'

type Failure = 'offline' | 'failed'

interface DataRouter {
  state: { location: { pathname: string; search: string; hash: string }; navigation: { state: string } }
  subscribe(listener: (state: DataRouter['state']) => void): () => void
}

function router(): DataRouter | undefined {
  return (window as unknown as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter
}

function notify(failure: Failure) {
  const locale: Locale = parseLocale(document.documentElement.lang) ?? 'en'
  const t = translator(locale)
  // One toast at a time, however many requests failed together.
  toast.error(t(failure === 'offline' ? 'error.offline' : 'error.requestFailed'), { id: 'request-failed' })
}

let returning = false

/** Waits until the browser is back online or a few seconds have passed; rejects when aborted. */
function pause(signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      window.removeEventListener('online', done)
      signal?.removeEventListener('abort', aborted)
      resolve()
    }
    const aborted = () => {
      done()
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'))
    }
    const timer = setTimeout(done, RETRY_AFTER_MS)
    window.addEventListener('online', done)
    signal?.addEventListener('abort', aborted)
  })
}

const RETRY_AFTER_MS = 3_000

/**
 * Back to the page already shown (see above). When that page itself must be reloaded (React
 * Router revalidates everything after an action, even on a hash change) and fails too, the
 * redirect is tried again when the browser is back online or after a few seconds: the page stays
 * as it is meanwhile, and a newer navigation ends the wait.
 */
async function backToCurrentPage(
  signal: AbortSignal | undefined,
  wayBack: boolean,
): Promise<Response | null> {
  const current = router()
  if (!current) return null
  if (wayBack) await pause(signal)
  if (!returning) {
    returning = true
    const { hash } = current.state.location
    const scroll = { x: window.scrollX, y: window.scrollY }
    const stop = current.subscribe((state) => {
      if (state.navigation.state !== 'idle') return
      stop()
      returning = false
      // After React Router's scroll restoration, which scrolls to the top for an unknown hash.
      requestAnimationFrame(() => {
        const { pathname, search } = state.location
        if (!hash && window.location.hash === '#')
          window.history.replaceState(window.history.state, '', `${pathname}${search}`)
        window.scrollTo(scroll.x, scroll.y)
      })
    })
  }
  const { pathname, search, hash } = current.state.location
  return new Response(null, {
    status: 204,
    headers: {
      'X-Remix-Redirect': `${pathname}${search}${hash || '#'}`,
      'X-Remix-Status': '302',
      'X-Remix-Replace': 'true',
    },
  })
}

/** The answer that keeps the page, or null when the failure must go to the error boundary. */
async function keepPage(method: string, failure: Failure, url: URL, signal: AbortSignal | undefined) {
  // The request of the way back itself (the page shown, `/_root.data` for `/`) is retried quietly.
  const shown = router()?.state.location.pathname
  const wayBack =
    method === 'GET' &&
    returning &&
    url.pathname.replace(/(\/_root)?\.data$/, '') === (shown === '/' ? '' : shown)
  if (!wayBack) notify(failure)
  if (method === 'GET') return backToCurrentPage(signal, wayBack)
  return new Response(EMPTY_ACTION_REPLY, {
    status: 503,
    headers: { 'Content-Type': 'text/x-script', 'X-Remix-Response': 'yes' },
  })
}

/** A 5xx the server answered: a single-fetch answer carrying an error, or any other 5xx page. */
async function isServerFailure(response: Response, method: string) {
  if (response.status < 500) return false
  if (!response.headers.has('X-Remix-Response') || !response.body) return true
  // A route may answer a 5xx with data of its own (a refusal it explains): that is no failure.
  try {
    const { value } = await decodeViaTurboStream(response.clone().body as ReadableStream<Uint8Array>, window)
    const results = (method === 'GET' ? Object.values(value as object) : [value]) as unknown[]
    return results.some((result) => typeof result === 'object' && result !== null && 'error' in result)
  } catch {
    return true
  }
}

function requestOf(input: RequestInfo | URL, init?: RequestInit) {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  return { url, method, signal: init?.signal ?? (input instanceof Request ? input.signal : undefined) }
}

/** A plain click on a link to another page of the site, or the submission of a form. */
function leavesPage(event: Event) {
  if (event.type === 'submit') return true
  const click = event as MouseEvent
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return false
  const to = new URL(link.href, window.location.href)
  if (to.origin !== window.location.origin) return false
  // A jump within the page (#main) needs no network.
  return !(to.pathname === window.location.pathname && to.search === window.location.search && to.hash)
}

/** Stops, while offline, what would leave the page or send something (see above). */
function stopWhenOffline(event: Event) {
  if (navigator.onLine || event.defaultPrevented || !leavesPage(event)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  notify('offline')
}

/** Wraps `fetch` for the page's single-fetch requests, and guards links and forms offline (see above). */
export function keepPageOnFailedRequests() {
  if ((window.fetch as { keepsPage?: boolean }).keepsPage) return
  window.addEventListener('click', stopWhenOffline, true)
  window.addEventListener('submit', stopWhenOffline, true)
  const realFetch = window.fetch.bind(window)
  const wrapped = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { url, method, signal } = requestOf(input, init)
    if (url.origin !== window.location.origin || !url.pathname.endsWith('.data'))
      return realFetch(input, init)
    let response: Response
    try {
      response = await realFetch(input, init)
    } catch (error) {
      if (signal?.aborted) throw error
      const answer = await keepPage(method, navigator.onLine ? 'failed' : 'offline', url, signal)
      if (!answer) throw error
      return answer
    }
    if (!(await isServerFailure(response, method))) return response
    return (await keepPage(method, 'failed', url, signal)) ?? response
  }
  window.fetch = Object.assign(wrapped, { keepsPage: true })
}
