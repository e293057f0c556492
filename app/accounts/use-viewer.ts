import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import type { Viewer } from './viewer'

/** The signed-in user, or null for a visitor. */
export function useViewer(): Viewer | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.viewer ?? null
}
