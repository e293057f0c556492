import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { AREA_CODES } from '../app/accounts/locations'
import { SELLER_KINDS } from '../app/accounts/user-types'
import { ALERT_FREQUENCIES } from '../app/alerts/alert-kinds'
import { GRADE_MAX, GRADE_MIN } from '../app/catalog/condition/grades'
import type { ListingSnapshot } from '../app/catalog/condition/listing-snapshot'
import { PHOTO_SLOTS } from '../app/catalog/condition/photo-slots'
import type { ClubModelHead, ClubModelShaft } from '../app/catalog/passport/club-model'
import {
  BALL_GRADES,
  CATALOGUE_CONFIDENCES,
  CLOTHING_FITS,
  CLUB_SIZE_HAND,
  CLUB_SIZE_PLAYER,
  CLUB_TYPES,
  ELECTRONICS_TYPES,
  FLEXES,
  GRIP_SIZES,
  HANDS,
  LENGTH_RANGE_IN,
  LIE_LABELS,
  LIE_RANGE,
  MODIFICATION_KINDS,
  PLAYERS,
  PUTTER_HEADS,
  SHAFT_MATERIALS,
  SHOE_SPIKES,
  SHOE_WIDTHS,
  TROLLEY_BATTERIES,
} from '../app/catalog/passport/vocabulary'
import { ACTIVE_CATEGORY, CONDITIONS, PLACEHOLDER_NAME_WORDS, SUBCATEGORIES } from '../app/catalog/taxonomy'
import {
  DISPUTE_ACTORS,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  DISPUTE_SUBJECTS,
} from '../app/disputes/dispute-rules'
import { MESSAGE_KINDS, MESSAGE_MAX_LENGTH, OFFER_STATUSES } from '../app/messages/limits'
import { REPORT_CATEGORIES, REPORT_STATUSES, REPORT_SUBJECTS } from '../app/moderation/report-rules'
import { REVIEW_COMMENT_MAX, REVIEW_ROLES } from '../app/reviews/review-rules'

