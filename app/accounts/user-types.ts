import type { MessageKey } from '~/i18n'

/**
 * How a user wants to use the marketplace (SPEC §1): a choice, not a permission. The same list guards
 * the database column (db/schema.ts); tests/unit/accounts-rules.test.ts keeps the two equal.
 */
export const USER_TYPES = ['buyer', 'seller', 'both'] as const
export type UserType = (typeof USER_TYPES)[number]

export const USER_TYPE_KEY: Record<UserType, { label: MessageKey; description: MessageKey }> = {
  buyer: { label: 'profile.userType.buyer', description: 'profile.userType.buyerDescription' },
  seller: { label: 'profile.userType.seller', description: 'profile.userType.sellerDescription' },
  both: { label: 'profile.userType.both', description: 'profile.userType.bothDescription' },
}
