/**
 * The listing wizard's form (SPEC §3 "Draft listing form") and its rules (SPEC §4 "Wizard", §5
 * "Wizard step completion", §9). Isomorphic: the wizard decides with these whether Next is enabled,
 * and the server validates a publish and reads a draft with the very same schemas.
 */
import { z } from 'zod'
import { conditionFromGrades } from '~/catalog/condition/grades'
import {
  completeGrades,
  EMPTY_GRADES_FORM,
  type GradesForm,
  isGradedSubcategory,
  parseGrades,
  toGradesForm,
} from '~/catalog/condition/grades-form'
import {
  EXTRA_PHOTO,
  type ImageSlot,
  isPhotoSlot,
  missingRequiredSlots,
  type PhotoSlot,
  photoSlotsFor,
  type SlotRequirement,
} from '~/catalog/condition/photo-slots'
import { CLUB_TYPES, type ClubType } from '~/catalog/passport/facet-values'
import {
  EMPTY_SPECS_FORM,
  type ModificationForm,
  parseSpecs,
  type Specs,
  type SpecsForm,
} from '~/catalog/passport/passport'
import { MODIFICATION_KINDS, type Player } from '~/catalog/passport/vocabulary'
import {
  ACTIVE_CATEGORY,
  CONDITIONS,
  type Condition,
  SHIPPING_OPTIONS,
  type ShippingOption,
  SUBCATEGORIES,
} from '~/catalog/taxonomy'
import type { MessageKey } from '~/i18n'
import { key } from '~/ui/form'
import { MAX_AMOUNT_CENTS } from '~/ui/money'
import { PLAYER_SIZE } from './club-size'
import { MAX_PHOTOS } from './photo-rules'
import { sizeOptions } from './suggestions'

export const WIZARD_STEPS = ['category', 'details', 'photos', 'pricing', 'shipping', 'review'] as const
export type WizardStep = (typeof WIZARD_STEPS)[number]
/** 1-based, as the spec and the "Step x of y" line count them. */
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6
export const STEP_COUNT = WIZARD_STEPS.length

export const STEP_TITLE_KEY: Record<WizardStep, MessageKey> = {
  category: 'wizard.step.category',
  details: 'wizard.step.details',
  photos: 'wizard.step.photos',
  pricing: 'wizard.step.pricing',
  shipping: 'wizard.step.shipping',
  review: 'wizard.step.review',
}

/** What the wizard says under a disabled Next button: the step's completion rule. */
export const STEP_RULE_KEY: Record<WizardStep, MessageKey | null> = {
  category: 'wizard.rule.category',
  details: 'wizard.rule.details',
  photos: 'wizard.rule.photos',
  pricing: 'wizard.rule.pricing',
  shipping: 'wizard.rule.shipping',
  review: null,
}

export const MAX_NAME_LENGTH = 80
export const MAX_DESCRIPTION_LENGTH = 500
export const MAX_BRAND_LENGTH = 60
export const MAX_LOCATION_LENGTH = 100

/** SPEC §3 "Draft listing form". Money in cents; `images` are storage keys, main photo first. */
export interface ListingForm {
  category: string
  /** A subcategory id, or '' before one is chosen. */
  subcategory: string
  name: string
  brand: string
  description: string
  /** One of the subcategory's sizes, or '' for none. */
  size: string
  images: string[]
  /**
   * The guided photo slot each photo of `images` fills, at the same position ('' for an extra
   * photo; issue #28). Saved to products.image_slots.
   */
  imageSlots: ImageSlot[]
  condition: Condition
  price: number
  originalPrice: number | null
  /**
   * Euro cents: offers under this are declined automatically with a polite message (issue #29);
   * null (or absent, in forms from before it existed) for no floor. The pricing step offers it
   * pre-filled at the price guide's low value.
   */
  offerFloor?: number | null
  location: string
  shippingOptions: ShippingOption[]
  /** The passport (issue #27): strings as typed; only the subcategory's fields count. */
  specs: SpecsForm
  /** A club's head, shaft and grip grades (issue #28); its condition follows from them. */
  grades: GradesForm
  /**
   * An iron set listed as one listing per club (issue #30 item 4, "List each club separately"):
   * the price is then each club's. Absent in forms from before it existed.
   */
  splitSet?: boolean
}

