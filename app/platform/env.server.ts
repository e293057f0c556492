import path from 'node:path'
import { z } from 'zod'

/**
 * Every environment variable the marketplace reads, validated once at boot.
 * Each has a default that keeps `npm start` working on a fresh machine with no account and no network;
 * `.env.example` documents the same list.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url({ message: 'must be a URL' }).optional())
  .optional()

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Public origin of the site: links in e-mails, auth callbacks, payment return URLs. */
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),

    /** Folder for the embedded database, uploaded media, the mail outbox and the generated secret. */
    DATA_DIR: z.string().default('./data'),
    /** postgres://… switches from the embedded PGlite database to a PostgreSQL server. */
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * postgres://… of a streaming read replica of DATABASE_URL (scripts/replica.sh makes one): reads
     * that may lag a moment (browse, search, product and seller pages, sitemap) of visitors who are
     * not signed in go there; members and every write use DATABASE_URL (decision 0065).
     */
    DATABASE_READ_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /**
     * How many machines (app instances behind a load balancer) serve this site; each may run
     * WEB_CONCURRENCY worker processes. More than one needs S3 photo storage (decision 0065).
     */
    APP_INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
    SEED_DEMO: booleanFlag.default(true),
    /** How long a process reuses browse result pages and category counts; 0 turns that off. */
    BROWSE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /**
     * How many listings each set of rows behind browse's counts is read to (decision 0066): past it
     * a count shows as "1,000+". Browse without a search term or filter always counts everything.
     */
    BROWSE_COUNT_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    /**
     * Browse, search and their counts from each process's in-memory index of the visible listings
     * (decision 0075), kept current from PostgreSQL within a second; false: every query in SQL
     * (whose counts stop at BROWSE_COUNT_LIMIT).
     */
    BROWSE_INDEX: booleanFlag.default(true),
    /** How long a production process reuses whole browse pages for visitors not signed in; 0: off. */
    PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /**
     * Worker processes of a production server on PostgreSQL (server/cluster.ts); unset: one per
     * core. The embedded database is opened by one process only, so without DATABASE_URL it is 1.
     */
    WEB_CONCURRENCY: optionalString.pipe(
      z.coerce.number<string | undefined>().int().min(1).max(64).optional(),
    ),
    /**
     * The most requests one process works on at once; past its current limit (which shrinks when
     * answers slow down) it answers 503 at once (admission.server.ts).
     */
    MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(64),
    /**
     * The benchmark's baseline page (bench/baseline): its build/server/index.js, mounted at
     * /__baseline by server/app.ts. Only `npm run bench` sets it; never set on a real site.
     */
    BENCH_BASELINE_BUILD: optionalString,
    /**
     * The benchmark's database time per request (bench/browse.ts): a file that each request with
     * an `x-bench-variant` header appends its query times to. Only `npm run bench` sets it.
     */
    BENCH_DB_TIMING_FILE: optionalString,

    /** How often an idle job queue is polled, in seconds (0.5 at least). */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** How often lost job runs are handed back and old jobs archived, in seconds. */
    JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** When the payments-versus-orders reconciliation runs (cron, UTC). */
    RECONCILE_CRON: z
      .string()
      .trim()
      .regex(/^(\S+\s+){4}\S+$/, 'must be a cron expression with five fields')
      .default('17 * * * *'),
    /**
     * Mounts /__test/* (move the clock forward, run due jobs now) for end-to-end tests. Never set it
     * on a real site: the server refuses to start with it and a live Stripe key.
     */
    ENABLE_TEST_HOOKS: booleanFlag.default(false),

    /** Signs sessions and tokens. Generated and kept in DATA_DIR when not given. */
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Any OpenID Connect provider: its issuer URL (discovery at /.well-known/openid-configuration). */
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_PROVIDER_NAME: z.string().default('OpenID'),

    /** smtp://user:pass@host:port or smtps://…; without it mail goes to the local outbox. */
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Fairway Market <no-reply@fairway.market>'),
    /** Who hears about reported problems and reconciliation mismatches (the local outbox by default). */
    OPERATOR_EMAIL: z.string().email('must be an e-mail address').default('operator@fairway.market'),

    /** With a Stripe secret key checkout goes to Stripe; without it to the built-in test provider. */
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
        .optional(),
    ),
    /**
     * A production server without Stripe keys refuses to start unless this says that test payments
     * (the built-in provider: no money moves) are what is wanted, as for the demo of `npm start`.
     */
    ALLOW_TEST_PAYMENTS: booleanFlag.default(false),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^whsec_/, 'must start with whsec_')
        .optional(),
    ),

    /** With a bucket, uploads go to S3-compatible storage; without it to DATA_DIR/media. */
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('auto'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Public base URL the stored objects are served from (bucket website or CDN). */
    S3_PUBLIC_URL: optionalUrl,
  })
  .superRefine((env, ctx) => {
    const pairs = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
      ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ] as const
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        ctx.addIssue({
          code: 'custom',
          path: [env[a] ? b : a],
          message: `must be set together with ${env[a] ? a : b}`,
        })
      }
    }
    if (env.OIDC_CLIENT_ID && !env.OIDC_ISSUER) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'must be set when OIDC_CLIENT_ID is set',
      })
    }
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'needs DATABASE_URL (a read replica of that PostgreSQL primary)',
      })
    }
    if (env.APP_INSTANCES > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_INSTANCES'],
        message: 'more than one instance needs DATABASE_URL (the embedded database lives on one machine)',
      })
    }
    if (env.APP_INSTANCES > 1 && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `must be set when APP_INSTANCES is ${env.APP_INSTANCES}: photos uploaded to one machine's DATA_DIR/media would be missing (404) on the others`,
      })
    }
    if (env.S3_BUCKET && !env.S3_PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['S3_PUBLIC_URL'], message: 'must be set when S3_BUCKET is set' })
    }
    if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && !env.ALLOW_TEST_PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'must be set in production, with STRIPE_WEBHOOK_SECRET (or set ALLOW_TEST_PAYMENTS=true to take only test payments, as the demo does)',
      })
    }
    if (env.ENABLE_TEST_HOOKS && env.STRIPE_SECRET_KEY?.startsWith('sk_live_')) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENABLE_TEST_HOOKS'],
        message: 'must not be set with a live Stripe key (test hooks move the clock and run jobs)',
      })
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'must be set when STRIPE_SECRET_KEY is set',
      })
    }
  })

export type Env = z.infer<typeof envSchema> & {
  /** PUBLIC_URL, or http://localhost:PORT when it is not set. */
  publicUrl: string
  /** DATA_DIR made absolute. */
  dataDir: string
}

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses a set of variables; throws an EnvError whose message names every invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
  }
}

let current: Env | undefined

/** The validated environment of this process (parsed on first use). */
export function env(): Env {
  current ??= parseEnv(process.env)
  return current
}

/** Tests change process.env and call this so the next env() parses again. */
export function resetEnvForTests() {
  current = undefined
}
