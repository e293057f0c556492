import type { Viewer } from './viewer'

/** The signed-in user of this request, or null for a visitor. */
export async function getViewer(_request: Request): Promise<Viewer | null> {
  return null
}
