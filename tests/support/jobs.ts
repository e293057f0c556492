import { settleAuthBackgroundTasks } from '~/platform/auth.server'
import { runDueJobs } from '~/platform/jobs/queue.server'

/**
 * What a running server does on its own after a request: better-auth's deferred work queues its
 * e-mails, then every job that is due runs (e-mails delivered, refunds paid, …).
 */
export async function runQueuedWork() {
  await settleAuthBackgroundTasks()
  return runDueJobs()
}
