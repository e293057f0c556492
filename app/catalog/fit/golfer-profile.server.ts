/**
 * Reading a golfer's own fitting data (issue #30). Minimal read written by the fit-match work so
 * that the badges, the filter and the alerts can be built in parallel; the golfer-profile work
 * (helper A) owns this module and adds saving and deleting. The signature is fixed.
 */
import { eq } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import { golferProfiles } from '../../../db/schema'
import type { GolferProfile } from './golfer-profile'

/** This member's fitting data, or null when they gave none. */
export async function readGolferProfile(userId: string): Promise<GolferProfile | null> {
  const [row] = await db().select().from(golferProfiles).where(eq(golferProfiles.userId, userId)).limit(1)
  if (!row) return null
  return {
    hand: row.hand,
    heightCm: row.heightCm,
    wristToFloorCm: row.wristToFloorCm,
    swingSpeedMph: row.swingSpeedMph,
    carryM: row.carryM,
    currentFlex: row.currentFlex,
    lieDeg: row.lieDeg,
    pingDot: row.pingDot as GolferProfile['pingDot'],
    gripSize: row.gripSize,
    handicap: row.handicap,
    lengthOverrideIn: row.lengthOverrideIn,
    flexOverride: row.flexOverride,
    lieOverrideDeg: row.lieOverrideDeg,
  }
}
