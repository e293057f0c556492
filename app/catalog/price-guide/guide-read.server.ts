/**
 * Reading the price guide (issue #29): one row per model and condition, by primary key. Written by
 * the guide job; every reader (wizard, product page, offers, alerts, model page) goes through here.
 */
import { and, eq } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import { priceGuides } from '../../../db/schema'
import type { Condition } from '../taxonomy'
import type { PriceGuide } from './guide'

/** The guide of one model in one condition, or null when the job has not made one. */
export async function priceGuideFor(clubModelId: string, condition: Condition): Promise<PriceGuide | null> {
  const [row] = await db()
    .select()
    .from(priceGuides)
    .where(and(eq(priceGuides.clubModelId, clubModelId), eq(priceGuides.condition, condition)))
  return row ?? null
}

/** Every condition's guide of one model (the model page and the wizard's chart). */
export async function priceGuidesOfModel(clubModelId: string): Promise<PriceGuide[]> {
  return db().select().from(priceGuides).where(eq(priceGuides.clubModelId, clubModelId))
}