/** A new listing: golf (the only sport open for listings), condition New, price 0 (SPEC §3). */
export const EMPTY_LISTING_FORM: ListingForm = {
  category: ACTIVE_CATEGORY,
  subcategory: '',
  name: '',
  brand: '',
  description: '',
  size: '',
  images: [],
  imageSlots: [],
  condition: 'New',
  price: 0,
  originalPrice: null,
  location: '',
  shippingOptions: [],
  specs: EMPTY_SPECS_FORM,
  grades: EMPTY_GRADES_FORM,
}

// ---------------------------------------------------------------------------------------------
// Step completion (SPEC §5): one schema per step; a step is complete when its schema accepts the form.

const categoryStep = z.object({
  category: z.literal(ACTIVE_CATEGORY, { message: key('wizard.error.category') }),
  subcategory: z.enum(SUBCATEGORIES, { message: key('wizard.error.subcategory') }),
})

const detailsStep = z.object({
  name: z
    .string()
    .trim()
    .min(1, key('wizard.error.nameRequired'))
    .max(MAX_NAME_LENGTH, key('wizard.error.nameTooLong')),
  brand: z
    .string()
    .trim()
    .min(1, key('wizard.error.brandRequired'))
    .max(MAX_BRAND_LENGTH, key('wizard.error.brandTooLong')),
  description: z
    .string()
    .trim()
    .min(1, key('wizard.error.descriptionRequired'))
    .max(MAX_DESCRIPTION_LENGTH, key('wizard.error.descriptionTooLong')),
  size: z.string(),
})

const photosStep = z.object({
  images: z
    .array(z.string().min(1))
    .min(1, key('wizard.error.photos'))
    .max(MAX_PHOTOS, key('wizard.error.tooManyPhotos')),
  /** An unknown slot counts as an extra photo; alignedSlots() makes it as long as `images`. */
  imageSlots: z
    .array(z.unknown())
    .optional()
    .catch([])
    .transform((slots) =>
      (slots ?? []).slice(0, MAX_PHOTOS).map((slot): ImageSlot => (isPhotoSlot(slot) ? slot : EXTRA_PHOTO)),
    ),
})

/**
 * The guided photo slots of a listing being written (issue #28), from its subcategory, club type
 * and brand: the wizard shows them and the server checks them with the same list.
 */
export function photoSlotsOfForm(form: {
  subcategory: string
  brand: string
  specs?: { clubType?: string } | null
}): SlotRequirement[] {
  const typed = form.specs?.clubType ?? ''
  const clubType = (CLUB_TYPES as readonly string[]).includes(typed) ? (typed as ClubType) : null
  return photoSlotsFor({ subcategory: form.subcategory, clubType, brand: form.brand.trim() })
}

/** `imageSlots` as long as `images`: a missing or unknown entry is an extra photo. */
export function alignedSlots(images: readonly string[], imageSlots: readonly string[]): ImageSlot[] {
  return images.map((_, index) => {
    const slot = imageSlots[index]
    return isPhotoSlot(slot) ? slot : EXTRA_PHOTO
  })
}

/** The slots to store: those of the listing's plan; any other is an extra photo. */
function slotsOfPlan(form: Parameters<typeof photoSlotProblem>[0]): ImageSlot[] {
  const plan = photoSlotsOfForm(form).map((requirement) => requirement.slot)
  return alignedSlots(form.images, form.imageSlots).map((slot) =>
    plan.includes(slot as PhotoSlot) ? slot : EXTRA_PHOTO,
  )
}

/**
 * What the photos leave missing (issue #28): a slot filled twice, or a required slot empty. The
 * serial number of the brands most often faked, when it is the one left, gets its own message.
 * Null when all is well.
 */
export function photoSlotProblem(form: {
  subcategory: string
  brand: string
  images: readonly string[]
  imageSlots: readonly string[]
  specs?: { clubType?: string } | null
}): MessageKey | null {
  const slots = alignedSlots(form.images, form.imageSlots)
  const filled = slots.filter((slot) => slot !== EXTRA_PHOTO)
  if (new Set(filled).size !== filled.length) return 'conditionPhotos.error.slotTwice'
  const missing = missingRequiredSlots(photoSlotsOfForm(form), slots)
  if (!missing.length) return null
  return missing.every((slot) => slot === 'serial')
    ? 'conditionPhotos.error.serialMissing'
    : 'conditionPhotos.error.missing'
}

