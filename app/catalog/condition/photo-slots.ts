/**
 * Guided photo slots (issue #28): the shots a buyer needs to judge a used item, per club type and
 * per other subcategory, the first being the Main Photo. A listing keeps its photos in
 * `products.images` (main photo first) and, at the same positions, the slot each photo fills in
 * `products.image_slots` ('' for an extra photo). Isomorphic: the wizard shows the slots and the
 * server refuses a publish that misses a required one, with the same lists.
 */
import { compactKey } from '../passport/club-model-keys'
import type { ClubType } from '../passport/facet-values'
import type { Subcategory } from '../taxonomy'
import type { GradedComponent } from './grades'

export const PHOTO_SLOTS = [
  // clubs
  'sole',
  'face',
  'crown',
  'toe',
  'shaft-label',
  'grip',
  'set-spread',
  'face-7-iron',
  'soles',
  'face-grooves',
  'top-line',
  'serial',
  // other subcategories
  'front',
  'back',
  'top',
  'detail',
  'label',
  'outsoles',
  'screen',
  'included',
] as const
export type PhotoSlot = (typeof PHOTO_SLOTS)[number]

/** What `image_slots` holds for a photo that fills no slot (an extra photo). */
export const EXTRA_PHOTO = '' as const
export type ImageSlot = PhotoSlot | typeof EXTRA_PHOTO

export function isPhotoSlot(value: unknown): value is PhotoSlot {
  return PHOTO_SLOTS.includes(value as PhotoSlot)
}

/** A type's slots in the order shown (the first is the Main Photo) and how many are required. */
export interface SlotPlan {
  slots: readonly PhotoSlot[]
  /** The first `required` slots must be filled. */
  required: number
}

const WOOD: SlotPlan = { slots: ['sole', 'face', 'crown', 'toe', 'shaft-label', 'grip'], required: 3 }

export const CLUB_SLOT_PLANS: Record<ClubType, SlotPlan> = {
  driver: WOOD,
  fairway: WOOD,
  hybrid: WOOD,
  utility: WOOD,
  'iron-set': { slots: ['set-spread', 'face-7-iron', 'soles', 'shaft-label', 'grip'], required: 3 },
  'complete-set': { slots: ['set-spread', 'face-7-iron', 'soles', 'shaft-label', 'grip'], required: 2 },
  iron: { slots: ['face', 'sole', 'shaft-label', 'grip'], required: 2 },
  wedge: { slots: ['face-grooves', 'sole', 'shaft-label', 'grip'], required: 2 },
  putter: { slots: ['face', 'top-line', 'sole', 'grip'], required: 3 },
}

/** Clubs whose type is not known yet (a listing from before the passport). */
const CLUB_UNKNOWN: SlotPlan = { slots: ['face', 'sole', 'grip'], required: 1 }

export const SUBCATEGORY_SLOT_PLANS: Record<Exclude<Subcategory, 'clubs'>, SlotPlan> = {
  'bags-trolleys': { slots: ['front', 'back', 'top', 'detail'], required: 2 },
  accessories: { slots: ['front', 'detail'], required: 1 },
  'clothing-apparel': { slots: ['front', 'back', 'label'], required: 2 },
  shoes: { slots: ['front', 'outsoles', 'top', 'label'], required: 2 },
  electronics: { slots: ['screen', 'back', 'included'], required: 2 },
  'training-aids': { slots: ['front', 'detail'], required: 1 },
}

/**
 * The brands most often faked (the makers' anti-counterfeiting group: Acushnet's Titleist and
 * Scotty Cameron, TaylorMade, Callaway, Ping): their club heads need a photo of the serial number.
 * Compared in lower case without spaces or hyphens, by prefix ("Titleist Vokey" is Titleist).
 */
export const SERIAL_REQUIRED_BRANDS = ['scottycameron', 'titleist', 'taylormade', 'callaway', 'ping'] as const

export function needsSerialPhoto(brand: string) {
  const key = compactKey(brand)
  return SERIAL_REQUIRED_BRANDS.some((listed) => key.startsWith(listed))
}

/** Scotty Cameron putters come with a certificate of authenticity: the wizard asks about it. */
export function asksForCertificate(brand: string, clubType: ClubType | null | undefined) {
  return clubType === 'putter' && compactKey(brand).startsWith('scottycameron')
}

export interface SlotRequirement {
  slot: PhotoSlot
  required: boolean
}

/**
 * The slots of one listing, in order, each required or not. Clubs of the listed brands add a
 * required serial-number slot after the type's required ones.
 */
export function photoSlotsFor(input: {
  subcategory: string
  clubType?: ClubType | null
  brand?: string
}): SlotRequirement[] {
  if (input.subcategory !== 'clubs') {
    const plan = SUBCATEGORY_SLOT_PLANS[input.subcategory as Exclude<Subcategory, 'clubs'>]
    if (!plan) return []
    return plan.slots.map((slot, index) => ({ slot, required: index < plan.required }))
  }
  const plan = input.clubType ? CLUB_SLOT_PLANS[input.clubType] : CLUB_UNKNOWN
  const slots = plan.slots.map((slot, index) => ({ slot, required: index < plan.required }))
  if (input.brand && needsSerialPhoto(input.brand)) {
    slots.splice(plan.required, 0, { slot: 'serial', required: true })
  }
  return slots
}

/** The required slots that `imageSlots` leaves empty, in order (empty when the photos are enough). */
export function missingRequiredSlots(
  requirements: readonly SlotRequirement[],
  imageSlots: readonly string[],
): PhotoSlot[] {
  return requirements.filter((r) => r.required && !imageSlots.includes(r.slot)).map((r) => r.slot)
}

/** The slot whose photo shows a graded component, per club type (null when the type has none). */
export function slotOfComponent(
  clubType: ClubType | null | undefined,
  component: GradedComponent,
): PhotoSlot | null {
  const plan = clubType ? CLUB_SLOT_PLANS[clubType] : CLUB_UNKNOWN
  const wanted: Record<GradedComponent, readonly PhotoSlot[]> = {
    head: ['face', 'face-7-iron', 'face-grooves'],
    shaft: ['shaft-label'],
    grip: ['grip'],
  }
  return plan.slots.find((slot) => wanted[component].includes(slot)) ?? null
}

/** Message keys of a slot's name and its one-line shooting hint. */
export function slotNameKey(slot: PhotoSlot) {
  return `conditionPhotos.slot.${slot}` as const
}
export function slotHintKey(slot: PhotoSlot) {
  return `conditionPhotos.hint.${slot}` as const
}
