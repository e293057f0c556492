import { useSyncExternalStore } from 'react'

/**
 * Which listings the signed-in member saved, for the hearts on the cards (issue #31,
 * docs/decisions/0064-phone-browse.md). Cards are on pages shared by everyone (the page cache,
 * docs/decisions/0041), so the server always renders an empty heart; the browser asks
 * /resources/favourite-ids (private, no-store) once per member and page load, and fills in the
 * hearts of the listings saved. Nothing is asked for a visitor.
 */
let viewerId: string | null = null
let saved: Set<string> | null = null
let loading: string | null = null
const listeners = new Set<() => void>()

export const FAVOURITE_IDS_PATH = '/resources/favourite-ids'

function notify() {
  for (const listener of listeners) listener()
}

function load() {
  const forViewer = viewerId
  if (!forViewer || saved || loading === forViewer) return
  loading = forViewer
  fetch(FAVOURITE_IDS_PATH, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ ids?: string[] }>) : null))
    .then((body) => {
      if (viewerId !== forViewer || !body) return
      saved = new Set(body.ids ?? [])
      notify()
    })
    .catch(() => undefined)
    .finally(() => {
      if (loading === forViewer) loading = null
    })
}

/** The member whose hearts are shown (null: a visitor, all hearts empty). */
export function setFavouritesViewer(id: string | null) {
  if (id === viewerId) return
  viewerId = id
  saved = null
  notify()
  if (listeners.size > 0) load()
}

/** After the heart's post went through: the heart shows the new state without asking again. */
export function setCardFavourite(productId: string, isSaved: boolean) {
  if (!saved) return
  saved = new Set(saved)
  if (isSaved) saved.add(productId)
  else saved.delete(productId)
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  load()
  return () => {
    listeners.delete(listener)
  }
}

/** Whether the member saved this listing; false on the server and until the browser knows. */
export function useCardFavourite(productId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => saved?.has(productId) ?? false,
    () => false,
  )
}