/*
 * One table per stored entity of SPEC §3, plus the tables better-auth needs.
 * Column names are the spec's field names in snake_case; money is integer cents.
 * Allowed status values are repeated in check constraints so bad data cannot be stored
 * even by a query that bypasses the domain code.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date())

// ---------------------------------------------------------------------------------------------
// Authentication (better-auth, drizzle adapter with plural table names)

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /**
     * 'admin' is the operator of the marketplace (issue #14): granted and revoked only from the
     * command line (`npm run admin`), never through the web.
     */
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** Set while the operator has suspended the account: no session, no sign-in, listings hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('user', 'admin')`)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** A slow hash (scrypt) for e-mail accounts; never the password itself. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

/** Rate-limit counters live in the database so that limits hold across server processes. */
export const rateLimits = pgTable('rate_limits', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})

// ---------------------------------------------------------------------------------------------
// Marketplace (SPEC §3)

export const USER_TYPES = ['buyer', 'seller', 'both'] as const
/**
 * Why the operator took a listing off the marketplace (issue #14): 'removed' for good, after a
 * report; 'seller-suspended' while its seller is suspended (reinstating puts it back on sale).
 */
export const MODERATION_HOLDS = ['removed', 'seller-suspended'] as const
export const PRODUCT_STATUSES = ['active', 'sold', 'pending', 'inactive'] as const
export const PRODUCT_CONDITIONS = ['New', 'Like New', 'Good', 'Fair', 'Poor'] as const
/**
 * The order lifecycle (issue #13, docs/decisions/0028-money-flow-and-order-deadlines.md):
 * pending → confirmed (paid) → shipped → delivered → completed (the seller is paid), or cancelled
 * before shipping (refunded). 'disputed' is an order the buyer reported a problem with: frozen until
 * the operator decides. 'refunded' is a completed order given back after its transfer (reversed).
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'completed',
  'disputed',
  'cancelled',
  'refunded',
] as const

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * A club's hand (player) as browse's facets read it (decision 0070): its passport's, copied onto
 * the listing by triggers, or else the one its SPEC size names (CLUB_SIZE_HAND).
 */
const sizeOrPassport = (column: string, map: Record<string, string>) =>
  sql.raw(
    `coalesce(${column}, case size ${Object.entries(map)
      .map(([size, value]) => `when '${size.replaceAll("'", "''")}' then '${value}'`)
      .join(' ')} end)`,
  )

/**
 * SPEC §5 "Browse visibility", the one definition: a listing shows in browse, search, category
 * pages and every count only when all of these hold. The database keeps the answer in the generated
 * column products.browse_visible, so every query filters on one indexed boolean and the partial
 * indexes below hold exactly the visible rows. `isBrowseVisible` in app/catalog/visibility.ts is the
 * same rule for a row already in memory; tests/integration/browse.test.ts checks that both agree.
 */
const browseVisibleExpression = sql.raw(
  [
    "status = 'active'",
    'seller_id is not null',
    `category = '${ACTIVE_CATEGORY}'`,
    `subcategory in (${SUBCATEGORIES.map((s) => `'${s}'`).join(', ')})`,
    'cardinality(images) > 0',
    'price > 0',
    // Non-empty once white space is ignored.
    "name ~ '[^[:space:]]'",
    "brand ~ '[^[:space:]]'",
    // Case-insensitive substring match of any placeholder word.
    `name !~* '${PLACEHOLDER_NAME_WORDS.join('|')}'`,
  ].join(' and '),
)

/**
 * The seller's country, from the area code of their phone number (the profile has no country
 * field): what the browse filter "seller's country" reads. AREA_CODES is the one list of codes.
 */
const countryFromAreaCodeExpression = sql.raw(
  `case area_code ${AREA_CODES.map(({ code, country }) => `when '${code}' then '${country}'`).join(' ')} end`,
)

export const profiles = pgTable(
  'profiles',
  {
    /** Same id as the user: one profile per account. */
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    surname: text('surname'),
    email: text('email'),
    /** Storage key or URL of the avatar (the spec also calls it avatar_url). */
    profilePicture: text('profile_picture'),
    phone: text('phone'),
    areaCode: text('area_code'),
    phoneNumber: text('phone_number'),
    city: text('city'),
    postalCode: text('postal_code'),
    language: text('language'),
    userType: text('user_type', { enum: USER_TYPES }),
    /** Trader or private seller; asked when the profile is one of a seller. */
    sellerKind: text('seller_kind', { enum: SELLER_KINDS }),
    sportsInterests: text('sports_interests').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** ISO code of the country of `area_code` (null without one); computed by the database. */
    country: text('country').generatedAlwaysAs(countryFromAreaCodeExpression),
  },
  (t) => [
    check(
      'profiles_user_type_check',
      sql`${t.userType} is null or ${t.userType} in (${sqlList(USER_TYPES)})`,
    ),
    check(
      'profiles_seller_kind_check',
      sql`${t.sellerKind} is null or ${t.sellerKind} in (${sqlList(SELLER_KINDS)})`,
    ),
  ],
)

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    condition: text('condition', { enum: PRODUCT_CONDITIONS }).notNull().default('New'),
    size: text('size'),
    /** Integer euro cents. */
    price: integer('price').notNull(),
    /** Integer euro cents. */
    originalPrice: integer('original_price'),
    /** Storage keys of the photos, main photo first. */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The guided photo slot (PHOTO_SLOTS, issue #28) each photo of `images` fills, at the same
     * position; '' for an extra photo. Empty for listings from before the slots (all extras).
     */
    imageSlots: text('image_slots').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Euro cents: offers below this are declined automatically with a polite message (issue #29);
     * null when the seller set no floor.
     */
    offerFloor: integer('offer_floor'),
    /** When the last price suggestion e-mail for this listing was sent (at most one a month). */
    priceHintSentAt: timestamp('price_hint_sent_at', { withTimezone: true }),
    /** Null once the seller's account is gone; such listings are not shown in browse. */
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull().default('golf'),
    subcategory: text('subcategory').notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    /** Shipping option ids chosen in the wizard (standard, express, collection, meet). */
    shippingOptions: text('shipping_options').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    viewsCount: integer('views_count').notNull().default(0),
    /**
     * Set when the operator takes the listing off the marketplace (MODERATION_HOLDS); such a listing
     * is also 'inactive', so browse, search, the cart and checkout leave it out as any unsold item.
     */
    moderationHold: text('moderation_hold', { enum: MODERATION_HOLDS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** True when the listing passes SPEC §5 browse visibility; computed by the database. */
    browseVisible: boolean('browse_visible').notNull().generatedAlwaysAs(browseVisibleExpression),
    /**
     * What search matches against (docs/decisions/0022): name, brand and description, each lower
     * case, without accents and with white space collapsed, on three lines in that order. The SQL
     * functions search_normalise and search_document are defined in migration 0004_search_and_filters.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw('search_document(name, brand, description)')),
    /*
     * The passport's golf facets (product_specs), copied by triggers on product_specs (migration
     * 0020, decision 0070) so that browse filters and counts them without joining the passport.
     * Null without a passport. Written by those triggers only.
     */
    specClubType: text('spec_club_type'),
    specHand: text('spec_hand'),
    specPlayer: text('spec_player'),
    specFlex: text('spec_flex'),
    specLoft: doublePrecision('spec_loft'),
    specShaft: text('spec_shaft'),
    specSetClubs: text('spec_set_clubs').array(),
    specModelYear: smallint('spec_model_year'),
    specModifications: smallint('spec_modifications'),
    specModelId: uuid('spec_model_id'),
    /** The hand and player browse's facets read: the passport's, or the one the club's size names. */
    clubHand: text('club_hand').generatedAlwaysAs(sizeOrPassport('spec_hand', CLUB_SIZE_HAND)),
    clubPlayer: text('club_player').generatedAlwaysAs(sizeOrPassport('spec_player', CLUB_SIZE_PLAYER)),
  },
  (t) => [
    check('products_price_check', sql`${t.price} > 0`),
    check('products_original_price_check', sql`${t.originalPrice} is null or ${t.originalPrice} > 0`),
    check('products_status_check', sql`${t.status} in (${sqlList(PRODUCT_STATUSES)})`),
    check('products_condition_check', sql`${t.condition} in (${sqlList(PRODUCT_CONDITIONS)})`),
    check('products_views_count_check', sql`${t.viewsCount} >= 0`),
    check(
      'products_image_slots_check',
      sql`cardinality(${t.imageSlots}) = 0 or cardinality(${t.imageSlots}) = cardinality(${t.images})`,
    ),
    check(
      'products_image_slots_values_check',
      sql`${t.imageSlots} <@ array[${sqlList([...PHOTO_SLOTS, ''])}]::text[]`,
    ),
    check('products_offer_floor_check', sql`${t.offerFloor} is null or ${t.offerFloor} > 0`),
    check(
      'products_moderation_hold_check',
      sql`${t.moderationHold} is null or ${t.moderationHold} in (${sqlList(MODERATION_HOLDS)})`,
    ),
    index('products_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('products_subcategory_idx').on(t.subcategory),
    index('products_seller_id_created_at_idx').on(t.sellerId, t.createdAt.desc()),
    // Photo clean-up asks whether any listing still shows a photo: images @> array[key].
    index('products_images_idx').using('gin', t.images),
    // Every word of a search is a LIKE '%word%' on the search text of visible listings.
    index('products_search_text_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.browseVisible}`),
    // Browse reads pages of visible listings in one of four orders, with or without a
    // subcategory: each order is a walk along one of these (a B-tree is read in both directions).
    index('products_browse_created_idx').on(t.createdAt, t.id).where(sql`${t.browseVisible}`),
    index('products_browse_price_idx').on(t.price, t.id).where(sql`${t.browseVisible}`),
    index('products_browse_subcategory_created_idx')
      .on(t.subcategory, t.createdAt, t.id)
      .where(sql`${t.browseVisible}`),
    index('products_browse_subcategory_price_idx')
      .on(t.subcategory, t.price, t.id)
      .where(sql`${t.browseVisible}`),
    // The counts next to browse's filters read these columns of every visible listing: an
    // index-only scan of this index reads a fifth of what the table holds (decision 0023).
    index('products_browse_facets_idx')
      .on(t.subcategory, t.condition, t.size, t.price, t.brand, t.sellerId, t.shippingOptions)
      .where(sql`${t.browseVisible}`),
    // The golf facets of visible listings (decision 0070): the filters and golf words read these.
    index('products_browse_club_type_idx').on(t.specClubType).where(sql`${t.browseVisible}`),
    index('products_browse_hand_idx').on(t.clubHand).where(sql`${t.browseVisible}`),
    index('products_browse_player_idx').on(t.clubPlayer).where(sql`${t.browseVisible}`),
    index('products_browse_flex_idx').on(t.specFlex).where(sql`${t.browseVisible}`),
    index('products_browse_loft_idx').on(t.specLoft).where(sql`${t.browseVisible}`),
    index('products_browse_shaft_idx').on(t.specShaft).where(sql`${t.browseVisible}`),
    index('products_browse_model_idx').on(t.specModelId).where(sql`${t.browseVisible}`),
  ],
)

