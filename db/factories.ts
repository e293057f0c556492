/**
 * Factories that write real rows. db/seed.ts builds the demo marketplace with these, and tests
 * build their fixtures with them, so demo data and test data cannot drift apart.
 */
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { conditionFromGrades, type Grades } from '~/catalog/condition/grades'
import { EMPTY_SPECS, type Specs } from '~/catalog/passport/passport'
import { saveSpecs } from '~/catalog/passport/specs.server'
import type { Condition, Subcategory } from '~/catalog/taxonomy'
import type { DatabaseOrTransaction } from '~/platform/db.server'
import {
  accounts,
  golferProfiles,
  modelSales,
  orders,
  priceGuides,
  productSpecs,
  products,
  profiles,
  type ShippingAddress,
  users,
  wantedClubs,
} from './schema'

type NewProduct = typeof products.$inferInsert
type NewProfile = typeof profiles.$inferInsert
type NewGolferProfile = typeof golferProfiles.$inferInsert
type NewWantedClub = typeof wantedClubs.$inferInsert

let sequence = 0
/** A short unique suffix for e-mail addresses and names in tests. */
export function uniqueSuffix() {
  sequence += 1
  return `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`
}

export interface UserInput {
  email?: string
  name?: string
  /** Stored as a slow hash in accounts.password, exactly as a sign-up would. */
  password?: string
  emailVerified?: boolean
  createdAt?: Date
}

/** A user who can sign in with e-mail and password (when `password` is given). */
export async function createUser(db: DatabaseOrTransaction, input: UserInput = {}) {
  const email = (input.email ?? `user-${uniqueSuffix()}@example.test`).toLowerCase()
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: input.name ?? 'Test User',
      emailVerified: input.emailVerified ?? true,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning()
  if (!user) throw new Error('user insert returned nothing')
  if (input.password) {
    await db.insert(accounts).values({
      userId: user.id,
      accountId: user.id,
      providerId: 'credential',
      password: await hashPassword(input.password),
    })
  }
  return user
}

export type ProfileInput = Partial<Omit<NewProfile, 'id'>>

/** A complete profile (SPEC §4: name, surname, email, area code, phone number and user type). */
export async function createProfile(db: DatabaseOrTransaction, userId: string, input: ProfileInput = {}) {
  const [profile] = await db
    .insert(profiles)
    .values({
      id: userId,
      name: 'Alex',
      surname: 'Fairway',
      email: `profile-${uniqueSuffix()}@example.test`,
      areaCode: '+34',
      phoneNumber: '612345678',
      city: 'Madrid',
      postalCode: '28001',
      userType: 'both',
      // A seller says whether they sell as a business or as a private person (issue #14).
      sellerKind: input.userType === 'buyer' ? null : 'private',
      sportsInterests: ['clubs'],
      language: 'en',
      ...input,
    })
    .returning()
  if (!profile) throw new Error('profile insert returned nothing')
  return profile
}

export interface SellerInput extends UserInput {
  profile?: ProfileInput
}

/** A user with a complete seller profile. */
export async function createSeller(db: DatabaseOrTransaction, input: SellerInput = {}) {
  const user = await createUser(db, input)
  const profile = await createProfile(db, user.id, {
    email: user.email,
    userType: 'seller',
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    ...input.profile,
  })
  return { user, profile }
}

export type ProductInput = Partial<NewProduct> & { sellerId: string | null }

/** A listing that passes every browse visibility rule unless the input says otherwise. */
export function buildProduct(input: ProductInput): NewProduct {
  const subcategory: Subcategory = (input.subcategory as Subcategory | undefined) ?? 'clubs'
  const condition: Condition = (input.condition as Condition | undefined) ?? 'Good'
  return {
    name: 'Ping G430 Max Driver 10.5°',
    brand: 'Ping',
    condition,
    size: subcategory === 'clubs' ? 'Right-Handed' : null,
    price: 24_900,
    originalPrice: 54_900,
    images: ['products/fixture.webp'],
    category: 'golf',
    subcategory,
    description: 'Well looked after, always kept in a headcover. Comes with the original wrench.',
    location: 'Madrid',
    shippingOptions: ['standard', 'collection'],
    status: 'active',
    ...input,
  }
}

export async function createProduct(db: DatabaseOrTransaction, input: ProductInput) {
  const [product] = await db.insert(products).values(buildProduct(input)).returning()
  if (!product) throw new Error('product insert returned nothing')
  return product
}

/** Gives a listing a passport (issue #27): the fields given, the rest not stated. */
export async function addProductSpecs(db: DatabaseOrTransaction, productId: string, specs: Partial<Specs>) {
  await saveSpecs(db, productId, { ...EMPTY_SPECS, ...specs })
}

/**
 * Grades a listing's head, shaft and grip (issue #28), its condition following from them as on
 * publishing; a listing without a passport gets one holding only the grades.
 */
