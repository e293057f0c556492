import { configDefaults, defineConfig } from 'vitest/config'

/** Tests that start real server processes: they run after everything else, not beside it. */
const PROCESS_TESTS = [
  'tests/integration/jobs-processes.test.ts',
  'tests/integration/server-process.test.ts',
  'tests/integration/postgres/**/*.test.ts',
]
/** Those that need no PostgreSQL. */
const PGLITE_PROCESS_TESTS = PROCESS_TESTS.slice(0, 2)

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup-env.ts'],
    pool: 'forks',
    // Integration files each load their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-signing-0123456789',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...PROCESS_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'processes',
          // What only PostgreSQL can do (several server processes on one database) runs with TEST_DATABASE_URL.
          include: process.env.TEST_DATABASE_URL ? PROCESS_TESTS : PGLITE_PROCESS_TESTS,
          // Server processes compete for the CPU: one file at a time, once the other tests are done.
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
        },
      },
    ],
  },
})