/**
 * Every word of four or more letters that appears in a listing's search text (kept by triggers on
 * products, see migration 0004_search_and_filters): the words search corrects a typo to and
 * suggests when nothing matches (docs/decisions/0022). Words are never removed: one left from a
 * sold listing only costs a row, since every suggestion is checked against the listings.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** The word and each way of deleting one of its letters: two words one typo apart share one. */
    deletions: text('deletions').array().notNull().generatedAlwaysAs(sql.raw('search_word_deletions(word)')),
  },
  (t) => [
    index('search_words_deletions_idx').using('gin', t.deletions),
    index('search_words_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
)

/** One draft per user: the wizard's form as JSON text and the last step completed. */
export const productDrafts = pgTable(
  'product_drafts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    draftData: text('draft_data').notNull(),
    stepCompleted: integer('step_completed').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('product_drafts_step_completed_check', sql`${t.stepCompleted} between 1 and 6`)],
)

/**
 * Every listing photo a user uploads (issue #10 "Photos"): the server counts a listing's photos
 * itself (at most 8 not yet published per user), publishing attaches them to the listing, and
 * removing one in the wizard discards it. Photos discarded or never published are what the photo
 * clean-up job deletes from storage.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the listing is published with this photo. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('photo_uploads_open_idx')
      .on(t.ownerId, t.createdAt)
      .where(sql`${t.productId} is null and ${t.discardedAt} is null`),
  ],
)

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
    uniqueIndex('cart_items_user_product_idx').on(t.userId, t.productId),
  ],
)

// ---------------------------------------------------------------------------------------------
// Checkout and payments (docs/decisions/0019-checkout-payments-and-orders.md)

/** The shipping address entered at checkout (SPEC §3 "Shipping address"). */
export interface ShippingAddress {
  fullName: string
  address: string
  city: string
  postalCode: string
  country: string
}

/** One line of a checkout, copied from the database when the checkout starts. */
export interface CheckoutLine {
  productId: string
  sellerId: string
  name: string
  brand: string
  /** Euro cents, read from the product row (never from the browser). */
  price: number
  /** The seller's shipping option the buyer chose (absent on checkouts made before issue #13). */
  shippingOption?: string
  /** Euro cents of that option, from SPEC §9's table (never from the browser). */
  shippingAmount?: number
}

export const CHECKOUT_STATUSES = [
  /** Reserved, waiting for the provider to answer with a payment page. */
  'creating',
  'open',
  /** Paid (the card authorised); the orders are made and the payment is being captured. */
  'capturing',
  'completed',
  'expired',
  'cancelled',
  /** The provider refused to create the session, or the authorised payment could not be captured. */
  'failed',
] as const

/**
 * One attempt to pay for a cart: what is charged, where it ships, and the provider's session.
 * Nothing is held for it (docs/decisions/0020-checkout-authorise-then-capture.md): the card is
 * authorised on the payment page and captured only for the items still free when it completes.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    /** The provider's id (cs_… for Stripe, test_cs_… for the built-in provider). */
    providerSessionId: text('provider_session_id').unique(),
    providerUrl: text('provider_url'),
    /** Set when the payment completes (Stripe's payment intent), for capture and refunds. */
    paymentReference: text('payment_reference'),
    /** The captured charge (Stripe's ch_…): the source_transaction of the sellers' transfers. */
    chargeId: text('charge_id'),
    /** Euro cents taken from the card: the items still free when the payment completed. */
    amountCaptured: integer('amount_captured').notNull().default(0),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('creating'),
    lines: jsonb('lines').$type<CheckoutLine[]>().notNull(),
    /** Euro cents: the sum of the lines' prices. */
    amountTotal: integer('amount_total').notNull(),
    /** Euro cents given back later (an order cancelled before shipping). */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    locale: text('locale').notNull().default('en'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('checkout_sessions_amount_total_check', sql`${t.amountTotal} > 0`),
    check('checkout_sessions_status_check', sql`${t.status} in (${sqlList(CHECKOUT_STATUSES)})`),
    index('checkout_sessions_buyer_id_idx').on(t.buyerId, t.createdAt.desc()),
    // The checkout deadline's sweep: unfinished checkouts by expiry.
    index('checkout_sessions_unfinished_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('creating', 'open')`),
  ],
)

/** Every payment webhook event handled, so a replayed event is recognised and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
})

/**
 * The payments of the built-in test provider (app/platform/payments/test-provider.server.ts): it
 * authorises, captures, cancels and refunds like Stripe's payment intents, without money, so the
 * offline checkout runs the same code as the real one.
 */
