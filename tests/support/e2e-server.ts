/**
 * Starts the production server for Playwright: wipes the e2e data folder, prepares the database
 * (migrations, demo data, the fixtures of e2e-fixtures.ts) and then runs build/server.js on it.
 * Run with tsx so that it can use the TypeScript factories.
 */
import fs from 'node:fs'
import path from 'node:path'
import { migrateDatabase, openDatabase, setDatabase } from '../../app/platform/db.server'
import { prepareJobQueue } from '../../app/platform/jobs/queue.server'
import { seedDemoMarketplace } from '../../db/seed'
import { runAdminCommand } from '../../server/admin-cli'
import { allJobs } from '../../server/jobs'
import { A11Y_FIXTURE_FILE, loadA11yFixtures } from './a11y-fixtures'
import { E2E_OPERATOR, loadE2eFixtures } from './e2e-fixtures'
import { loadGolfSearchFixtures } from './golf-search-fixtures'
import { loadPhoneActionsFixtures } from './phone-actions-fixtures'
import { loadPhoneFixtures } from './phone-fixtures'
import { loadWantedFixtures } from './wanted-fixtures'

const dataDir = process.env.DATA_DIR
if (!dataDir?.includes('e2e-data')) throw new Error('DATA_DIR must be the e2e data folder')
if (!fs.existsSync('build/server.js')) throw new Error('No production build: run `npm run build` first')
fs.rmSync(dataDir, { recursive: true, force: true })

const prepared = Date.now()
const handle = await openDatabase({ pgliteDir: path.join(path.resolve(dataDir), 'pglite') })
await migrateDatabase(handle)
setDatabase(handle)
await seedDemoMarketplace(handle.db)
await loadE2eFixtures(handle.db)
await loadPhoneFixtures(handle.db)
await loadPhoneActionsFixtures(handle.db)
await loadGolfSearchFixtures(handle.db)
await loadWantedFixtures(handle.db)
// The operator of trust.spec.ts gets the role the only way there is: the command line's own
// command (`npm run admin -- grant`), run here in-process since PGlite admits one process at a time.
if ((await runAdminCommand(['grant', E2E_OPERATOR.email], handle.db, () => {})) !== 0)
  throw new Error('npm run admin -- grant failed')
// accessibility.spec.ts: rows made by the domain's own functions (their jobs run here, in-process).
const a11yStarted = Date.now()
await prepareJobQueue(handle.db, allJobs)
const a11y = await loadA11yFixtures(handle.db, E2E_OPERATOR.email)
console.log(
  `e2e-server: database prepared in ${Date.now() - prepared} ms, of which the accessibility fixtures ${Date.now() - a11yStarted} ms`,
)
fs.writeFileSync(path.join(dataDir, A11Y_FIXTURE_FILE), JSON.stringify(a11y))
setDatabase(undefined)
await handle.close()

// The OpenID provider of the "sign in through a third party" journey, when the config asks for it.
const { E2E_OIDC_PORT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_URL } = process.env
if (E2E_OIDC_PORT && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET && PUBLIC_URL) {
  const { startTestOidcProvider } = await import('./oidc-provider')
  await startTestOidcProvider({
    port: Number(E2E_OIDC_PORT),
    client: { id: OIDC_CLIENT_ID, secret: OIDC_CLIENT_SECRET },
    redirectUri: `${PUBLIC_URL}/api/auth/oauth2/callback/oidc`,
  })
}

// The server finds a database with data in it and leaves it as it is.
await import(path.resolve('build/server.js'))
