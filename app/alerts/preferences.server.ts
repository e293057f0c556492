/**
 * Which alert e-mails a user receives (issue #16 item 4): every kind unless switched off on the
 * preferences page or by an e-mail's unsubscribe link. Stored as the list of kinds switched off.
 */
import { sql } from 'drizzle-orm'
import { type DatabaseOrTransaction, db, rawQuery } from '~/platform/db.server'
import { ALERT_EMAIL_KINDS, type AlertEmailKind, isAlertEmailKind } from './alert-kinds'

export async function disabledAlertKinds(
  userId: string,
  database: DatabaseOrTransaction = db(),
): Promise<AlertEmailKind[]> {
  return (await alertPreferences(userId, database)).disabled
}

/** The kinds switched off and the version of that choice (0 while never changed). */
export async function alertPreferences(
  userId: string,
  database: DatabaseOrTransaction = db(),
): Promise<{ disabled: AlertEmailKind[]; version: number }> {
  const [row] = await rawQuery<{ disabled_kinds: string[]; version: number }>(
    database,
    sql`select disabled_kinds, version from email_preferences where user_id = ${userId}`,
  )
  return { disabled: (row?.disabled_kinds ?? []).filter(isAlertEmailKind), version: row?.version ?? 0 }
}

/**
 * Sets the kinds a user receives: every other kind is switched off. A real change counts a new
 * version, which retires the unsubscribe links of the e-mails sent before it.
 */
export async function setEnabledAlertKinds(userId: string, enabled: readonly AlertEmailKind[]) {
  // Sorted, as the unsubscribe link stores them: the same choice is never counted as a change.
  const disabled = ALERT_EMAIL_KINDS.filter((kind) => !enabled.includes(kind)).sort()
  await db().execute(
    sql`insert into email_preferences (user_id, disabled_kinds, version) values (${userId}, ${sql.param(disabled)}::text[], 1)
        on conflict (user_id) do update set disabled_kinds = excluded.disabled_kinds, updated_at = now(),
               version = email_preferences.version + 1
         where email_preferences.disabled_kinds is distinct from excluded.disabled_kinds`,
  )
}

export type UnsubscribeResult = 'done' | 'stale' | 'unknown-user'

/**
 * Switches one kind off (the unsubscribe link), only while the preferences are still at `version`,
 * the one the link was sent with: a link older than a later choice (the user switched the kind
 * back on) changes nothing ('stale'). Switching off a kind already off is done, with no new version.
 */
export async function disableAlertKind(
  userId: string,
  kind: AlertEmailKind,
  version: number,
): Promise<UnsubscribeResult> {
  return db().transaction(async (tx) => {
    const [user] = await rawQuery<{ id: string }>(
      tx,
      sql`select id from users where id = ${userId} for update`,
    )
    if (!user) return 'unknown-user'
    const current = await alertPreferences(userId, tx)
    if (current.version !== version) return 'stale'
    if (current.disabled.includes(kind)) return 'done'
    const disabled = [...new Set([...current.disabled, kind])].sort()
    await tx.execute(
      sql`insert into email_preferences (user_id, disabled_kinds, version) values (${userId}, ${sql.param(disabled)}::text[], 1)
          on conflict (user_id) do update set disabled_kinds = excluded.disabled_kinds, updated_at = now(),
                 version = email_preferences.version + 1`,
    )
    return 'done'
  })
}
