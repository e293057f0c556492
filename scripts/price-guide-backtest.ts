/**
 * The price guide's back-test (docs/decisions/0055-price-guide.md): seeds the demo marketplace into
 * an in-memory database at a fixed date, then checks every completed sale of the seed's history
 * against the guide its model had just before it (made from the earlier sales only), and prints
 * the share of sales that fell inside low-high.
 *
 *   npx tsx scripts/price-guide-backtest.ts
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { rebuildModelSales } from '~/catalog/price-guide/price-guide.server'
import { backTest, type Sale } from '~/catalog/price-guide/statistics'
import { resetEnvForTests } from '~/platform/env.server'
import { clubModels, modelSales } from '../db/schema'

const NOW = new Date('2026-11-01T12:00:00Z')

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-backtest-'))
resetEnvForTests()
const { migrateDatabase, openDatabase, setDatabase } = await import('~/platform/db.server')
const { seedDemoMarketplace } = await import('../db/seed')
const handle = await openDatabase({})
try {
  await migrateDatabase(handle)
  setDatabase(handle)
  await seedDemoMarketplace(handle.db, { now: NOW })
  await rebuildModelSales(handle.db, NOW)
  const rows = await handle.db
    .select({
      slug: clubModels.slug,
      launchPrice: clubModels.launchPrice,
      releaseYear: clubModels.releaseYear,
      amount: modelSales.amount,
      condition: modelSales.condition,
      soldAt: modelSales.soldAt,
    })
    .from(modelSales)
    .innerJoin(clubModels, eq(clubModels.id, modelSales.clubModelId))
  const models = new Map<
    string,
    { facts: { launchPrice: number | null; releaseYear: number }; sales: Sale[] }
  >()
  for (const row of rows) {
    const model = models.get(row.slug) ?? {
      facts: { launchPrice: row.launchPrice, releaseYear: row.releaseYear },
      sales: [],
    }
    model.sales.push({ amount: row.amount, condition: row.condition, soldAt: row.soldAt })
    models.set(row.slug, model)
  }
  for (const [slug, model] of models) {
    const result = backTest([model])
    console.log(
      `${slug.padEnd(36)} ${String(model.sales.length).padStart(3)} sales, ${result.insideFromSales}/${result.testedFromSales} inside low-high`,
    )
  }
  const all = backTest([...models.values()])
  console.log(
    `All: ${rows.length} sales; ${all.testedFromSales} had a guide from 5+ earlier sales; ${all.insideFromSales} inside low-high (${(all.shareFromSales * 100).toFixed(1)} %); with estimates: ${all.inside}/${all.tested}`,
  )
} finally {
  setDatabase(undefined)
  await handle.close()
  fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })
}
