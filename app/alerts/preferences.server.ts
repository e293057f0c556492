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
  const [row] = await rawQuery<{ disabled_kinds: string[] }>(
    database,
    sql`select disabled_kinds from email_preferences where user_id = ${userId}`,
  )
  return (row?.disabled_kinds ?? []).filter(isAlertEmailKind)
}

/** Sets the kinds a user receives: every other kind is switched off. */
export async function setEnabledAlertKinds(userId: string, enabled: readonly AlertEmailKind[]) {
  const disabled = ALERT_EMAIL_KINDS.filter((kind) => !enabled.includes(kind))
  await db().execute(
    sql`insert into email_preferences (user_id, disabled_kinds) values (${userId}, ${sql.param(disabled)}::text[])
        on conflict (user_id) do update set disabled_kinds = excluded.disabled_kinds, updated_at = now()`,
  )
}

/** Switches one kind off (the unsubscribe link). True when the user exists. */
export async function disableAlertKind(userId: string, kind: AlertEmailKind): Promise<boolean> {
  const rows = await rawQuery<{ user_id: string }>(
    db(),
    sql`insert into email_preferences (user_id, disabled_kinds)
        select id, array[${kind}]::text[] from users where id = ${userId}
        on conflict (user_id) do update
          set disabled_kinds = (select array(select distinct unnest(email_preferences.disabled_kinds || array[${kind}]::text[]) order by 1)),
              updated_at = now()
        returning user_id`,
  )
  return rows.length > 0
}
