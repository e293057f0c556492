import path from 'node:path'
import { defineConfig } from '@playwright/test'

/**
 * End-to-end journeys in Debian's Chromium against the production build (npm run build first;
 * `npm run test:e2e` does). The server runs with a fresh data folder and the demo data.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${port}`
export const e2eDataDir = path.resolve(`tests/.tmp/e2e-data-${port}`)
/** The local OpenID Connect provider that tests/support/e2e-server.ts starts (its client is below). */
const e2eOidcPort = port + 7

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so that two shards running at once do not wipe each other's results.
  outputDir: `test-results/e2e-${port}`,
  // One server with one embedded database per process; journeys run one after another in it.
  // scripts/e2e-shards.mjs runs two such processes at once (npm run test:e2e, npm test).
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The offline page's service worker (public/sw.js) is left out, so that page.route sees every
    // request; tests/e2e/phone-browse.spec.ts allows it where it tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: 'npx tsx tests/support/e2e-server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Preparing the database (demo data and the fixtures) takes 60-100 s on a busy 2-core machine.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: e2eDataDir,
      SEED_DEMO: 'true',
      AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-signing-0123456789',
      LOG_LEVEL: 'warn',
      // Jobs (e-mails, deadlines) run promptly, and tests can move the server's clock (server/test-hooks.ts).
      JOBS_POLL_SECONDS: '0.5',
      ENABLE_TEST_HOOKS: 'true',
      E2E_OIDC_PORT: String(e2eOidcPort),
      OIDC_ISSUER: `http://localhost:${e2eOidcPort}`,
      OIDC_CLIENT_ID: 'fairway-e2e',
      OIDC_CLIENT_SECRET: 'fairway-e2e-client-secret',
      OIDC_PROVIDER_NAME: 'Fairway ID',
    },
  },
})