/** Step 3: the photos, with every required guided slot filled. */
const photosStepWithSlots = photosStep
  .extend({
    subcategory: z.string().catch(''),
    brand: z.string().catch(''),
    specs: z.object({ clubType: z.string().catch('') }).catch({ clubType: '' }),
  })
  .superRefine((form, ctx) => {
    const problem = photoSlotProblem(form)
    if (problem) ctx.addIssue({ code: 'custom', path: ['imageSlots'], message: problem })
  })

const amount = (message: MessageKey) =>
  z.number({ message }).int(message).positive(message).max(MAX_AMOUNT_CENTS, key('wizard.error.priceTooHigh'))

const pricingStep = z.object({
  condition: z.enum(CONDITIONS, { message: key('wizard.error.condition') }),
  price: amount(key('wizard.error.price')),
  originalPrice: amount(key('wizard.error.originalPrice')).nullable(),
  // A form from before the floor existed sends none: no floor.
  offerFloor: amount(key('pricingHelp.error.floor'))
    .nullable()
    .optional()
    .transform((floor) => floor ?? null),
})

const shippingStep = z.object({
  location: z
    .string()
    .trim()
    .min(1, key('wizard.error.location'))
    .max(MAX_LOCATION_LENGTH, key('wizard.error.locationTooLong')),
  shippingOptions: z
    .array(z.enum(SHIPPING_OPTIONS, { message: key('wizard.error.shipping') }))
    .min(1, key('wizard.error.shipping')),
})

/**
 * Step 2 for clubs also needs the club type and the hand (the passport's required fields) and the
 * three grades (issue #28).
 */
const detailsStepWithPassport = detailsStep
  .extend({
    subcategory: z.string().catch(''),
    specs: z
      .object({ clubType: z.string().catch(''), hand: z.string().catch('') })
      .catch({ clubType: '', hand: '' }),
    grades: z.unknown().optional().transform(toGradesForm),
  })
  .superRefine((form, ctx) => {
    if (form.subcategory !== 'clubs') return
    if (!completeGrades(form.grades)) {
      ctx.addIssue({ code: 'custom', path: ['grades'], message: key('conditionGrades.error.required') })
    }
    if (!form.specs.clubType.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['specs.clubType'],
        message: key('passport.error.clubTypeRequired'),
      })
    }
    if (!form.specs.hand.trim()) {
      ctx.addIssue({ code: 'custom', path: ['specs.hand'], message: key('passport.error.handRequired') })
    }
  })

const STEP_SCHEMAS: Record<StepNumber, z.ZodType> = {
  1: categoryStep,
  2: detailsStepWithPassport,
  3: photosStepWithSlots,
  4: pricingStep,
  5: shippingStep,
  6: z.object({}),
}

/** SPEC §5: whether the step's completion rule holds (step 6 always does). Next is enabled only then. */
export function isStepComplete(step: StepNumber, form: ListingForm) {
  return STEP_SCHEMAS[step].safeParse(form).success
}

/** The first step whose rule does not hold (6 when all do): where a restored draft may resume at most. */
export function firstIncompleteStep(form: ListingForm): StepNumber {
  for (let step = 1; step < STEP_COUNT; step++) {
    if (!isStepComplete(step as StepNumber, form)) return step as StepNumber
  }
  return STEP_COUNT as StepNumber
}

export function isStepNumber(value: unknown): value is StepNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= STEP_COUNT
}

// ---------------------------------------------------------------------------------------------
// Publishing: every step's rule at once, plus the rules that span fields.

/**
 * The whole form as a listing; strings trimmed, no size stored as null. The passport is validated
 * with parseSpecs (errors keyed `specs.<field>`, on step 2). A club's size is its player's SPEC
 * value (app/selling/club-size.ts): the hand is no longer written into the size.
 */
