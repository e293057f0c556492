/**
 * `npm run admin`: who may open the operator console (issue #14). The role is never granted
 * through the web; only someone with a shell on the server and its database can change it.
 *
 *   npm run admin -- list              the operators
 *   npm run admin -- grant <email>     makes the account an operator
 *   npm run admin -- revoke <email>    takes the role back
 *
 * It uses the same database as the server (DATABASE_URL, or the PGlite folder in DATA_DIR, which
 * only one process may open: stop the server first, or use PostgreSQL).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { listOperators, setOperatorRole } from '~/moderation/operators.server'
import { type Database, openDatabase } from '~/platform/db.server'
import { env } from '~/platform/env.server'

const USAGE = 'Usage: npm run admin -- list | grant <email> | revoke <email>'

/** Runs one command; answers the exit code. */
export async function runAdminCommand(
  args: string[],
  database: Database,
  write: (text: string) => void,
): Promise<number> {
  const [command = 'list', email] = args
  if (command === 'list') {
    const operators = await listOperators(database)
    write(operators.length ? operators.map((row) => row.email).join('\n') : 'No operators.')
    return 0
  }
  if ((command === 'grant' || command === 'revoke') && email?.includes('@')) {
    const outcome = await setOperatorRole(database, email, command === 'grant')
    const messages = {
      granted: `${email} is now an operator.`,
      revoked: `${email} is no longer an operator.`,
      unchanged: command === 'grant' ? `${email} is already an operator.` : `${email} is not an operator.`,
      'not-found': `No account with the e-mail ${email}.`,
    }
    write(messages[outcome])
    return outcome === 'not-found' ? 1 : 0
  }
  write(USAGE)
  return 2
}

async function main() {
  const config = env()
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pglite'),
    poolSize: 1,
  })
  try {
    process.exitCode = await runAdminCommand(process.argv.slice(2), handle.db, (text) =>
      process.stdout.write(`${text}\n`),
    )
  } finally {
    await handle.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if ((await import('node:fs')).existsSync('.env')) process.loadEnvFile('.env')
  main().catch((error: Error) => {
    process.stderr.write(`${error.name === 'DatabaseLockedError' ? error.message : (error.stack ?? error)}\n`)
    process.exitCode = 1
  })
}
