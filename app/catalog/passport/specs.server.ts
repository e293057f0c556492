/**
 * Storing and reading listings' passports (issue #27): product_specs and product_modifications,
 * always written together inside the listing's own transaction.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '~/platform/db.server'
import { db } from '~/platform/db.server'
import { clubModels, productModifications, productSpecs } from '../../../db/schema'
import type { ClubModel } from './club-model'
import { EMPTY_SPECS, hasSpecs, isSetClub, type Specs } from './passport'
import type { ModificationKind, PingDot } from './vocabulary'

/** Replaces a listing's passport (none stored when it says nothing). */
export async function saveSpecs(tx: DatabaseOrTransaction, productId: string, specs: Specs) {
  await tx.delete(productModifications).where(eq(productModifications.productId, productId))
  if (!hasSpecs(specs)) {
    await tx.delete(productSpecs).where(eq(productSpecs.productId, productId))
    return
  }
  const { modifications, ...columns } = specs
  const values = { ...columns, modificationCount: modifications.length }
  await tx
    .insert(productSpecs)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: productSpecs.productId, set: { ...values, updatedAt: new Date() } })
  if (modifications.length > 0) {
    await tx
      .insert(productModifications)
      .values(modifications.map((m, position) => ({ productId, position, ...m })))
  }
}

type SpecsRow = typeof productSpecs.$inferSelect
type ModificationRow = typeof productModifications.$inferSelect

function specsFromRow(row: SpecsRow, modifications: ModificationRow[]): Specs {
  const { productId: _p, createdAt: _c, updatedAt: _u, modificationCount: _m, ...columns } = row
  return {
    ...EMPTY_SPECS,
    ...columns,
    pingDot: (columns.pingDot as PingDot | null) ?? null,
    setClubs: columns.setClubs ? columns.setClubs.filter(isSetClub) : null,
    setLofts: columns.setLofts ?? null,
    modifications: modifications
      .sort((a, b) => a.position - b.position)
      .map((m) => ({ kind: m.kind as ModificationKind, amount: m.amount, detail: m.detail })),
  }
}

/** The passports of some listings (those without one are absent from the map). */
export async function loadSpecsOf(productIds: string[]): Promise<Map<string, Specs>> {
  const result = new Map<string, Specs>()
  if (productIds.length === 0) return result
  const [rows, modifications] = await Promise.all([
    db().select().from(productSpecs).where(inArray(productSpecs.productId, productIds)),
    db().select().from(productModifications).where(inArray(productModifications.productId, productIds)),
  ])
  for (const row of rows) {
    result.set(
      row.productId,
      specsFromRow(
        row,
        modifications.filter((m) => m.productId === row.productId),
      ),
    )
  }
  return result
}

/** One listing's passport, or null when it has none ("Specs not given"). */
export async function loadSpecs(productId: string): Promise<Specs | null> {
  return (await loadSpecsOf([productId])).get(productId) ?? null
}

function toClubModel(row: typeof clubModels.$inferSelect): ClubModel {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    clubType: row.clubType,
    releaseYear: row.releaseYear,
    heads: row.heads,
    shafts: row.shafts,
    stockSet: row.stockSet ? row.stockSet.filter(isSetClub) : null,
    sourceUrl: row.sourceUrl,
    sourceTitle: row.sourceTitle,
    confidence: row.confidence,
  }
}

/** A catalogue model by id, or null. */
export async function loadClubModel(id: string): Promise<ClubModel | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const [row] = await db().select().from(clubModels).where(eq(clubModels.id, id))
  return row ? toClubModel(row) : null
}

/** Every catalogue model of a brand (case-insensitive), newest first. */
export async function clubModelsOfBrand(brand: string): Promise<ClubModel[]> {
  const rows = await db()
    .select()
    .from(clubModels)
    .where(eq(sql`lower(${clubModels.brand})`, brand.trim().toLowerCase()))
    .orderBy(desc(clubModels.releaseYear), asc(clubModels.model))
  return rows.map(toClubModel)
}
