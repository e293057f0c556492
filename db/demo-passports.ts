/**
 * The demo marketplace's passports (issue #27): every demo club described in golf's own terms and
 * linked to its catalogue model, plus the few fields of the other gear. Keyed by the listing's
 * name in ./demo-data.ts; the values agree with each listing's name and description.
 *
 * A club names its catalogue model (the brand is the listing's); the seed looks it up by
 * clubModelSlug and, when the catalogue has it, links it and takes its stock length (for "standard
 * length" and declared cuts) and its release year. A model the catalogue lacks is kept by name:
 * the seed never fails for it.
 */
import type { ClubModelHead } from '~/catalog/passport/club-model'
import { clubModelSlug } from '~/catalog/passport/club-model-keys'
import type { Specs } from '~/catalog/passport/passport'
import type { DemoListing } from './demo-data'

export interface DemoPassport extends Partial<Omit<Specs, 'clubModelId' | 'modelName'>> {
  /** The catalogue model's name without brand or club type ("TSR2"). */
  catalogueModel?: string
  /** A model typed by hand (not in the catalogue). */
  modelName?: string
  /** The stock length of the model for this loft plus this many inches (0: standard length, −0.5: cut). */
  lengthFromStock?: number
}

export const DEMO_PASSPORTS: Record<string, DemoPassport> = {
  // Clubs
  'Titleist TSR2 Driver 10° Stiff': {
    catalogueModel: 'TSR2',
    clubType: 'driver',
    hand: 'right',
    player: 'mens',
    loft: 10,
    lengthFromStock: 0,
    shaftModel: 'Project X HZRDUS Red CB 50',
    shaftMaterial: 'graphite',
    flex: 'S',
    headcover: true,
    adjustmentTool: true,
  },
  'Ping G430 Max Driver 10.5°': {
    catalogueModel: 'G430 Max',
    clubType: 'driver',
    hand: 'right',
    player: 'mens',
    loft: 10.5,
    shaftModel: 'PING Alta CB Black',
    shaftMaterial: 'graphite',
    flex: 'R',
    gripModel: 'Golf Pride Tour Velvet',
    gripSize: 'standard',
    modifications: [{ kind: 'regripped', amount: null, detail: 'Golf Pride Tour Velvet' }],
  },
  'TaylorMade P790 Irons 4-PW': {
    catalogueModel: 'P790',
    clubType: 'iron-set',
    hand: 'right',
    player: 'mens',
    setClubs: ['4', '5', '6', '7', '8', '9', 'PW'],
    shaftModel: 'KBS Tour',
    shaftMaterial: 'steel',
    flex: 'S',
    gripModel: 'Golf Pride MCC',
    gripSize: 'standard',
  },
  'Callaway Apex 21 Irons 5-PW': {
    catalogueModel: 'Apex 21',
    clubType: 'iron-set',
    hand: 'right',
    player: 'mens',
    setClubs: ['5', '6', '7', '8', '9', 'PW'],
    shaftModel: 'True Temper Elevate 95',
    shaftMaterial: 'steel',
    flex: 'R',
  },
  'Scotty Cameron Newport 2 Putter 34"': {
    catalogueModel: 'Newport 2',
    clubType: 'putter',
    hand: 'right',
    putterHead: 'blade',
    lengthIn: 34,
    gripModel: 'Scotty Cameron Pistolini',
    headcover: true,
  },
  'Odyssey White Hot OG #7 Putter': {
    catalogueModel: 'White Hot OG #7',
    clubType: 'putter',
    hand: 'right',
    putterHead: 'mallet',
    lengthIn: 35,
  },
  'Cleveland RTX ZipCore Wedge 56°': {
    catalogueModel: 'RTX ZipCore',
    clubType: 'wedge',
    hand: 'right',
    loft: 56,
    bounce: 10,
    shaftModel: 'True Temper Dynamic Gold',
    shaftMaterial: 'steel',
  },
  'Titleist Vokey SM9 Wedge Set 50/54/58': {
    catalogueModel: 'Vokey SM9',
    clubType: 'wedge',
    hand: 'right',
    player: 'mens',
    shaftModel: 'True Temper Dynamic Gold S200',
    shaftMaterial: 'steel',
    flex: 'S',
  },
  'Cobra Darkspeed 3 Wood 15°': {
    catalogueModel: 'Darkspeed',
    clubType: 'fairway',
    hand: 'right',
    player: 'mens',
    loft: 15,
    lengthFromStock: -0.5,
    shaftModel: 'Project X HZRDUS',
    shaftMaterial: 'graphite',
    flex: 'S',
    headcover: true,
    modifications: [{ kind: 'shaft-cut', amount: 0.5, detail: null }],
  },
  'Mizuno JPX 923 Hot Metal Irons 5-GW': {
    catalogueModel: 'JPX 923 Hot Metal',
    clubType: 'iron-set',
    hand: 'right',
    player: 'womens',
    setClubs: ['5', '6', '7', '8', '9', 'PW', 'GW'],
    shaftMaterial: 'graphite',
    flex: 'L',
    lieLabel: 'standard',
  },
  'PXG 0311 P Gen6 Irons 5-PW': {
    catalogueModel: '0311 P Gen6',
    clubType: 'iron-set',
    hand: 'right',
    player: 'mens',
    setClubs: ['5', '6', '7', '8', '9', 'PW'],
    shaftModel: 'True Temper Elevate Tour',
    shaftMaterial: 'steel',
    flex: 'S',
    modifications: [{ kind: 'shaft-extended', amount: 0.5, detail: null }],
  },
  'Callaway Paradym X Driver 9°': {
    catalogueModel: 'Paradym X',
    clubType: 'driver',
    hand: 'left',
    player: 'mens',
    loft: 9,
    shaftModel: 'Aldila Ascent PL 50',
    shaftMaterial: 'graphite',
    flex: 'R',
  },
  'TaylorMade Stealth 2 Rescue 4 Hybrid': {
    catalogueModel: 'Stealth 2',
    clubType: 'hybrid',
    hand: 'right',
    player: 'mens',
    loft: 22,
    shaftModel: 'Fujikura Ventus TR Red HB',
    shaftMaterial: 'graphite',
    flex: 'R',
  },
  'Wilson Staff Junior Set (ages 9-12)': {
    modelName: 'Wilson Staff Junior Set (ages 9-12)',
    clubType: 'complete-set',
    hand: 'right',
    player: 'junior',
    setClubs: ['D', '5H', '7', '9', 'SW', 'P'],
    shaftMaterial: 'graphite',
    modelYear: 2021,
  },
  'Ping Anser 2 Putter 2023 35"': {
    catalogueModel: 'Anser 2',
    clubType: 'putter',
    hand: 'right',
    putterHead: 'blade',
    lengthIn: 35,
    gripModel: 'PING PP58',
    modelYear: 2023,
  },
  'Srixon ZX5 Mk II Irons 4-PW': {
    catalogueModel: 'ZX5 Mk II',
    clubType: 'iron-set',
    hand: 'left',
    player: 'mens',
    setClubs: ['4', '5', '6', '7', '8', '9', 'PW'],
    shaftModel: 'Nippon N.S. Pro Modus3 Tour 105',
    shaftMaterial: 'steel',
    flex: 'S',
  },
  'Titleist T200 Irons 5-PW 2023': {
    catalogueModel: 'T200',
    clubType: 'iron-set',
    hand: 'right',
    player: 'mens',
    setClubs: ['5', '6', '7', '8', '9', 'PW'],
    shaftModel: 'True Temper AMT Red',
    shaftMaterial: 'steel',
    flex: 'S',
    lieLabel: 'standard',
    modelYear: 2023,
  },
  'Ben Hogan Icon Irons 4-PW': {
    catalogueModel: 'Icon',
    clubType: 'iron-set',
    hand: 'right',
    player: 'mens',
    setClubs: ['4', '5', '6', '7', '8', '9', 'PW'],
    shaftModel: 'KBS Tour 120',
    shaftMaterial: 'steel',
    flex: 'S',
    lieLabel: 'upright',
    modifications: [{ kind: 'lie-bent', amount: 1, detail: null }],
  },
  'Honma T//World GS Fairway 5 Wood': {
    catalogueModel: 'T//World GS',
    clubType: 'fairway',
    hand: 'right',
    player: 'womens',
    loft: 18,
    shaftMaterial: 'graphite',
    flex: 'L',
    headcover: true,
  },
  'Tour Edge Exotics C723 Hybrid 19°': {
    catalogueModel: 'Exotics C723',
    clubType: 'hybrid',
    hand: 'right',
    player: 'mens',
    loft: 19,
    shaftModel: 'Project X',
    shaftMaterial: 'graphite',
    flex: 'S',
  },
  'TaylorMade Qi10 Max Driver 12°': {
    catalogueModel: 'Qi10 Max',
    clubType: 'driver',
    hand: 'right',
    player: 'mens',
    loft: 12,
    shaftModel: 'Fujikura Ventus Blue',
    shaftMaterial: 'graphite',
    flex: 'R',
    headcover: true,
  },

  // Bags and trolleys
  'Ping Hoofer Lite Stand Bag': { bagDividers: 5, bagWeightKg: 1.6 },
  'Motocaddy M5 GPS Electric Trolley': { trolleyBattery: 'lithium' },
  'Big Max Autofold X2 Push Trolley': { trolleyBattery: 'none' },
  'Titleist Players 4 StaDry Stand Bag': { bagDividers: 4 },
  'Callaway Org 14 Cart Bag': { bagDividers: 14 },
  'Sun Mountain C-130 Cart Bag': { bagDividers: 14 },
  'Ping Pioneer Monsoon Cart Bag': { bagDividers: 15 },
  'Motocaddy Cube Push Trolley': { trolleyBattery: 'none' },
  'Motocaddy S1 Electric Trolley': { trolleyBattery: 'lithium' },

  // Balls
  'Titleist Pro V1 Golf Balls (4 dozen)': {
    ballModel: 'Pro V1 (2023)',
    ballQuantity: 48,
    ballGrade: 'grade-a',
  },
  'Srixon Z-Star Golf Balls (2 dozen)': { ballModel: 'Z-Star', ballQuantity: 24, ballGrade: 'new' },
  'Callaway Chrome Soft Balls (3 dozen) Yellow': {
    ballModel: 'Chrome Soft Yellow',
    ballQuantity: 36,
    ballGrade: 'grade-a',
  },
  'Titleist AVX Golf Balls (3 dozen)': { ballModel: 'AVX', ballQuantity: 36, ballGrade: 'new' },

  // Shoes: the listing's size is a UK size; the passport gives the EU size.
  'FootJoy Premiere Series Packard': { shoeSizeEu: 43, shoeSpikes: 'spiked' },
  'ECCO Biom H4 Golf Shoes': { shoeSizeEu: 44.5, shoeSpikes: 'spikeless' },
  'Adidas Tour360 22 Spiked Shoes': { shoeSizeEu: 42, shoeSpikes: 'spiked' },
  'Puma Phantomcat Nitro': { shoeSizeEu: 46, shoeSpikes: 'spikeless', shoeWidth: 'narrow' },
  'Nike Air Zoom Infinity Tour NEXT%': { shoeSizeEu: 41, shoeSpikes: 'spikeless' },
  'FootJoy HyperFlex Boa': { shoeSizeEu: 47, shoeSpikes: 'spiked' },
  'ECCO Golf Tray Leather': { shoeSizeEu: 44.5, shoeSpikes: 'spikeless' },
  'Under Armour HOVR Drive Spikeless': { shoeSizeEu: 39, shoeSpikes: 'spikeless' },
  'Adidas Codechaos 22 Boa': { shoeSizeEu: 48.5, shoeSpikes: 'spikeless' },
  'Puma Ignite Elevate Golf Shoes': { shoeSizeEu: 49.5 },
  'FootJoy Fuel Sport Spikeless': { shoeSizeEu: 42, shoeSpikes: 'spikeless' },

  // Electronics
  'Bushnell Pro XE Laser Rangefinder': { electronicsType: 'rangefinder', slopeMode: true },
  'Garmin Approach S62 GPS Watch': { electronicsType: 'gps-watch' },
  'Garmin Approach R10 Launch Monitor': { electronicsType: 'launch-monitor' },
  'Bushnell Phantom 2 GPS': { electronicsType: 'gps-handheld' },
  'Garmin Approach Z82 Rangefinder': { electronicsType: 'rangefinder', slopeMode: true },
  'Bushnell Tour V5 Rangefinder': { electronicsType: 'rangefinder', slopeMode: false },
  'Garmin Approach G12 GPS Clip': { electronicsType: 'gps-handheld' },
  'Garmin Approach S44 Watch': { electronicsType: 'gps-watch' },
  'Bushnell Tour V6 Shift Rangefinder': { electronicsType: 'rangefinder', slopeMode: true },
}

