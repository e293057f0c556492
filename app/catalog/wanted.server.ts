/**
 * Set completion on the server (issue #30 item 4, docs/decisions/0062-set-completion.md): a
 * golfer's wanted requests, kept, listed and deleted only by their owner (the user is in every
 * statement's WHERE clause), the listings that complete a request, and the requests a new listing
 * completes (app/alerts/wanted.server.ts mails them).
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { type DatabaseOrTransaction, db, rawQuery } from '~/platform/db.server'
import { clubModels, wantedClubs } from '../../db/schema'
import type { ProductCardData } from './browse'
import { CARD_COLUMNS, CARD_SELLER_JOINS, type CardRow, toCard } from './browse.server'
import type { ClubModelHead } from './passport/club-model'
import { sortClubs } from './passport/set-makeup'
import { clubModelsOfBrand } from './passport/specs.server'
import type { Flex, Hand, ShaftMaterial } from './passport/vocabulary'
import {
  isSetClubValue,
  type ListingClubs,
  MAX_WANTED_REQUESTS,
  matchRank,
  type WantedInput,
  type WantedMatch,
  type WantedRequest,
  wantedMatch,
} from './wanted'

// The form's rules and choices, for the route: imported from here, they stay out of the page's
// browser bundle (a shared module imported by a new page reshuffles the chunks of every page).
export { FLEXES, HANDS, SHAFT_MATERIALS } from './passport/vocabulary'
export { MAX_WANTED_REQUESTS, parseWantedForm } from './wanted'

type WantedRow = typeof wantedClubs.$inferSelect

function toRequest(row: WantedRow): WantedRequest {
  return {
    id: row.id,
    userId: row.userId,
    clubModelId: row.clubModelId,
    setClubs: row.setClubs.filter(isSetClubValue),
    missingClubs: row.missingClubs.filter(isSetClubValue),
    shaftMaterial: (row.shaftMaterial as ShaftMaterial | null) ?? null,
    shaftModel: row.shaftModel,
    flex: (row.flex as Flex | null) ?? null,
    hand: (row.hand as Hand | null) ?? null,
    alert: row.alert,
  }
}

export interface WantedWithModel extends WantedRequest {
  model: { brand: string; model: string; clubType: string; slug: string }
}

/** The user's wanted requests, newest first, with their model's name. */
export async function listWanted(userId: string): Promise<WantedWithModel[]> {
  const rows = await db()
    .select({
      wanted: wantedClubs,
      brand: clubModels.brand,
      model: clubModels.model,
      clubType: clubModels.clubType,
      slug: clubModels.slug,
    })
    .from(wantedClubs)
    .innerJoin(clubModels, eq(clubModels.id, wantedClubs.clubModelId))
    .where(eq(wantedClubs.userId, userId))
    .orderBy(desc(wantedClubs.createdAt), desc(wantedClubs.id))
  return rows.map((row) => ({
    ...toRequest(row.wanted),
    model: { brand: row.brand, model: row.model, clubType: row.clubType, slug: row.slug },
  }))
}

export type SaveWantedOutcome = { ok: true; id: string } | { ok: false; reason: 'unknown-model' | 'too-many' }

/** Keeps a request (alert on). Refused for a model the catalogue does not hold, or past the limit. */
export async function saveWanted(userId: string, input: WantedInput): Promise<SaveWantedOutcome> {
  const [model] = await db()
    .select({ id: clubModels.id })
    .from(clubModels)
    .where(eq(clubModels.id, input.clubModelId))
  if (!model) return { ok: false, reason: 'unknown-model' }
  const rows = await rawQuery<{ id: string }>(
    db(),
    sql`insert into wanted_clubs (user_id, club_model_id, set_clubs, missing_clubs, shaft_material, shaft_model, flex, hand)
        select ${userId}, ${input.clubModelId}, ${sql.param(input.setClubs)}::text[], ${sql.param(input.missingClubs)}::text[],
               ${input.shaftMaterial}, ${input.shaftModel}, ${input.flex}, ${input.hand}
         where (select count(*) from wanted_clubs where user_id = ${userId}) < ${MAX_WANTED_REQUESTS}
        returning id`,
  )
  const [row] = rows
  return row ? { ok: true, id: row.id } : { ok: false, reason: 'too-many' }
}

export async function deleteWanted(userId: string, id: string): Promise<boolean> {
  const deleted = await db()
    .delete(wantedClubs)
    .where(and(eq(wantedClubs.id, id), eq(wantedClubs.userId, userId)))
    .returning({ id: wantedClubs.id })
  return deleted.length > 0
}

/** Switches a request's e-mail alert on or off. */
export async function setWantedAlert(userId: string, id: string, alert: boolean): Promise<boolean> {
  const changed = await db()
    .update(wantedClubs)
    .set({ alert, updatedAt: new Date() })
    .where(and(eq(wantedClubs.id, id), eq(wantedClubs.userId, userId)))
    .returning({ id: wantedClubs.id })
  return changed.length > 0
}

interface SpecsRow {
  club_model_id: string | null
  club_type: string | null
  set_clubs: string[] | null
  loft: number | null
  hand: string | null
  shaft_material: string | null
  shaft_model: string | null
  flex: string | null
  name: string
}

const listingClubs = (row: SpecsRow): ListingClubs => ({
  clubModelId: row.club_model_id,
  clubType: row.club_type,
  setClubs: row.set_clubs,
  loft: row.loft,
  hand: row.hand,
  shaftMaterial: row.shaft_material,
  shaftModel: row.shaft_model,
  flex: row.flex,
  name: row.name,
})

