/**
 * A golfer's fitting data in the database (issue #30): read, save (upsert) and delete, each for
 * the member who asks (the user id is in every query). Private: callers must never render what
 * this returns into a shared or cached page (docs/decisions/0060-golfer-profile-and-fitting-chart.md).
 */
import { eq } from 'drizzle-orm'
import { clock } from '~/platform/clock.server'
import { db } from '~/platform/db.server'
import { golferProfiles } from '../../../db/schema'
import type { PingDot } from '../passport/vocabulary'
import type { GolferProfile } from './golfer-profile'

type Row = typeof golferProfiles.$inferSelect

function toProfile(row: Row): GolferProfile {
  return {
    hand: row.hand ?? null,
    heightCm: row.heightCm ?? null,
    wristToFloorCm: row.wristToFloorCm ?? null,
    swingSpeedMph: row.swingSpeedMph ?? null,
    carryM: row.carryM ?? null,
    currentFlex: row.currentFlex ?? null,
    lieDeg: row.lieDeg ?? null,
    pingDot: (row.pingDot as PingDot | null) ?? null,
    gripSize: row.gripSize ?? null,
    handicap: row.handicap ?? null,
    lengthOverrideIn: row.lengthOverrideIn ?? null,
    flexOverride: row.flexOverride ?? null,
    lieOverrideDeg: row.lieOverrideDeg ?? null,
  }
}

/** This member's golfer profile, or null when they have none. */
export async function readGolferProfile(userId: string): Promise<GolferProfile | null> {
  const [row] = await db().select().from(golferProfiles).where(eq(golferProfiles.userId, userId)).limit(1)
  return row ? toProfile(row) : null
}

/** When the profile was last saved (null: none); the page and the export show it. */
export async function golferProfileUpdatedAt(userId: string): Promise<Date | null> {
  const [row] = await db()
    .select({ updatedAt: golferProfiles.updatedAt })
    .from(golferProfiles)
    .where(eq(golferProfiles.userId, userId))
    .limit(1)
  return row?.updatedAt ?? null
}

/** Creates or replaces this member's golfer profile with an already validated one. */
export async function saveGolferProfile(userId: string, profile: GolferProfile): Promise<GolferProfile> {
  const values = { ...profile, updatedAt: clock.now() }
  const [row] = await db()
    .insert(golferProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: golferProfiles.userId, set: values })
    .returning()
  return toProfile(row!)
}

/** Deletes this member's fitting data; true when there was some. */
export async function deleteGolferProfile(userId: string): Promise<boolean> {
  const rows = await db()
    .delete(golferProfiles)
    .where(eq(golferProfiles.userId, userId))
    .returning({ userId: golferProfiles.userId })
  return rows.length > 0
}