export const TEST_PAYMENT_STATUSES = ['requires_capture', 'succeeded', 'canceled'] as const
export const testPayments = pgTable(
  'test_payments',
  {
    /** pi_test_… */
    id: text('id').primaryKey(),
    providerSessionId: text('provider_session_id').notNull(),
    status: text('status', { enum: TEST_PAYMENT_STATUSES }).notNull().default('requires_capture'),
    amountAuthorised: integer('amount_authorised').notNull(),
    amountCaptured: integer('amount_captured').notNull().default(0),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** ch_test_…, once captured. */
    chargeId: text('charge_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('test_payments_status_check', sql`${t.status} in (${sqlList(TEST_PAYMENT_STATUSES)})`),
    check(
      'test_payments_amounts_check',
      sql`${t.amountCaptured} <= ${t.amountAuthorised} and ${t.amountRefunded} <= ${t.amountCaptured}`,
    ),
  ],
)

/** The built-in test provider's transfers to sellers' test accounts (no money moves). */
export const testTransfers = pgTable(
  'test_transfers',
  {
    /** tr_test_… (from the idempotency key). */
    id: text('id').primaryKey(),
    destination: text('destination').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('test_transfers_amount_check', sql`${t.amount} > 0`)],
)

/** What was taken back of a test transfer (trr_test_…, from the idempotency key). */
export const testTransferReversals = pgTable(
  'test_transfer_reversals',
  {
    id: text('id').primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => testTransfers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('test_transfer_reversals_amount_check', sql`${t.amount} > 0`),
    index('test_transfer_reversals_transfer_idx').on(t.transferId),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Integer euro cents the buyer paid for this order: the item's price plus its shipping. */
    totalAmount: integer('total_amount').notNull(),
    /** Euro cents of shipping inside total_amount (0 for collection, meet, and older orders). */
    shippingAmount: integer('shipping_amount').notNull().default(0),
    /** The shipping option chosen at checkout (null on orders made before issue #13). */
    shippingOption: text('shipping_option'),
    /** Euro cents the marketplace keeps: 5 % of the item's price (SPEC §9), fixed at the sale. */
    commissionAmount: integer('commission_amount').notNull().default(0),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** The checkout that paid for it (null for orders made before checkouts were recorded). */
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, {
      onDelete: 'set null',
    }),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    trackingNumber: text('tracking_number'),
    /** The carrier id (app/orders/carriers.ts) or null when the seller named none. */
    carrier: text('carrier'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The seller must ship by then, or the order is cancelled and refunded. */
    shipBy: timestamp('ship_by', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** End of the buyer's protection window: then the order completes unless a problem was reported. */
    protectionEndsAt: timestamp('protection_ends_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    problemReportedAt: timestamp('problem_reported_at', { withTimezone: true }),
    problemDescription: text('problem_description'),
    /**
     * What the buyer bought, frozen when the order is paid (issue #28): the listing's photos and
     * their slots, grades, passport and text. A later edit of the listing changes nothing here;
     * disputes compare against it. Null for orders paid before the snapshot existed.
     */
    listingSnapshot: jsonb('listing_snapshot').$type<ListingSnapshot>(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Photo clean-up asks whether any order's frozen listing names a photo (issue #28): a GIN lookup.
    index('orders_snapshot_images_idx').using('gin', sql`(${t.listingSnapshot} -> 'images') jsonb_path_ops`),
    check('orders_total_amount_check', sql`${t.totalAmount} > 0`),
    check(
      'orders_amounts_check',
      sql`${t.shippingAmount} >= 0 and ${t.commissionAmount} >= 0 and ${t.shippingAmount} + ${t.commissionAmount} <= ${t.totalAmount}`,
    ),
    check('orders_status_check', sql`${t.status} in (${sqlList(ORDER_STATUSES)})`),
    index('orders_buyer_id_created_at_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_seller_id_created_at_idx').on(t.sellerId, t.createdAt.desc()),
    // A unique item is sold once: at most one order per product that is not cancelled.
    uniqueIndex('orders_product_live_idx').on(t.productId).where(sql`${t.status} <> 'cancelled'`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Side effects run by the job queue (docs/decisions/0026-job-queue-and-outbox.md). The queue's own
// tables live in the `pgboss` schema, installed and upgraded by pg-boss at start-up.

/**
 * Every e-mail handed to the transport, by its dedupe key: a retried or repeated send job finds its
 * key here and sends nothing.
 */
export const sentEmails = pgTable('sent_emails', {
  key: text('key').primaryKey(),
  transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow().notNull(),
})

/** 'dispute-partial': part of a disputed (or paid) order given back, the rest stays the seller's. */
export const REFUND_REASONS = ['item-missed', 'order-cancelled', 'order-refunded', 'dispute-partial'] as const
export const REFUND_STATUSES = ['pending', 'succeeded'] as const

/**
 * Money given back to a buyer through the provider that took it: recorded (pending) in the
 * transaction that decides it, paid by the `checkout.refund` job, marked succeeded once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkoutSessionId: uuid('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    /** The cancelled order; null for items paid for that someone else bought first (before decision 0020 such items were charged, then refunded). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Euro cents. */
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    /** The provider's refund id (re_…), once paid. */
    providerReference: text('provider_reference'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_reason_check', sql`${t.reason} in (${sqlList(REFUND_REASONS)})`),
    check('refunds_status_check', sql`${t.status} in (${sqlList(REFUND_STATUSES)})`),
    index('refunds_checkout_session_idx').on(t.checkoutSessionId),
    // One refund per cancelled order, one for the missed items of a checkout.
    uniqueIndex('refunds_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    uniqueIndex('refunds_missed_idx').on(t.checkoutSessionId).where(sql`${t.reason} = 'item-missed'`),
  ],
)

/**
 * The server processes running jobs, each heard from every few seconds. A job a process was
 * running when it stopped being heard from (killed, machine gone) is handed back for a retry.
 */
export const jobWorkers = pgTable('job_workers', {
  id: uuid('id').primaryKey(),
  pid: integer('pid').notNull(),
  host: text('host').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).defaultNow().notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).defaultNow().notNull(),
})

/** One row per run of the payments-versus-orders reconciliation, with what it found wrong. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ranAt: timestamp('ran_at', { withTimezone: true }).defaultNow().notNull(),
    /** The injected clock's time the checks were made against. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    checkouts: integer('checkouts').notNull(),
    problems: jsonb('problems')
      .$type<{ checkoutId?: string; orderId?: string; problem: string; detail?: string }[]>()
      .notNull(),
  },
  (t) => [index('reconciliation_runs_ran_at_idx').on(t.ranAt.desc())],
)

// ---------------------------------------------------------------------------------------------
// Trust and safety (issue #14, docs/decisions/0030-operator-console-and-moderation.md)

/** A notice from anyone, visitors too (DSA Art. 16), about a listing or a user. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject', { enum: REPORT_SUBJECTS }).notNull(),
    /** The listing reported (null for a report about a user, or once the listing is deleted). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The user reported, or the seller of the listing reported. */
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null for a visitor. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the acknowledgement and the decision go (the account's address when signed in). */
    reporterEmail: text('reporter_email').notNull(),
    /**
     * When that address was confirmed: at once for a member's own address; for a visitor's, when
     * they follow the link of the confirmation e-mail. Only a confirmed address is sent the
     * acknowledgement and the decision (issue #26).
     */
    reporterEmailConfirmedAt: timestamp('reporter_email_confirmed_at', { withTimezone: true }),
    category: text('category', { enum: REPORT_CATEGORIES }).notNull(),
    explanation: text('explanation').notNull(),
    /** The reporter's language, for their e-mails. */
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reports_subject_check', sql`${t.subject} in (${sqlList(REPORT_SUBJECTS)})`),
    check('reports_category_check', sql`${t.category} in (${sqlList(REPORT_CATEGORIES)})`),
    check('reports_status_check', sql`${t.status} in (${sqlList(REPORT_STATUSES)})`),
    index('reports_status_created_at_idx').on(t.status, t.createdAt),
    index('reports_product_id_idx').on(t.productId),
    index('reports_reported_user_id_idx').on(t.reportedUserId),
  ],
)

/** Every operator decision: who, when, what (action and subject) and why. Never updated or deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept apart from actor_id so the row still says who once the account is gone. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt.desc())],
)

// ---------------------------------------------------------------------------------------------
// Money to sellers (issue #13, docs/decisions/0028-money-flow-and-order-deadlines.md and
// 0029-seller-payouts-with-stripe-connect.md)

export const LEDGER_KINDS = [
  /** The item's price taken from the buyer's card (the capture). */
  'charge',
  /** The shipping taken with it. */
  'shipping',
  /** The marketplace's 5 %, retained when the seller is paid (negative when given back). */
  'commission',
  /** Money given back to the buyer. */
  'refund',
  /** The seller's share sent to their payout account. */
  'transfer',
  /** A transfer taken back from the seller (a refund after it was paid). */
  'transfer_reversal',
] as const

/**
 * Every money movement of an order, in euro cents with the provider's reference. Written once per
 * movement (`entry_key` is unique, so a retried job records nothing twice) and never updated.
 * For each order: charge + shipping = refund + (transfer − transfer_reversal) + commission + held.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What this movement is, once: e.g. `charge:<order>`, `refund:<refund>`, `transfer:<order>`. */
    entryKey: text('entry_key').notNull().unique(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, {
      onDelete: 'set null',
    }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Euro cents; positive, except a commission given back. */
    amount: integer('amount').notNull(),
    /** ch_…, re_…, tr_…, trr_… (null for the commission, which stays on the platform's balance). */
    providerReference: text('provider_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_kind_check', sql`${t.kind} in (${sqlList(LEDGER_KINDS)})`),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    index('ledger_entries_order_idx').on(t.orderId),
  ],
)

/** A seller's payout account at the provider (a Stripe Connect Express account, or a test one). */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
  /** acct_… */
  accountId: text('account_id').notNull().unique(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const TRANSFER_STATUSES = [
  /** The order completed but the seller has no payout account ready: the money waits. */
  'waiting',
  /** Being sent (the provider call may be retried with the same idempotency key). */
  'pending',
  'paid',
  /** Taken back after a refund. */
  'reversed',
] as const

/** The one transfer of a completed order to its seller (unique per order). */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    /** Euro cents: price + shipping − commission. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    destination: text('destination'),
    /** tr_… once made. */
    providerReference: text('provider_reference'),
    /** trr_… once reversed. */
    reversalReference: text('reversal_reference'),
    /** Euro cents taken back by a partial refund after the transfer (the row stays 'paid'). */
    reversedAmount: integer('reversed_amount').notNull().default(0),
    /** trr_… of that partial reversal. */
    partialReversalReference: text('partial_reversal_reference'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    check('transfers_amount_check', sql`${t.amount} > 0`),
    check('transfers_status_check', sql`${t.status} in (${sqlList(TRANSFER_STATUSES)})`),
    index('transfers_seller_idx').on(t.sellerId, t.status),
  ],
)

// ---------------------------------------------------------------------------------------------
// Reviews and ratings (issue #16, docs/decisions/0033-reviews-and-ratings.md)

/**
 * What one party of a completed order says about the other: 1-5 stars and an optional comment, at
 * most one per order and author role. Hidden (revealed_at null) until both parties have reviewed or
 * seven days have passed; only then do others see it and does it count in the subject's rating.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the author's account is gone (the review stays). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The party reviewed. */
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's side of the order: a buyer reviews the seller and the other way round. */
    authorRole: text('author_role', { enum: REVIEW_ROLES }).notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /**
     * The buyer's confirmation, per graded component of the item (issue #28): true "as described",
     * false not; null when the item had no such grade or the author is the seller.
     */
    describedHead: boolean('described_head'),
    describedShaft: boolean('described_shaft'),
    describedGrip: boolean('described_grip'),
    /** The subject's one public answer. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The injected clock's time of writing (the seven days count from it). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_author_role_check', sql`${t.authorRole} in (${sqlList(REVIEW_ROLES)})`),
    check('reviews_comment_check', sql`char_length(${t.comment}) <= ${sql.raw(String(REVIEW_COMMENT_MAX))}`),
    check('reviews_reply_check', sql`char_length(${t.reply}) <= ${sql.raw(String(REVIEW_COMMENT_MAX))}`),
    uniqueIndex('reviews_order_role_idx').on(t.orderId, t.authorRole),
    // A user's public reviews, newest first.
    index('reviews_subject_revealed_idx')
      .on(t.subjectId, t.revealedAt.desc())
      .where(sql`${t.revealedAt} is not null`),
    // The reveal sweep: reviews still hidden, oldest first.
    index('reviews_hidden_idx').on(t.createdAt).where(sql`${t.revealedAt} is null`),
  ],
)

/**
 * Each user's rating: count and sum of the revealed reviews about them, kept by the reveal (one row
 * per user, read by primary key), so a card's rating is one indexed join and never an aggregate.
 */
export const userRatings = pgTable(
  'user_ratings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check(
      'user_ratings_figures_check',
      sql`${t.reviewCount} >= 0 and ${t.ratingSum} between ${t.reviewCount} and 5 * ${t.reviewCount}`,
    ),
  ],
)

