/**
 * The fixed vocabulary of the catalogue (SPEC §3 "Enumerations", §9). Isomorphic: used by the
 * navigation, the wizard, browse, the seed and the tests alike.
 */
import type { MessageKey } from '~/i18n'

export const ACTIVE_CATEGORY = 'golf' as const

/** Category pages exist for all five sports; only golf has listings. */
export const CATEGORIES = ['golf', 'tennis', 'padel', 'hockey', 'cycling'] as const
export type Category = (typeof CATEGORIES)[number]

export const CATEGORY_EMOJI: Record<Category, string> = {
  golf: '⛳',
  tennis: '🎾',
  padel: '🏓',
  hockey: '🏑',
  cycling: '🚴',
}
export const DEFAULT_CATEGORY_EMOJI = '🏃'

export function isCategory(value: unknown): value is Category {
  return CATEGORIES.includes(value as Category)
}

export const SUBCATEGORIES = [
  'clubs',
  'bags-trolleys',
  'accessories',
  'clothing-apparel',
  'shoes',
  'electronics',
  'training-aids',
] as const
export type Subcategory = (typeof SUBCATEGORIES)[number]

export function isSubcategory(value: unknown): value is Subcategory {
  return SUBCATEGORIES.includes(value as Subcategory)
}

/** Browse page title and navigation label per subcategory. */
export const SUBCATEGORY_TITLE_KEY: Record<Subcategory, MessageKey> = {
  clubs: 'catalog.subcategory.clubs',
  'bags-trolleys': 'catalog.subcategory.bags-trolleys',
  accessories: 'catalog.subcategory.accessories',
  'clothing-apparel': 'catalog.subcategory.clothing-apparel',
  shoes: 'catalog.subcategory.shoes',
  electronics: 'catalog.subcategory.electronics',
  'training-aids': 'catalog.subcategory.training-aids',
}

/** Size options per subcategory; an empty list means the item has no size. */
export const SIZE_OPTIONS: Record<Subcategory, readonly string[]> = {
  clubs: ["Men's", "Women's", 'Junior', 'Left-Handed', 'Right-Handed'],
  'bags-trolleys': ['Cart', 'Stand', 'Travel', 'Staff', 'Push Trolley', 'Electric Trolley'],
  accessories: [],
  'clothing-apparel': ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
  shoes: ['6', '7', '8', '9', '10', '11', '12', '13', '14'],
  electronics: [],
  'training-aids': [],
}

/** Interest ids offered on profile completion: the seven subcategories plus all-golf. */
export const INTERESTS = [...SUBCATEGORIES, 'all-golf'] as const
export type Interest = (typeof INTERESTS)[number]

export const CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor'] as const
export type Condition = (typeof CONDITIONS)[number]

/** A stored condition as the type says (undefined for anything else). */
export function conditionOf(value: string): Condition | undefined {
  return CONDITIONS.find((condition) => condition === value)
}

export const CONDITION_KEY: Record<Condition, MessageKey> = {
  New: 'catalog.condition.new',
  'Like New': 'catalog.condition.likeNew',
  Good: 'catalog.condition.good',
  Fair: 'catalog.condition.fair',
  Poor: 'catalog.condition.poor',
}

export const SHIPPING_OPTIONS = ['standard', 'express', 'collection', 'meet'] as const
export type ShippingOption = (typeof SHIPPING_OPTIONS)[number]

/**
 * SPEC §9: costs and delivery times. Euros everywhere, the wizard too (docs/spec-deviations.md):
 * these are the amounts charged at checkout.
 */
export const SHIPPING_OPTION_DETAILS: Record<
  ShippingOption,
  { costCents: number; labelKey: MessageKey; timeKey: MessageKey }
> = {
  standard: {
    costCents: 399,
    labelKey: 'catalog.shipping.standard',
    timeKey: 'catalog.shipping.standardTime',
  },
  express: { costCents: 699, labelKey: 'catalog.shipping.express', timeKey: 'catalog.shipping.expressTime' },
  collection: {
    costCents: 0,
    labelKey: 'catalog.shipping.collection',
    timeKey: 'catalog.shipping.collectionTime',
  },
  meet: { costCents: 0, labelKey: 'catalog.shipping.meet', timeKey: 'catalog.shipping.meetTime' },
}

/** The 28 brands offered as suggestions (SPEC §9). */
export const BRANDS = [
  'Titleist',
  'Callaway',
  'TaylorMade',
  'Ping',
  'Cobra',
  'Mizuno',
  'Srixon',
  'Cleveland',
  'Odyssey',
  'Scotty Cameron',
  'Wilson',
  'Bridgestone',
  'PXG',
  'Honma',
  'Ben Hogan',
  'Tour Edge',
  'Adams',
  'Nike',
  'Adidas',
  'Puma',
  'FootJoy',
  'Under Armour',
  'ECCO',
  'Sun Mountain',
  'Motocaddy',
  'Big Max',
  'Bushnell',
  'Garmin',
] as const

/** The eight brands shown as popular chips. */
export const POPULAR_BRANDS = [
  'Titleist',
  'Callaway',
  'TaylorMade',
  'Ping',
  'Cobra',
  'Mizuno',
  'Srixon',
  'Odyssey',
] as const

/** Model suggestions for six brands (four are shown). */
export const MODEL_SUGGESTIONS: Record<string, readonly string[]> = {
  Titleist: ['TSR2 Driver', 'T100 Irons', 'Vokey SM10 Wedge', 'Pro V1 Balls', 'Scotty Cameron Newport'],
  Callaway: ['Paradym Driver', 'Apex Irons', 'Jaws Raw Wedge', 'Rogue ST Fairway', 'Chrome Soft Balls'],
  TaylorMade: ['Qi10 Driver', 'P790 Irons', 'Stealth 2 Fairway', 'Spider Tour Putter', 'TP5 Balls'],
  Ping: ['G430 Driver', 'i230 Irons', 'Blueprint S Irons', 'Anser Putter', 'Hoofer Stand Bag'],
  Cobra: ['Darkspeed Driver', 'Aerojet Irons', 'King Tec Hybrid', 'LTDx Fairway'],
  Mizuno: ['JPX 923 Irons', 'Pro 243 Irons', 'ST-Z 230 Driver', 'T24 Wedge'],
}
export const MODEL_SUGGESTIONS_SHOWN = 4
export const BRAND_SUGGESTIONS_SHOWN = 10

/** Words that mark a listing as a placeholder; such listings never appear in browse (SPEC §5). */
export const PLACEHOLDER_NAME_WORDS = ['placeholder', 'demo', 'test', 'sample', 'dummy', 'example'] as const
