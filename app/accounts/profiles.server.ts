import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import { type MemberRating, memberRating } from '~/catalog/seller-display'
import { PLACEHOLDER_NAME_WORDS } from '~/catalog/taxonomy'
import type { Locale } from '~/i18n'
import { db, rawQuery } from '~/platform/db.server'
import { profiles, users } from '../../db/schema'
import type { ListingCounts } from './profile-stats'
import type { ProfileInput } from './schemas'
import { sellsAs } from './user-types'

/** A user's account e-mail and sign-up name together with their profile row (null before completion). */
export async function getAccountProfile(userId: string) {
  const [row] = await db()
    .select({ email: users.email, accountName: users.name, createdAt: users.createdAt, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
  return row ?? null
}

/**
 * Writes the caller's profile (profile completion and the profile card's Save Changes). The row is
 * always the signed-in user's own (`userId` comes from the session, never from the form) and its
 * e-mail is the account's.
 */
export async function saveProfile(userId: string, input: ProfileInput, { locale }: { locale: Locale }) {
  const [account] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId))
  if (!account) throw new Error('no such user')
  const fields = {
    name: input.name,
    surname: input.surname,
    areaCode: input.areaCode,
    phoneNumber: input.phoneNumber,
    phone: `${input.areaCode}${input.phoneNumber}`,
    city: input.city,
    postalCode: input.postalCode || null,
    userType: input.userType,
    sellerKind: sellsAs(input.userType) ? (input.sellerKind ?? null) : null,
    sportsInterests: input.sportsInterests,
    email: account.email,
  }
  await db()
    .insert(profiles)
    .values({ id: userId, language: locale, ...fields })
    .onConflictDoUpdate({ target: profiles.id, set: { ...fields, updatedAt: new Date() } })
}

/**
 * The language the user chose with the switcher, stored in their profile: every e-mail goes out in
 * the recipient's stored language (profiles.language), so a switch applies to the mail too. A user
 * without a profile yet gets the language of the page they complete it on (saveProfile).
 */
export async function setPreferredLanguage(userId: string, locale: Locale) {
  await db()
    .update(profiles)
    .set({ language: locale, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), or(isNull(profiles.language), ne(profiles.language, locale))))
}

/** First name and surname from the full name given at sign-up, to prefill profile completion. */
export function splitFullName(fullName: string) {
  const [first = '', ...rest] = fullName.trim().split(/\s+/)
  return { name: first, surname: rest.join(' ') }
}

const PLACEHOLDER_PATTERN = `(${PLACEHOLDER_NAME_WORDS.join('|')})`

/**
 * The counts /profile shows: orders placed, listings (the tab counts), and the statistics block's
 * listing figures, which leave out placeholder-like names (SPEC §7).
 */
export async function profileActivity(
  userId: string,
): Promise<{ orders: number; listings: number; stats: ListingCounts; rating: MemberRating | null }> {
  const [row] = await rawQuery<{
    orders: number
    listings: number
    total: number
    active: number
    sold: number
    review_count: number | null
    rating_sum: number | null
  }>(
    db(),
    sql`select
          (select count(*)::int from orders where buyer_id = ${userId}) as orders,
          (select count(*)::int from products where seller_id = ${userId}) as listings,
          (select review_count from user_ratings where user_id = ${userId}) as review_count,
          (select rating_sum from user_ratings where user_id = ${userId}) as rating_sum,
          count(*)::int as total,
          (count(*) filter (where status = 'active'))::int as active,
          (count(*) filter (where status = 'sold'))::int as sold
        from products
        where seller_id = ${userId} and name !~* ${PLACEHOLDER_PATTERN}`,
  )
  return {
    orders: row?.orders ?? 0,
    listings: row?.listings ?? 0,
    stats: { total: row?.total ?? 0, active: row?.active ?? 0, sold: row?.sold ?? 0 },
    rating: memberRating(row?.review_count, row?.rating_sum),
  }
}
