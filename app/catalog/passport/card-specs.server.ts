/**
 * Club type, hand and flex for listing cards (issue #27 "Cards show club type, hand and flex at
 * a glance"): one query over the cards' passports, added where cards are produced, so that the
 * browse queries and their caches stay as they are. A club without a passport still shows its
 * hand when its legacy size says it (SPEC §3 sizes "Left-Handed", "Right-Handed").
 */
import { inArray, sql } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import { productSpecs, products } from '../../../db/schema'
import { type CardGolf, CLUB_SIZE_HAND, type ProductCardData } from '../browse'
import { CLUB_TYPES, FLEXES, HANDS } from './vocabulary'

function pick<T extends string>(values: readonly T[], value: string | null): T | null {
  return value && values.includes(value as T) ? (value as T) : null
}

/** The cards' golf chips by listing id (clubs only: other gear has none). */
export async function cardSpecsOf(ids: readonly string[]): Promise<Map<string, CardGolf>> {
  const result = new Map<string, CardGolf>()
  if (ids.length === 0) return result
  const rows = await db()
    .select({
      id: products.id,
      subcategory: products.subcategory,
      size: products.size,
      clubType: productSpecs.clubType,
      hand: productSpecs.hand,
      flex: productSpecs.flex,
    })
    .from(products)
    .leftJoin(productSpecs, sql`${productSpecs.productId} = ${products.id}`)
    .where(inArray(products.id, [...new Set(ids)]))
  for (const row of rows) {
    if (row.subcategory !== 'clubs') continue
    const golf: CardGolf = {
      clubType: pick(CLUB_TYPES, row.clubType),
      hand:
        pick(HANDS, row.hand) ??
        (row.size && Object.hasOwn(CLUB_SIZE_HAND, row.size) ? (CLUB_SIZE_HAND[row.size] ?? null) : null),
      flex: pick(FLEXES, row.flex),
    }
    if (golf.clubType || golf.hand || golf.flex) result.set(row.id, golf)
  }
  return result
}

/** The same cards with their `golf` chips (null where there is nothing to show). */
export async function attachCardSpecs<C extends ProductCardData>(cards: C[]): Promise<C[]> {
  const specs = await cardSpecsOf(cards.map((card) => card.id))
  return cards.map((card) => ({ ...card, golf: specs.get(card.id) ?? null }))
}