// ---------------------------------------------------------------------------------------------
// Buyers and sellers talk (issue #15, docs/decisions/0032-conversations-and-offers.md)

/**
 * One conversation per listing and buyer (or, from the seller page, per seller and buyer without a
 * listing). The last message and each party's read mark are kept on the row, so the list and the
 * navigation's unread count are one indexed read.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessageSenderId: uuid('last_message_sender_id'),
    lastMessageBody: text('last_message_body'),
    /** The stored kind of that message: the list shows 'text' as written, never parsed (issue #26). */
    lastMessageKind: text('last_message_kind', { enum: MESSAGE_KINDS }),
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true }),
    /** When each party was last sent an e-mail notice (at most one per 15 minutes). */
    buyerNotifiedAt: timestamp('buyer_notified_at', { withTimezone: true }),
    sellerNotifiedAt: timestamp('seller_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversations_parties_check', sql`${t.buyerId} <> ${t.sellerId}`),
    uniqueIndex('conversations_product_buyer_idx')
      .on(t.productId, t.buyerId)
      .where(sql`${t.productId} is not null`),
    uniqueIndex('conversations_seller_buyer_idx')
      .on(t.sellerId, t.buyerId)
      .where(sql`${t.productId} is null`),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
  ],
)

/** A message: plain text, an offer event, or a notice from the marketplace (no sender). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null for the marketplace's own notices (an offer expired, the listing sold). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull().default('text'),
    body: text('body').notNull(),
    offerId: uuid('offer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_kind_check', sql`${t.kind} in (${sqlList(MESSAGE_KINDS)})`),
    check(
      'messages_body_length_check',
      sql`char_length(${t.body}) <= ${sql.raw(String(MESSAGE_MAX_LENGTH))}`,
    ),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
  ],
)

/** A user who does not want to hear from another one: neither can write to the other. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_blocks_pair_idx').on(t.blockerId, t.blockedId),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
)

/**
 * An offer on a listing, by the buyer or (a counter) by the seller. At most one accepted offer per
 * listing (the partial unique index): two accepts at the same moment end in one reservation.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who made it: the buyer's offer, or the seller's counter. */
    madeBy: text('made_by', { enum: ['buyer', 'seller'] }).notNull(),
    /** Euro cents. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('offers_amount_check', sql`${t.amount} > 0`),
    check('offers_made_by_check', sql`${t.madeBy} in ('buyer', 'seller')`),
    check('offers_status_check', sql`${t.status} in (${sqlList(OFFER_STATUSES)})`),
    uniqueIndex('offers_one_reservation_idx').on(t.productId).where(sql`${t.status} = 'accepted'`),
    index('offers_conversation_idx').on(t.conversationId, t.createdAt),
    index('offers_product_status_idx').on(t.productId, t.status),
    index('offers_buyer_product_idx').on(t.buyerId, t.productId, t.createdAt),
  ],
)

// ---------------------------------------------------------------------------------------------
// Favourites, saved searches, alerts and notifications (issue #16, docs/decisions/0034-favourites-alerts-and-notifications.md)

/** A listing a user saved with the heart. The count per listing is read through the product index. */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favourites_product_id_idx').on(t.productId),
    index('favourites_user_created_at_idx').on(t.userId, t.createdAt.desc()),
  ],
)

