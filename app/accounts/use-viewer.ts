import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import type { Viewer } from './viewer'

/**
 * A signed-in visitor may get a page rendered for visitors with their own parts put in
 * (docs/decisions/0041-signed-in-visitors-share-pages.md): its root data says nobody is signed in,
 * and the page brings the viewer separately. That viewer holds until the root data is loaded again
 * (the next navigation or revalidation reads the session on the server).
 */
let sharedPage: { viewer: Viewer; rootData?: unknown } | null = null

/** The data block that brings the viewer (and their parts' messages) with a shared page. */
export const SHARED_PAGE_VIEWER_ID = 'fm-personal'

/** app/entry.client.tsx: this page is a shared one, for this viewer. */
export function hydrateSharedPageViewer(viewer: Viewer) {
  sharedPage = { viewer }
}

/** The signed-in user, or null for a visitor. */
export function useViewer(): Viewer | null {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  if (sharedPage && data) {
    // The first root data this page sees is the shared page's own.
    sharedPage.rootData ??= data
    if (sharedPage.rootData === data) return sharedPage.viewer
  }
  return data?.viewer ?? null
}
