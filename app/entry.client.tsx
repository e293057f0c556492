import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { hydrateSharedPageViewer, SHARED_PAGE_VIEWER_ID } from '~/accounts/use-viewer'
import type { Viewer } from '~/accounts/viewer'
import { addMessages, loadDictionary, parseLocale } from '~/i18n'
import { keepPageOnFailedRequests } from '~/shell/failed-requests.client'

/**
 * React Router's default client entry, after giving the translator the messages the page came
 * with (app/i18n/page-messages.server.ts); the rest of the language, a chunk of its own
 * (scripts/client-dictionaries.vite.ts), loads right after hydration. A page without them (an old cached
 * copy) waits for the whole language instead.
 */
const locale = parseLocale(document.documentElement.lang) ?? 'en'
const embedded = document.getElementById('fm-messages')?.textContent
let ready: Promise<void>
try {
  if (!embedded) throw new Error('no page messages')
  addMessages(locale, JSON.parse(embedded) as Record<string, string>)
  ready = Promise.resolve()
} catch {
  ready = loadDictionary(locale)
}

// A page shared with visitors, with a signed-in visitor's parts put in by the server
// (docs/decisions/0041): their viewer, and the messages of those parts.
const personal = document.getElementById(SHARED_PAGE_VIEWER_ID)?.textContent
if (personal) {
  const { viewer, messages } = JSON.parse(personal) as { viewer: Viewer; messages: Record<string, string> }
  addMessages(locale, messages)
  hydrateSharedPageViewer(viewer)
}

// A request without network or with a server failure leaves the page as it was, with a toast.
keepPageOnFailedRequests()

void ready.then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
  // The rest of the language, for what the page shows later and the next pages (tried again
  // when back online if the connection is lost first).
  loadDictionary(locale).catch(() => {})
})
