import { eq } from 'drizzle-orm'
import { type Locale, parseLocale } from '~/i18n/locales'
import { profiles } from '../../../db/schema'
import type { DatabaseOrTransaction } from '../db.server'

/**
 * The language a user's e-mails are written in: the one stored in their profile (set when the
 * profile is completed, changed by the language switcher). Null for an account without a profile
 * yet, whose mail takes the language of the page that caused it. Domains that read the recipient
 * with the rest of a mail's data join `profiles.language` themselves; this is for the others.
 */
export async function storedLocale(tx: DatabaseOrTransaction, userId: string): Promise<Locale | null> {
  const [row] = await tx.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId))
  return parseLocale(row?.language) ?? null
}
