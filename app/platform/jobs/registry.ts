/**
 * The typed job registry (docs/decisions/0026-job-queue-and-outbox.md).
 *
 * Every job has a name, a JSON payload type and one handler. A domain declares its jobs' payloads by
 * augmenting `JobPayloads` and exports their definitions from its `jobs.server.ts`:
 *
 *   declare module '~/platform/jobs/registry' {
 *     interface JobPayloads { 'orders.shipped-mail': { orderId: string } }
 *   }
 *   export const orderJobs = defineJobs({ 'orders.shipped-mail': { handler: async ({ orderId }) => … } })
 *
 * server/jobs.ts puts every domain's definitions together (the compiler fails when a declared job
 * has no handler), and any module enqueues by name with a payload the compiler checks, without
 * importing the domain that handles it.
 */

// biome-ignore lint/suspicious/noEmptyInterface: filled in by each domain through declaration merging.
export interface JobPayloads {}

export type JobName = keyof JobPayloads & string

/** What a handler knows about the run it is in. Its log lines carry the job id already. */
export interface JobRun {
  id: string
  name: JobName
  /** 1 for the first try. */
  attempt: number
  /** After this attempt fails the job is dead (kept as `failed`, listed by `npm run jobs`). */
  maxAttempts: number
}

export interface JobDefinition<Payload> {
  /**
   * Does the work. Throwing fails this attempt; the job is tried again after a back-off. A handler
   * must be safe to run twice for the same payload (a process can die after the work and before
   * the job is marked done): re-read the domain row, and use dedupe keys for outside calls.
   */
  handler(payload: Payload, run: JobRun): Promise<void>
  /** Tries after the first before the job is dead. Default 5. */
  retryLimit?: number
  /** Seconds before the first retry; each later one waits about twice as long. Default 30. */
  retryDelaySeconds?: number
  /** Longest a run may take; past it the run counts as failed and may be retried. Default 60. */
  timeoutSeconds?: number
  /** How many jobs of this name one process runs at once. Default 1. */
  concurrency?: number
  /** A cron expression (UTC): the job is also enqueued on that schedule, once across all processes. */
  cron?: { expression: string | (() => string); payload: Payload }
}

export type JobDefinitions<Name extends JobName = JobName> = {
  [N in Name]: JobDefinition<JobPayloads[N]>
}

/** Checks a domain's job definitions against their declared payloads. */
export function defineJobs<Name extends JobName>(definitions: JobDefinitions<Name>): JobDefinitions<Name> {
  return definitions
}
