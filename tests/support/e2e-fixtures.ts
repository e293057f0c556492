import type { Database } from '../../app/platform/db.server'

/**
 * Rows the end-to-end journeys need besides the demo marketplace (which every journey may use).
 * Written before the server starts; keep each fixture small and say which spec uses it.
 */
export async function loadE2eFixtures(_db: Database) {}
