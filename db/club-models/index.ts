/** Every seed row of the club model catalogue (db/club-models/<brand>.ts). */
import type { ClubModelSeed } from './types'

export const CLUB_MODEL_SEEDS: readonly ClubModelSeed[] = []