async function headsOf(database: DatabaseOrTransaction, modelId: string): Promise<ClubModelHead[]> {
  const [row] = await database
    .select({ heads: clubModels.heads })
    .from(clubModels)
    .where(eq(clubModels.id, modelId))
  return row?.heads ?? []
}

export interface WantedListing {
  card: ProductCardData
  match: WantedMatch
  flex: string | null
  shaftModel: string | null
}

/** At most this many listings on the page for one request. */
const WANTED_LISTINGS = 24

/**
 * The visible listings of the request's model, by other sellers, that hold a missing club: single
 * clubs of the same shaft and flex first, then other single clubs, then sets; cheaper first.
 */
export async function listingsForWanted(request: WantedRequest): Promise<WantedListing[]> {
  const rows = await rawQuery<SpecsRow & CardRow>(
    db(),
    sql`select ${CARD_COLUMNS}, ps.club_model_id, ps.club_type, ps.set_clubs, ps.loft, ps.hand,
               ps.shaft_material, ps.shaft_model, ps.flex
          from product_specs ps
          join products c on c.id = ps.product_id
          ${CARD_SELLER_JOINS}
         where ps.club_model_id = ${request.clubModelId} and c.browse_visible
           and c.seller_id is distinct from ${request.userId}
         order by c.price asc, c.created_at desc, c.id
         limit 200`,
  )
  if (rows.length === 0) return []
  const heads = await headsOf(db(), request.clubModelId)
  const found: WantedListing[] = []
  for (const row of rows) {
    const match = wantedMatch(request, listingClubs(row), heads)
    if (match) found.push({ card: toCard(row), match, flex: row.flex, shaftModel: row.shaft_model })
  }
  // A stable sort: the price order stays within each rank.
  return found.sort((a, b) => matchRank(a.match) - matchRank(b.match)).slice(0, WANTED_LISTINGS)
}

export interface CompletedRequest {
  request: WantedRequest
  match: WantedMatch
  listing: { id: string; name: string; brand: string; price: number }
}

/**
 * The alerting requests (of members other than the seller) a visible listing completes, each with
 * the clubs it holds for them. Empty for a listing browse does not show.
 */
export async function requestsCompletedBy(productId: string): Promise<CompletedRequest[]> {
  const [row] = await rawQuery<
    SpecsRow & { id: string; brand: string; price: number; seller_id: string | null }
  >(
    db(),
    sql`select c.id, c.name, c.brand, c.price, c.seller_id, ps.club_model_id, ps.club_type, ps.set_clubs, ps.loft,
               ps.hand, ps.shaft_material, ps.shaft_model, ps.flex
          from products c join product_specs ps on ps.product_id = c.id
         where c.id = ${productId} and c.browse_visible`,
  )
  if (!row?.club_model_id) return []
  const requests = await db()
    .select()
    .from(wantedClubs)
    .where(
      and(
        eq(wantedClubs.clubModelId, row.club_model_id),
        eq(wantedClubs.alert, true),
        row.seller_id ? sql`${wantedClubs.userId} <> ${row.seller_id}` : undefined,
      ),
    )
    .orderBy(wantedClubs.createdAt, wantedClubs.id)
  if (requests.length === 0) return []
  const heads = await headsOf(db(), row.club_model_id)
  const listing = listingClubs(row)
  const completed: CompletedRequest[] = []
  for (const request of requests.map(toRequest)) {
    const match = wantedMatch(request, listing, heads)
    if (match)
      completed.push({
        request,
        match,
        listing: { id: row.id, name: row.name, brand: row.brand, price: row.price },
      })
  }
  return completed
}

/** The brands of the club catalogue, A to Z (the page's first choice). */
export async function catalogueBrands(): Promise<string[]> {
  const rows = await rawQuery<{ brand: string }>(
    db(),
    sql`select distinct brand from club_models order by brand`,
  )
  return rows.map((row) => row.brand)
}

export interface WantedModelChoice {
  id: string
  brand: string
  model: string
  clubType: string
  releaseYear: number
  /** The clubs of its spec table, in bag order ("4", "5", …, "PW", "AW"). */
  clubs: string[]
}

/** A brand's models whose spec table names clubs (iron sets, wedges, hybrids): the sets one can complete. */
export async function wantedModelsOfBrand(brand: string): Promise<WantedModelChoice[]> {
  const models = await clubModelsOfBrand(brand)
  return models.flatMap((model) => {
    const clubs = sortClubs(model.heads.flatMap((head) => (head.club ? [head.club] : [])))
    return clubs.length >= 2
      ? [
          {
            id: model.id,
            brand: model.brand,
            model: model.model,
            clubType: model.clubType,
            releaseYear: model.releaseYear,
            clubs,
          },
        ]
      : []
  })
}

/** One model as a choice, by id or slug (the model page's "Complete your set" link names it), or null. */
export async function wantedModelChoice(idOrSlug: string): Promise<WantedModelChoice | null> {
  const key = idOrSlug.trim().toLowerCase()
  if (!/^[a-z0-9-]{1,120}$/.test(key)) return null
  const [row] = await rawQuery<{ id: string; brand: string }>(
    db(),
    sql`select id, brand from club_models where slug = ${key} or id::text = ${key} limit 1`,
  )
  if (!row) return null
  return (await wantedModelsOfBrand(row.brand)).find((choice) => choice.id === row.id) ?? null
}