export const listingSchema = categoryStep
  .extend(detailsStep.shape)
  .extend(photosStep.shape)
  .extend(pricingStep.shape)
  .extend(shippingStep.shape)
  .extend({
    specs: z.unknown().optional().transform(toSpecsForm),
    grades: z.unknown().optional(),
    splitSet: z.boolean().optional().catch(false),
  })
  .transform((form, ctx) => {
    // A club's condition follows from its grades, worked out here: the one sent is not trusted.
    const graded = parseGrades(form.subcategory, form.grades)
    if (!graded.ok) {
      for (const [field, message] of Object.entries(graded.errors)) {
        ctx.addIssue({ code: 'custom', path: [field], message })
      }
    }
    if (form.size && !sizeOptions(form.subcategory).includes(form.size)) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: key('wizard.error.size') })
    }
    if (form.offerFloor !== null && form.offerFloor > form.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['offerFloor'],
        message: key('pricingHelp.error.floorAbovePrice'),
      })
    }
    if (new Set(form.images).size !== form.images.length) {
      ctx.addIssue({ code: 'custom', path: ['images'], message: key('wizard.error.photoKey') })
    }
    const passport = parseSpecs(form.subcategory, form.specs)
    if (!passport.ok) {
      for (const [field, message] of Object.entries(passport.errors)) {
        ctx.addIssue({ code: 'custom', path: [field], message })
      }
      return z.NEVER
    }
    if (!graded.ok) return z.NEVER
    // The guided photo slots follow from the valid passport's club type (issue #28).
    const slotProblem = photoSlotProblem(form)
    if (slotProblem) {
      ctx.addIssue({ code: 'custom', path: ['imageSlots'], message: slotProblem })
      return z.NEVER
    }
    const specs: Specs = passport.specs
    const player: Player | null = specs.player
    return {
      ...form,
      imageSlots: slotsOfPlan(form),
      grades: graded.grades,
      condition: graded.grades ? conditionFromGrades(graded.grades) : form.condition,
      size: form.subcategory === 'clubs' ? (player ? PLAYER_SIZE[player] : null) : form.size || null,
      shippingOptions: [...new Set(form.shippingOptions)],
      specs,
      // Only an iron set of two clubs or more is split (issue #30 item 4); anything else is one listing.
      splitSet: Boolean(form.splitSet) && canSplitSet(specs),
    }
  })

/** Whether a passport is an iron set that "List each club separately" can split. */
export function canSplitSet(specs: { clubType: string | null; setClubs: readonly string[] | null }) {
  return specs.clubType === 'iron-set' && (specs.setClubs?.length ?? 0) >= 2
}

export type ListingInput = z.output<typeof listingSchema>

/** Which step holds a field, so that a refused publish can send the seller back to it. */
export const STEP_OF_FIELD: Record<string, StepNumber> = {
  category: 1,
  subcategory: 1,
  name: 2,
  brand: 2,
  description: 2,
  size: 2,
  images: 3,
  imageSlots: 3,
  condition: 4,
  price: 4,
  originalPrice: 4,
  offerFloor: 4,
  location: 5,
  shippingOptions: 5,
}

/** The first step holding one of the fields in `errors` (where a refused save sends the seller). */
export function stepOfErrors(errors: Record<string, unknown>): StepNumber {
  const steps = Object.keys(errors).map((field) =>
    /^(specs|grades)(\.|$)/.test(field) ? 2 : (STEP_OF_FIELD[field] ?? 1),
  )
  return Math.min(...steps, STEP_COUNT) as StepNumber
}

/** The wizard's form arrives as JSON in one field; drafts and listings are small. */
export const MAX_LISTING_FORM_BYTES = 32 * 1024

