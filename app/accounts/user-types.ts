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

/**
 * Whether a seller sells as a business (a trader, bound by EU consumer law) or as a private person
 * (issue #14; beside user_type in docs/spec-deviations.md). Asked when a seller's profile is completed.
 */
export const SELLER_KINDS = ['trader', 'private'] as const
export type SellerKind = (typeof SELLER_KINDS)[number]

export const SELLER_KIND_KEY: Record<SellerKind, { label: MessageKey; description: MessageKey }> = {
  trader: { label: 'profile.sellerKind.trader', description: 'profile.sellerKind.traderDescription' },
  private: { label: 'profile.sellerKind.private', description: 'profile.sellerKind.privateDescription' },
}

/** Whether a profile of this type sells (and so must say whether as a trader or a private person). */
export function sellsAs(userType: string | null | undefined) {
  return userType === 'seller' || userType === 'both'
}
