/**
 * The listing wizard's form (SPEC §3 "Draft listing form") and its rules (SPEC §4 "Wizard", §5
 * "Wizard step completion", §9). Isomorphic: the wizard decides with these whether Next is enabled,
 * and the server validates a publish and reads a draft with the very same schemas.
 */
import { z } from 'zod'
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
  condition: 'New',
  price: 0,
  originalPrice: null,
  location: '',
  shippingOptions: [],
  specs: EMPTY_SPECS_FORM,
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

/** Step 2 for clubs also needs the club type and the hand (the passport's required fields). */
const detailsStepWithPassport = detailsStep
  .extend({
    subcategory: z.string().catch(''),
    specs: z
      .object({ clubType: z.string().catch(''), hand: z.string().catch('') })
      .catch({ clubType: '', hand: '' }),
  })
  .superRefine((form, ctx) => {
    if (form.subcategory !== 'clubs') return
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
  3: photosStep,
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
  .extend({ specs: z.unknown().optional().transform(toSpecsForm) })
  .transform((form, ctx) => {
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
    const specs: Specs = passport.specs
    const player: Player | null = specs.player
    return {
      ...form,
      size: form.subcategory === 'clubs' ? (player ? PLAYER_SIZE[player] : null) : form.size || null,
      shippingOptions: [...new Set(form.shippingOptions)],
      specs,
    }
  })

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
    field === 'specs' || field.startsWith('specs.') ? 2 : (STEP_OF_FIELD[field] ?? 1),
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
    .transform((keys) => [...new Set(keys)].slice(0, MAX_PHOTOS))
    .catch([]),
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
  return parsed.success ? { ...parsed.data } : { ...EMPTY_LISTING_FORM }
}
