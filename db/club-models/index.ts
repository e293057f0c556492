/** Every seed row of the club model catalogue (db/club-models/<brand>.ts). */
import { TAYLORMADE_MODELS } from './taylormade'
import type { ClubModelSeed } from './types'

export const CLUB_MODEL_SEEDS: readonly ClubModelSeed[] = [...TAYLORMADE_MODELS]