/** The wizard posts its form as JSON in one field, `listing`; null when it is missing or not JSON. */
export function readListingField(formData: FormData): unknown {
  const text = formData.get('listing')
  if (typeof text !== 'string') return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------------
// Reading a stored draft: whatever the JSON holds, a usable form comes out (a field that does not
// fit falls back to its empty value, texts are cut to their limits).

const cut = (max: number) =>
  z
    .string()
    .transform((text) => text.slice(0, max))
    .catch('')

const storedFormSchema = z.object({
  category: z.literal(ACTIVE_CATEGORY).catch(ACTIVE_CATEGORY),
  subcategory: z.union([z.enum(SUBCATEGORIES), z.literal('')]).catch(''),
  name: cut(MAX_NAME_LENGTH),
  brand: cut(MAX_BRAND_LENGTH),
  description: cut(MAX_DESCRIPTION_LENGTH),
  size: cut(40),
  images: z
    .array(z.string().max(200))
    .transform((keys) => keys.slice(0, MAX_PHOTOS))
    .catch([]),
  imageSlots: z.array(z.unknown()).catch([]),
  condition: z.enum(CONDITIONS).catch('New'),
  price: z.number().int().min(0).max(MAX_AMOUNT_CENTS).catch(0),
  originalPrice: z.number().int().positive().max(MAX_AMOUNT_CENTS).nullable().catch(null),
  // Absent in drafts from before the floor: left absent (no floor); anything else unusable: none.
  offerFloor: z.number().int().positive().max(MAX_AMOUNT_CENTS).nullable().optional().catch(null),
  location: cut(MAX_LOCATION_LENGTH),
  shippingOptions: z
    .array(z.enum(SHIPPING_OPTIONS))
    .transform((options) => [...new Set(options)])
    .catch([]),
  specs: z.unknown().optional().transform(toSpecsForm),
  grades: z.unknown().optional().transform(toGradesForm),
  splitSet: z.boolean().optional().catch(undefined),
})

/** A typed spec: kept as typed (the server says what is wrong), cut to a sane length. */
const specText = cut(120)
const specFlag = z.boolean().catch(false)

const modificationFormSchema = z.object({
  kind: cut(40),
  amount: cut(20),
  detail: specText,
})

const specsFormSchema = z.object({
  clubModelId: cut(40),
  modelName: specText,
  clubType: cut(40),
  hand: cut(20),
  player: cut(20),
  loft: cut(20),
  clubLofts: z
    .record(z.string().max(4), z.string().max(20))
    .transform((lofts) => Object.fromEntries(Object.entries(lofts).slice(0, 30)))
    .catch({}),
  lie: cut(20),
  lieLabel: cut(20),
  pingDot: cut(20),
  length: cut(20),
  shaftMaterial: cut(20),
  shaftModel: specText,
  flex: cut(10),
  gripModel: specText,
  gripSize: cut(20),
  setMakeup: specText,
  modelYear: cut(10),
  headcover: specFlag,
  adjustmentTool: specFlag,
  certificate: specFlag,
  bounce: cut(20),
  grind: specText,
  putterHead: cut(20),
  shoeSize: cut(20),
  shoeSpikes: cut(20),
  shoeWidth: cut(20),
  clothingFit: cut(20),
  bagDividers: cut(20),
  bagWeight: cut(20),
  trolleyBattery: cut(20),
  electronicsType: cut(40),
  slopeMode: specFlag,
  ballModel: specText,
  ballQuantity: cut(20),
  ballGrade: cut(20),
  modifications: z
    .array(z.unknown())
    .transform((items) =>
      items
        .slice(0, MODIFICATION_KINDS.length)
        .map(
          (item): ModificationForm =>
            modificationFormSchema.catch({ kind: '', amount: '', detail: '' }).parse(item ?? {}),
        ),
    )
    .catch([]),
})

/** A passport form from stored or sent JSON data: a field that does not fit falls back; never throws. */
export function toSpecsForm(value: unknown): SpecsForm {
  const parsed = specsFormSchema.safeParse(value && typeof value === 'object' ? value : {})
  return parsed.success ? parsed.data : { ...EMPTY_SPECS_FORM, modifications: [] }
}

/** A listing form from stored or sent JSON data; never throws. */
export function toListingForm(value: unknown): ListingForm {
  const parsed = storedFormSchema.safeParse(value && typeof value === 'object' ? value : {})
  if (!parsed.success) return { ...EMPTY_LISTING_FORM }
  return withGradedCondition({
    ...parsed.data,
    ...withoutRepeats(parsed.data.images, parsed.data.imageSlots),
  })
}

/** The form with a graded club's condition following from its grades (issue #28). */
export function withGradedCondition(form: ListingForm): ListingForm {
  if (!isGradedSubcategory(form.subcategory)) return form
  const grades = completeGrades(form.grades)
  return grades ? { ...form, condition: conditionFromGrades(grades) } : form
}

/** The photos once each, each keeping its slot (a slot named twice stays with its first photo). */
function withoutRepeats(keys: readonly string[], slots: readonly unknown[]) {
  const images: string[] = []
  const imageSlots: ImageSlot[] = []
  const taken = new Set<string>()
  keys.forEach((image, index) => {
    if (images.includes(image)) return
    const slot = slots[index]
    const kept = isPhotoSlot(slot) && !taken.has(slot) ? slot : EXTRA_PHOTO
    if (kept) taken.add(kept)
    images.push(image)
    imageSlots.push(kept)
  })
  return { images, imageSlots }
}

/** The form with only the photos `keep` accepts, each keeping its slot. */
export function keepPhotos(form: ListingForm, keep: (key: string) => boolean): ListingForm {
  const slots = alignedSlots(form.images, form.imageSlots)
  const kept = form.images.flatMap((image, index) => (keep(image) ? [[image, slots[index]!] as const] : []))
  return { ...form, images: kept.map(([image]) => image), imageSlots: kept.map(([, slot]) => slot) }
}