/** What the seed knows of a catalogue model to link a demo club to it. */
export interface DemoCatalogueModel {
  id: string
  releaseYear: number
  heads: ClubModelHead[]
}

/** The catalogue slug a demo club links to, or null (typed by hand, or not a club). */
export function demoModelSlug(listing: DemoListing, passport: DemoPassport): string | null {
  if (!passport.catalogueModel || !passport.clubType) return null
  return clubModelSlug(listing.brand, passport.catalogueModel, passport.clubType)
}

/**
 * A demo passport as stored specs: linked to its catalogue model when `model` is found (its stock
 * length and release year fill in what the listing implies), else kept by name.
 */
export function demoSpecs(
  listing: DemoListing,
  passport: DemoPassport,
  model: DemoCatalogueModel | null,
): Partial<Specs> {
  const { catalogueModel, modelName, lengthFromStock, ...specs } = passport
  const result: Partial<Specs> = { ...specs }
  if (catalogueModel && model) {
    result.clubModelId = model.id
    result.modelYear ??= model.releaseYear
    if (lengthFromStock !== undefined && result.lengthIn === undefined) {
      const heads = model.heads.filter((head) => !head.club)
      const head = heads.find((h) => h.loft === passport.loft) ?? heads[0]
      if (head?.lengthIn) result.lengthIn = head.lengthIn + lengthFromStock
    }
  } else if (catalogueModel) {
    result.modelName = `${listing.brand} ${catalogueModel}`
  } else if (modelName) {
    result.modelName = modelName
  }
  return result
}
