/**
 * A catalogue model's stock specs as stored in club_models (issue #27). Isomorphic: the wizard
 * prefills from it and the product page compares a listing with it.
 */
import type { CatalogueConfidence, ClubType, Flex, SetClub, ShaftMaterial } from './vocabulary'

/** One stock head: a loft on offer (a driver's 9°, 10.5°, 12°), or one club of a set. */
export interface ClubModelHead {
  /** The club of a set ("7", "PW"); absent for a single club's loft options. */
  club?: SetClub
  /** Degrees. */
  loft: number
  /** Degrees, where published. */
  lie?: number
  /** Inches, where published. */
  lengthIn?: number
  /** Inches, where published. */
  offsetIn?: number
  /** Wedges: degrees of bounce and the grind's name. */
  bounce?: number
  grind?: string
}

/** A stock shaft and the flexes it is offered in. */
export interface ClubModelShaft {
  model: string
  material: ShaftMaterial
  flexes: Flex[]
}

/** A catalogue model as the wizard and the product page read it. */
export interface ClubModel {
  id: string
  brand: string
  model: string
  clubType: ClubType
  releaseYear: number
  heads: ClubModelHead[]
  shafts: ClubModelShaft[]
  stockSet: SetClub[] | null
  sourceUrl: string
  sourceTitle: string
  confidence: CatalogueConfidence
}