/**
 * A browse state a user keeps ("Save this search"): the canonical query string of the browse
 * address (browseHref without the page), so the alert matches exactly what /browse shows for it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('instant'),
    /** Alert only for listings the price guide calls a good price (issue #29). */
    goodPriceOnly: boolean('good_price_only').notNull().default(false),
    /** Alert only for listings that fit the searcher's golfer profile (issue #30). */
    fitsOnly: boolean('fits_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('saved_searches_frequency_check', sql`${t.frequency} in (${sqlList(ALERT_FREQUENCIES)})`),
    uniqueIndex('saved_searches_user_query_idx').on(t.userId, t.query),
  ],
)

/**
 * Every listing a saved search was alerted about, once (the primary key is the dedupe): written
 * when the new listing matched, `mailed_at` set when the instant e-mail or the daily digest took it.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.productId] }),
    index('saved_search_matches_unmailed_idx').on(t.savedSearchId).where(sql`${t.mailedAt} is null`),
  ],
)

/**
 * The alert e-mail kinds a user switched off (app/alerts/alert-kinds.ts); no row means every kind
 * is on. A list, not a column per kind, so a new kind needs no migration.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledKinds: text('disabled_kinds').array().notNull().default(sql`'{}'::text[]`),
  /**
   * Counts the changes of `disabled_kinds`: an unsubscribe link carries the version it was sent
   * with and does nothing once the preferences changed since (issue #26).
   */
  version: integer('version').notNull().default(0),
  updatedAt: updatedAt(),
})

/**
 * The in-product notifications behind the bell (app/notifications). `kind` is not constrained in
 * the database: the list of kinds grows in code (NOTIFICATION_KINDS) without a migration. `key`
 * names an event once per user, so a repeated step or a retried job notifies once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    key: text('key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_user_key_idx').on(t.userId, t.key).where(sql`${t.key} is not null`),
  ],
)

// ---------------------------------------------------------------------------------------------
// Disputes (issue #14 item 2, docs/decisions/0031-disputes.md)

/** A buyer's problem with an order, from the report to its outcome. One per order. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: DISPUTE_REASONS }).notNull(),
    /**
     * For "not as described": what is not as described (a graded component, or not genuine, wrong
     * spec, missing item; issue #28). Null for the other reasons and older disputes.
     */
    subject: text('subject', { enum: DISPUTE_SUBJECTS }),
    description: text('description').notNull(),
    /** Storage keys of the buyer's photos (the listing photo pipeline), at most 4. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('awaiting-seller'),
    /** When the party whose turn it is must have acted (null once escalated or resolved). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Euro cents of the seller's partial refund offer. */
    offerAmount: integer('offer_amount'),
    returnTrackingNumber: text('return_tracking_number'),
    returnShippedAt: timestamp('return_shipped_at', { withTimezone: true }),
    /** Set once, by the one escalation a dispute can have. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    escalationCause: text('escalation_cause'),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    /** Euro cents given back to the buyer by the outcome. */
    refundAmount: integer('refund_amount'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The operator's reason (told to both parties), or null for an outcome the parties agreed on. */
    resolutionReason: text('resolution_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('disputes_reason_check', sql`${t.reason} in (${sqlList(DISPUTE_REASONS)})`),
    check('disputes_status_check', sql`${t.status} in (${sqlList(DISPUTE_STATUSES)})`),
    check(
      'disputes_subject_check',
      sql`${t.subject} is null or ${t.subject} in (${sqlList(DISPUTE_SUBJECTS)})`,
    ),
    check(
      'disputes_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in (${sqlList(DISPUTE_OUTCOMES)})`,
    ),
    check('disputes_photos_check', sql`cardinality(${t.photos}) <= 4`),
    check(
      'disputes_amounts_check',
      sql`coalesce(${t.offerAmount}, 1) > 0 and coalesce(${t.refundAmount}, 0) >= 0`,
    ),
    index('disputes_status_created_at_idx').on(t.status, t.createdAt),
  ],
)

/** Every step of a dispute, for its timeline: who did what, when (never updated). */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    actor: text('actor', { enum: DISPUTE_ACTORS }).notNull(),
    kind: text('kind').notNull(),
    /** Euro cents, for offers and refunds. */
    amount: integer('amount'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('dispute_events_actor_check', sql`${t.actor} in (${sqlList(DISPUTE_ACTORS)})`),
    index('dispute_events_dispute_idx').on(t.disputeId, t.createdAt),
  ],
)

// ---------------------------------------------------------------------------------------------
// The golf passport (issue #27, docs/decisions/0049-golf-passport.md)

/**
 * The club model catalogue: one row per model and club type, written from the maker's published
 * spec sheet (db/club-models/, synced by db/club-catalogue.ts on every migration run).
 */
export const clubModels = pgTable(
  'club_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable id of the seed row ("taylormade-stealth-2-driver"): the sync upserts by it. */
    slug: text('slug').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    clubType: text('club_type', { enum: CLUB_TYPES }).notNull(),
    releaseYear: smallint('release_year').notNull(),
    /** Other ways golfers write the model ("tsr 2", "g 430"), in lower case. */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /** Lower case, accents and white space removed: what search and the wizard match. */
    searchKey: text('search_key').notNull(),
    /** Stock heads: one per loft on offer, or one per club of a set (ClubModelHead). */
    heads: jsonb('heads').$type<ClubModelHead[]>().notNull(),
    /** Stock shafts with the flexes they come in (ClubModelShaft). */
    shafts: jsonb('shafts').$type<ClubModelShaft[]>().notNull(),
    /** Stock set make-up of an iron set ("4-PW" as the list of clubs). */
    stockSet: text('stock_set').array(),
    /**
     * Euro cents: the maker's recommended retail price at launch in the euro area (issue #29's
     * fallback estimate), from the source below or the launch press release; null when unknown.
     */
    launchPrice: integer('launch_price'),
    sourceUrl: text('source_url').notNull(),
    sourceTitle: text('source_title').notNull(),
    confidence: text('confidence', { enum: CATALOGUE_CONFIDENCES }).notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('club_models_slug_idx').on(t.slug),
    index('club_models_brand_idx').on(sql`lower(${t.brand})`, t.model),
    check('club_models_club_type_check', sql`${t.clubType} in (${sqlList(CLUB_TYPES)})`),
    check('club_models_confidence_check', sql`${t.confidence} in (${sqlList(CATALOGUE_CONFIDENCES)})`),
  ],
)

