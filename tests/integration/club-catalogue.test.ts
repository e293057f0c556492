/**
 * The club model catalogue on the real database (docs/decisions/0050): the migration writes every
 * seed row, the sync upserts by slug so ids survive, and a corrected seed row reaches the table.
 */
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { clubModelSlug } from '~/catalog/passport/club-model-keys'
import { clubModelsOfBrand } from '~/catalog/passport/specs.server'
import { syncClubCatalogue } from '../../db/club-catalogue'
import { CLUB_MODEL_SEEDS } from '../../db/club-models'
import { clubModels } from '../../db/schema'
import { useTestDatabase } from '../support/db'

describe('club model catalogue', () => {
  // The migrated database already holds the catalogue: emptying it between tests would lose it.
  const db = useTestDatabase({ truncateBeforeEach: false })

  const idsBySlug = async () => {
    const rows = await db()
      .select({ slug: clubModels.slug, id: clubModels.id })
      .from(clubModels)
      .orderBy(asc(clubModels.slug))
    return new Map(rows.map((r) => [r.slug, r.id]))
  }

  it('holds every seed row after migration', async () => {
    const rows = await db().select().from(clubModels)
    expect(rows).toHaveLength(CLUB_MODEL_SEEDS.length)
    const bySlug = new Map(rows.map((r) => [r.slug, r]))
    for (const seed of CLUB_MODEL_SEEDS) {
      const row = bySlug.get(clubModelSlug(seed.brand, seed.model, seed.clubType))
      expect(row, `${seed.brand} ${seed.model} ${seed.clubType}`).toMatchObject({
        brand: seed.brand,
        model: seed.model,
        clubType: seed.clubType,
        releaseYear: seed.releaseYear,
        heads: seed.heads,
        shafts: seed.shafts,
        stockSet: seed.stockSet ?? null,
        sourceUrl: seed.source.url,
        sourceTitle: seed.source.title,
        confidence: seed.confidence,
      })
    }
  })

  it('syncs again without changing an id, and writes a corrected row in place', async () => {
    const before = await idsBySlug()
    await syncClubCatalogue(db())
    expect(await idsBySlug()).toEqual(before)

    // An operator corrects a row in its seed file: the next sync carries it into the table.
    const seed = CLUB_MODEL_SEEDS.find(
      (s) => clubModelSlug(s.brand, s.model, s.clubType) === 'titleist-tsr2-driver',
    )
    if (!seed) throw new Error('the TSR2 driver row is missing')
    const original = { heads: seed.heads, confidence: seed.confidence, notes: seed.notes }
    try {
      seed.heads = seed.heads.map((head) => ({ ...head, lengthIn: 45.5 }))
      seed.notes = 'Checked against the sheet by an operator.'
      await syncClubCatalogue(db())
      const [row] = await db().select().from(clubModels).where(eq(clubModels.slug, 'titleist-tsr2-driver'))
      expect(row?.id).toBe(before.get('titleist-tsr2-driver'))
      expect(row?.heads.map((h) => h.lengthIn)).toEqual(seed.heads.map(() => 45.5))
      expect(row?.notes).toBe('Checked against the sheet by an operator.')
      expect(await idsBySlug()).toEqual(before)
    } finally {
      Object.assign(seed, original)
      await syncClubCatalogue(db())
    }
    const [restored] = await db().select().from(clubModels).where(eq(clubModels.slug, 'titleist-tsr2-driver'))
    expect(restored?.heads).toEqual(original.heads)
  })

  it("finds TaylorMade's Stealth 2 driver with its lofts", async () => {
    const models = await clubModelsOfBrand('taylormade')
    expect(models.length).toBe(CLUB_MODEL_SEEDS.filter((s) => s.brand === 'TaylorMade').length)
    expect(models.every((m) => m.brand === 'TaylorMade')).toBe(true)
    const stealth = models.find((m) => m.model === 'Stealth 2' && m.clubType === 'driver')
    expect(stealth).toBeDefined()
    expect(stealth?.heads.map((h) => h.loft)).toEqual([9, 10.5, 12])
    expect(stealth?.sourceUrl).toMatch(/^https:\/\/www\.taylormadegolf\.com\//)
    // Newest first.
    const years = models.map((m) => m.releaseYear)
    expect(years).toEqual([...years].sort((a, b) => b - a))
  })
})
