import type { Database } from '~/platform/db.server'

export async function seedDemoMarketplace(_db: Database) {
  return { sellers: 0, products: 0 }
}
