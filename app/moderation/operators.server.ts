/**
 * The operator (issue #14 "Operator role"): a user whose role is 'admin'. The role is granted and
 * revoked only from the command line (server/admin-cli.ts, `npm run admin`); no page or action of
 * the web application changes it. Every /admin page and action starts with `requireAdmin`, which
 * answers 404 to anyone else, so the console does not even admit that it exists.
 */
import { eq, sql } from 'drizzle-orm'
import { data } from 'react-router'
import type { Viewer } from '~/accounts/viewer'
import { getViewer } from '~/accounts/viewer.server'
import type { Database } from '~/platform/db.server'
import { users } from '../../db/schema'

export async function requireAdmin(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request)
  if (!viewer?.admin) throw data(null, { status: 404 })
  return viewer
}

export type RoleChange = 'granted' | 'revoked' | 'unchanged' | 'not-found'

/** Grants or revokes the operator role of the account with this e-mail address. */
export async function setOperatorRole(
  database: Database,
  email: string,
  admin: boolean,
): Promise<RoleChange> {
  const address = email.trim().toLowerCase()
  const [user] = await database
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address))
  if (!user) return 'not-found'
  const role = admin ? 'admin' : 'user'
  if (user.role === role) return 'unchanged'
  await database.update(users).set({ role }).where(eq(users.id, user.id))
  return admin ? 'granted' : 'revoked'
}

/** The operators, for `npm run admin -- list`. */
export async function listOperators(database: Database) {
  return database
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.email)
}