/**
 * A listing's structured specs, one row per listing that has any (issue #27): columns, not a JSON
 * blob, so that search and facets can use them. Fields of other subcategories stay null.
 */
export const productSpecs = pgTable(
  'product_specs',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    clubModelId: uuid('club_model_id').references(() => clubModels.id, { onDelete: 'set null' }),
    /** A model the seller typed that the catalogue does not hold (for an operator to add). */
    modelName: text('model_name'),
    clubType: text('club_type', { enum: CLUB_TYPES }),
    hand: text('hand', { enum: HANDS }),
    player: text('player', { enum: PLAYERS }),
    /** Degrees; a single club's. Sets keep theirs per club in set_lofts. */
    loft: doublePrecision('loft'),
    setClubs: text('set_clubs').array(),
    /** Per club of set_clubs, in the same order; null where not given. */
    setLofts: doublePrecision('set_lofts').array().$type<Array<number | null>>(),
    lie: doublePrecision('lie'),
    lieLabel: text('lie_label', { enum: LIE_LABELS }),
    pingDot: text('ping_dot'),
    lengthIn: doublePrecision('length_in'),
    shaftMaterial: text('shaft_material', { enum: SHAFT_MATERIALS }),
    shaftModel: text('shaft_model'),
    flex: text('flex', { enum: FLEXES }),
    gripModel: text('grip_model'),
    gripSize: text('grip_size', { enum: GRIP_SIZES }),
    modelYear: smallint('model_year'),
    headcover: boolean('headcover').notNull().default(false),
    adjustmentTool: boolean('adjustment_tool').notNull().default(false),
    certificate: boolean('certificate').notNull().default(false),
    bounce: doublePrecision('bounce'),
    grind: text('grind'),
    putterHead: text('putter_head', { enum: PUTTER_HEADS }),
    shoeSizeEu: doublePrecision('shoe_size_eu'),
    shoeSpikes: text('shoe_spikes', { enum: SHOE_SPIKES }),
    shoeWidth: text('shoe_width', { enum: SHOE_WIDTHS }),
    clothingFit: text('clothing_fit', { enum: CLOTHING_FITS }),
    bagDividers: smallint('bag_dividers'),
    bagWeightKg: doublePrecision('bag_weight_kg'),
    trolleyBattery: text('trolley_battery', { enum: TROLLEY_BATTERIES }),
    electronicsType: text('electronics_type', { enum: ELECTRONICS_TYPES }),
    slopeMode: boolean('slope_mode').notNull().default(false),
    ballModel: text('ball_model'),
    ballQuantity: smallint('ball_quantity'),
    ballGrade: text('ball_grade', { enum: BALL_GRADES }),
    /** The seller's grades of a club's head, shaft and grip, 1-10 (issue #28); null when not graded. */
    gradeHead: smallint('grade_head'),
    gradeShaft: smallint('grade_shaft'),
    gradeGrip: smallint('grade_grip'),
    /** How many modifications are declared (kept with them): "unmodified only" reads it. */
    modificationCount: smallint('modification_count').notNull().default(0),
    /** Listings made by splitting one set into single clubs share this id (issue #30 item 4). */
    splitSetId: uuid('split_set_id'),
    /**
     * A copy of the listing's products.browse_visible, kept by triggers (migration 0019, decision
     * 0066): "Fits me" joins only listed passports. The golf facets browse filters on are copied onto
     * products (spec_*, decision 0070), whose partial indexes replaced this table's `where listed` ones.
     */
    listed: boolean('listed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'product_specs_club_type_check',
      sql`${t.clubType} is null or ${t.clubType} in (${sqlList(CLUB_TYPES)})`,
    ),
    check('product_specs_hand_check', sql`${t.hand} is null or ${t.hand} in (${sqlList(HANDS)})`),
    check('product_specs_player_check', sql`${t.player} is null or ${t.player} in (${sqlList(PLAYERS)})`),
    check('product_specs_flex_check', sql`${t.flex} is null or ${t.flex} in (${sqlList(FLEXES)})`),
    check(
      'product_specs_shaft_material_check',
      sql`${t.shaftMaterial} is null or ${t.shaftMaterial} in (${sqlList(SHAFT_MATERIALS)})`,
    ),
    check('product_specs_loft_check', sql`${t.loft} is null or ${t.loft} between 0 and 66`),
    check(
      'product_specs_lie_check',
      sql`${t.lie} is null or ${t.lie} between ${sql.raw(String(LIE_RANGE[0]))} and ${sql.raw(String(LIE_RANGE[1]))}`,
    ),
    check(
      'product_specs_length_check',
      sql`${t.lengthIn} is null or ${t.lengthIn} between ${sql.raw(String(LENGTH_RANGE_IN[0]))} and ${sql.raw(String(LENGTH_RANGE_IN[1]))}`,
    ),
    check(
      'product_specs_set_check',
      sql`${t.setLofts} is null or cardinality(${t.setLofts}) = cardinality(${t.setClubs})`,
    ),
    check('product_specs_modification_count_check', sql`${t.modificationCount} >= 0`),
    check(
      'product_specs_grades_check',
      sql`coalesce(${t.gradeHead}, ${sql.raw(String(GRADE_MIN))}) between ${sql.raw(String(GRADE_MIN))} and ${sql.raw(String(GRADE_MAX))}
        and coalesce(${t.gradeShaft}, ${sql.raw(String(GRADE_MIN))}) between ${sql.raw(String(GRADE_MIN))} and ${sql.raw(String(GRADE_MAX))}
        and coalesce(${t.gradeGrip}, ${sql.raw(String(GRADE_MIN))}) between ${sql.raw(String(GRADE_MIN))} and ${sql.raw(String(GRADE_MAX))}`,
    ),
    index('product_specs_club_type_idx').on(t.clubType),
    index('product_specs_club_model_idx').on(t.clubModelId),
  ],
)

/** Declared modifications of a listing's club (issue #27): one row per kind. */
export const productModifications = pgTable(
  'product_modifications',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MODIFICATION_KINDS }).notNull(),
    /** Degrees (bends, + stronger/upright) or inches (length changes); null for the others. */
    amount: doublePrecision('amount'),
    /** The new shaft, the grip, the weights. */
    detail: text('detail'),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.kind] }),
    check('product_modifications_kind_check', sql`${t.kind} in (${sqlList(MODIFICATION_KINDS)})`),
  ],
)