export async function addProductGrades(db: DatabaseOrTransaction, productId: string, grades: Grades) {
  const values = { gradeHead: grades.head, gradeShaft: grades.shaft, gradeGrip: grades.grip }
  await db
    .insert(productSpecs)
    .values({ productId, ...values })
    .onConflictDoUpdate({ target: productSpecs.productId, set: values })
  await db
    .update(products)
    .set({ condition: conditionFromGrades(grades) })
    .where(eq(products.id, productId))
}

export const TEST_SHIPPING_ADDRESS: ShippingAddress = {
  fullName: 'Lucía Fernández',
  address: 'Calle de Alcalá 42, 3º B',
  city: 'Madrid',
  postalCode: '28014',
  country: 'Spain',
}

export interface OrderInput {
  buyerId: string
  sellerId: string
  productId: string
  /** Euro cents; 24,900 unless given. */
  totalAmount?: number
  /** 'confirmed' unless given: payment completion creates orders in that status. */
  status?: (typeof orders.$inferInsert)['status']
  shippingAddress?: ShippingAddress | null
  trackingNumber?: string | null
  carrier?: string | null
  /** The delivery method chosen at checkout (null, as on orders before issue #13, unless given). */
  shippingOption?: string | null
  /** Euro cents of it, inside totalAmount (0 unless given). */
  shippingAmount?: number
  checkoutSessionId?: string | null
  createdAt?: Date
}

/** An order of one product, as payment completion records it. */
export async function createOrder(db: DatabaseOrTransaction, input: OrderInput) {
  const [order] = await db
    .insert(orders)
    .values({
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      productId: input.productId,
      totalAmount: input.totalAmount ?? 24_900,
      status: input.status ?? 'confirmed',
      shippingAddress: input.shippingAddress === undefined ? TEST_SHIPPING_ADDRESS : input.shippingAddress,
      trackingNumber: input.trackingNumber ?? null,
      carrier: input.carrier ?? null,
      shippingOption: input.shippingOption ?? null,
      shippingAmount: input.shippingAmount ?? 0,
      checkoutSessionId: input.checkoutSessionId ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning()
  if (!order) throw new Error('order insert returned nothing')
  return order
}

export interface PriceGuideInput {
  clubModelId: string
  condition?: Condition
  /** Euro cents; 18,000 / 21,000 / 24,000 unless given. */
  low?: number
  typical?: number
  high?: number
  sampleSize?: number
  firstSaleAt?: Date | null
  lastSaleAt?: Date | null
  estimate?: boolean
  computedAt?: Date
}

/**
 * A price guide row (issue #29) as the guide job writes it: tests of the pricing help read the
 * guide without running the job. Replaces the model's row for that condition.
 */
export async function createPriceGuide(db: DatabaseOrTransaction, input: PriceGuideInput) {
  const sampleSize = input.sampleSize ?? 12
  const row = {
    clubModelId: input.clubModelId,
    condition: input.condition ?? 'Good',
    low: input.low ?? 18_000,
    typical: input.typical ?? 21_000,
    high: input.high ?? 24_000,
    sampleSize,
    firstSaleAt: input.firstSaleAt === undefined ? new Date(Date.UTC(2026, 4, 1)) : input.firstSaleAt,
    lastSaleAt: input.lastSaleAt === undefined ? new Date(Date.UTC(2026, 9, 1)) : input.lastSaleAt,
    estimate: input.estimate ?? sampleSize < 5,
    computedAt: input.computedAt ?? new Date(),
  }
  const [guide] = await db
    .insert(priceGuides)
    .values(row)
    .onConflictDoUpdate({ target: [priceGuides.clubModelId, priceGuides.condition], set: row })
    .returning()
  if (!guide) throw new Error('price guide insert returned nothing')
  return guide
}

/** One completed sale of a catalogue model (model_sales), for an existing order. */
export async function createModelSale(
  db: DatabaseOrTransaction,
  input: { orderId: string; clubModelId: string; condition?: Condition; amount: number; soldAt: Date },
) {
  await db.insert(modelSales).values({ condition: 'Good', ...input })
}

/** A small deterministic random generator (mulberry32), so the demo is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}

/** A golfer's fitting data (issue #30); fields not given stay empty. */
export async function createGolferProfile(
  db: DatabaseOrTransaction,
  userId: string,
  input: Partial<Omit<NewGolferProfile, 'userId'>> = {},
) {
  const [row] = await db
    .insert(golferProfiles)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: golferProfiles.userId, set: { ...input } })
    .returning()
  return row!
}

/** A "wanted" request: the golfer's set of a catalogue model and the clubs it lacks (issue #30). */
export async function createWantedClub(
  db: DatabaseOrTransaction,
  input: Omit<NewWantedClub, 'id' | 'createdAt' | 'updatedAt'>,
) {
  const [row] = await db.insert(wantedClubs).values(input).returning()
  return row!
}
