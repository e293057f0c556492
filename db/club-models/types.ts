/**
 * The format of the club model catalogue's seed rows (issue #27, docs/decisions/0050). Each row
 * is written from the maker's own published spec sheet or catalogue page and cites it.
 */
import type { ClubModelHead, ClubModelShaft } from '../../app/catalog/passport/club-model'
import type { CatalogueConfidence, ClubType, SetClub } from '../../app/catalog/passport/vocabulary'

export interface ClubModelSeed {
  /** As SPEC §9's brand list spells it ("TaylorMade", "Ping", "Scotty Cameron"). */
  brand: string
  /** The maker's model name without the club type ("Stealth 2", "T100", "Vokey SM10"). */
  model: string
  clubType: ClubType
  releaseYear: number
  /** Other ways golfers write it, lower case ("tsr 2", "g 430"); the model itself is implied. */
  aliases?: string[]
  heads: ClubModelHead[]
  shafts: ClubModelShaft[]
  /** An iron set's stock make-up, in bag order. */
  stockSet?: SetClub[]
  /** The maker's spec sheet or catalogue page the figures come from. */
  source: { url: string; title: string }
  confidence: CatalogueConfidence
  notes?: string
  /**
   * The maker's recommended retail price in the euro area at launch (issue #29: the price guide's
   * fallback estimate), in euro cents, with the maker's page or press release that states it.
   * Left out when no such source was found: a guessed price would make a wrong estimate.
   */
  launchPrice?: { cents: number; source: { url: string; title: string } }
}