// ---------------------------------------------------------------------------------------------
// The price guide (issue #29, docs/decisions/0055-price-guide.md)

/**
 * Every completed sale of a catalogue model the guide rests on: one row per order, the item's
 * price actually paid (offers included, shipping excluded), rebuilt from orders by the guide job.
 * Refunded orders are not here.
 */
export const modelSales = pgTable(
  'model_sales',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clubModelId: uuid('club_model_id')
      .notNull()
      .references(() => clubModels.id, { onDelete: 'cascade' }),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    /** Euro cents paid for the item. */
    amount: integer('amount').notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('model_sales_amount_check', sql`${t.amount} > 0`),
    check('model_sales_condition_check', sql`${t.condition} in (${sqlList(CONDITIONS)})`),
    index('model_sales_model_sold_idx').on(t.clubModelId, t.soldAt),
  ],
)

/**
 * The guide: per catalogue model and condition, low / typical / high in euro cents with the sample
 * it rests on (or the launch-price estimate when fewer than 5 sales exist), written by the
 * scheduled guide job and read by primary key.
 */
export const priceGuides = pgTable(
  'price_guides',
  {
    clubModelId: uuid('club_model_id')
      .notNull()
      .references(() => clubModels.id, { onDelete: 'cascade' }),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    low: integer('low').notNull(),
    typical: integer('typical').notNull(),
    high: integer('high').notNull(),
    /** Sales the figures rest on (0 for a pure estimate). */
    sampleSize: integer('sample_size').notNull(),
    firstSaleAt: timestamp('first_sale_at', { withTimezone: true }),
    lastSaleAt: timestamp('last_sale_at', { withTimezone: true }),
    /** True when fewer than 5 sales exist and the figures come from the launch price and age. */
    estimate: boolean('estimate').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clubModelId, t.condition] }),
    check('price_guides_condition_check', sql`${t.condition} in (${sqlList(CONDITIONS)})`),
    check(
      'price_guides_figures_check',
      sql`0 < ${t.low} and ${t.low} <= ${t.typical} and ${t.typical} <= ${t.high}`,
    ),
    check('price_guides_sample_check', sql`${t.sampleSize} >= 0`),
  ],
)

/**
 * A golfer's own fitting data (issue #30, app/catalog/fit/golfer-profile.ts): private, one row per
 * member who gave any; deleted in one click and included in their data export.
 */
export const golferProfiles = pgTable(
  'golfer_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hand: text('hand', { enum: HANDS }),
    heightCm: doublePrecision('height_cm'),
    wristToFloorCm: doublePrecision('wrist_to_floor_cm'),
    swingSpeedMph: doublePrecision('swing_speed_mph'),
    carryM: doublePrecision('carry_m'),
    currentFlex: text('current_flex', { enum: FLEXES }),
    lieDeg: doublePrecision('lie_deg'),
    pingDot: text('ping_dot'),
    gripSize: text('grip_size', { enum: GRIP_SIZES }),
    handicap: doublePrecision('handicap'),
    lengthOverrideIn: doublePrecision('length_override_in'),
    flexOverride: text('flex_override', { enum: FLEXES }),
    lieOverrideDeg: doublePrecision('lie_override_deg'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('golfer_profiles_hand_check', sql`${t.hand} is null or ${t.hand} in (${sqlList(HANDS)})`),
    check(
      'golfer_profiles_flex_check',
      sql`(${t.currentFlex} is null or ${t.currentFlex} in (${sqlList(FLEXES)})) and (${t.flexOverride} is null or ${t.flexOverride} in (${sqlList(FLEXES)}))`,
    ),
    check(
      'golfer_profiles_grip_size_check',
      sql`${t.gripSize} is null or ${t.gripSize} in (${sqlList(GRIP_SIZES)})`,
    ),
  ],
)

/**
 * "Wanted": a golfer's set and the clubs it lacks (issue #30 item 4). Listings of the same model
 * that hold a missing club are offered, and an e-mail goes out once per listing (wanted_club_matches).
 */
export const wantedClubs = pgTable(
  'wanted_clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubModelId: uuid('club_model_id')
      .notNull()
      .references(() => clubModels.id, { onDelete: 'cascade' }),
    /** The set the golfer has (SET_CLUBS values), and which of them are missing or broken. */
    setClubs: text('set_clubs').array().notNull().default(sql`'{}'::text[]`),
    missingClubs: text('missing_clubs').array().notNull(),
    shaftMaterial: text('shaft_material', { enum: SHAFT_MATERIALS }),
    shaftModel: text('shaft_model'),
    flex: text('flex', { enum: FLEXES }),
    hand: text('hand', { enum: HANDS }),
    /** E-mail when a matching listing appears (the "wanted" alert); off keeps the request only. */
    alert: boolean('alert').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wanted_clubs_user_idx').on(t.userId),
    index('wanted_clubs_model_idx').on(t.clubModelId),
    check('wanted_clubs_flex_check', sql`${t.flex} is null or ${t.flex} in (${sqlList(FLEXES)})`),
    check('wanted_clubs_hand_check', sql`${t.hand} is null or ${t.hand} in (${sqlList(HANDS)})`),
    check(
      'wanted_clubs_shaft_check',
      sql`${t.shaftMaterial} is null or ${t.shaftMaterial} in (${sqlList(SHAFT_MATERIALS)})`,
    ),
  ],
)

/** Each listing a wanted request was alerted about, once (the primary key is the dedupe). */
export const wantedClubMatches = pgTable(
  'wanted_club_matches',
  {
    wantedId: uuid('wanted_id')
      .notNull()
      .references(() => wantedClubs.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.wantedId, t.productId] })],
)

/** A transaction id (xid8): which changes a reader of listing_changes has already seen. */
const transactionId = customType<{ data: string }>({ dataType: () => 'xid8' })

/**
 * Listings whose browse index entry may have changed (issue #32, decision 0075): one row per
 * visible (or just hidden) listing that a statement inserted, changed in a column browse searches,
 * filters, counts or sorts on, or deleted, and per listing of a seller whose city or country
 * changed. Written by triggers only (migration 0021). Every app instance's in-memory browse index
 * (app/catalog/browse-index.server.ts) reloads the listings of transactions it has not seen yet,
 * found by `xid`; rows older than an hour are deleted.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id').notNull(),
    xid: transactionId('xid').notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('listing_changes_xid_idx').on(t.xid),
    index('listing_changes_changed_at_idx').on(t.changedAt),
  ],
)
