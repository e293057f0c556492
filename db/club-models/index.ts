/** Every seed row of the club model catalogue (db/club-models/<brand>.ts; docs/decisions/0050). */
import { BEN_HOGAN_MODELS } from './ben-hogan'
import { BRIDGESTONE_MODELS } from './bridgestone'
import { CALLAWAY_MODELS } from './callaway'
import { CLEVELAND_MODELS } from './cleveland'
import { COBRA_MODELS } from './cobra'
import { HONMA_MODELS } from './honma'
import { MIZUNO_MODELS } from './mizuno'
import { ODYSSEY_MODELS } from './odyssey'
import { PING_MODELS } from './ping'
import { PXG_MODELS } from './pxg'
import { SCOTTY_CAMERON_MODELS } from './scotty-cameron'
import { SRIXON_MODELS } from './srixon'
import { TAYLORMADE_MODELS } from './taylormade'
import { TITLEIST_MODELS } from './titleist'
import { TOUR_EDGE_MODELS } from './tour-edge'
import type { ClubModelSeed } from './types'
import { WILSON_MODELS } from './wilson'

export const CLUB_MODEL_SEEDS: readonly ClubModelSeed[] = [
  ...TITLEIST_MODELS,
  ...CALLAWAY_MODELS,
  ...TAYLORMADE_MODELS,
  ...PING_MODELS,
  ...COBRA_MODELS,
  ...MIZUNO_MODELS,
  ...SRIXON_MODELS,
  ...CLEVELAND_MODELS,
  ...ODYSSEY_MODELS,
  ...SCOTTY_CAMERON_MODELS,
  ...WILSON_MODELS,
  ...BRIDGESTONE_MODELS,
  ...PXG_MODELS,
  ...HONMA_MODELS,
  ...BEN_HOGAN_MODELS,
  ...TOUR_EDGE_MODELS,
]
