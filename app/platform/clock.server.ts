/**
 * The time every deadline and timer reads (docs/decisions/0026-job-queue-and-outbox.md). In a
 * normal process it is the system clock. Tests move it forward instead of sleeping: integration
 * tests call `advanceClock`, end-to-end tests go through the test-only hook (server/test-hooks.ts)
 * that production never mounts. It only moves forward, so "now" never runs backwards for a rule.
 */
export interface Clock {
  now(): Date
}

const state = globalThis as typeof globalThis & { __marketplaceClockOffsetMs?: number }

export const clock: Clock = {
  now: () => new Date(Date.now() + (state.__marketplaceClockOffsetMs ?? 0)),
}

/** Moves this process's clock forward by `ms` and answers the new time. */
export function advanceClock(ms: number): Date {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward')
  state.__marketplaceClockOffsetMs = (state.__marketplaceClockOffsetMs ?? 0) + ms
  return clock.now()
}

/** Back to the system clock (between tests). */
export function resetClock() {
  state.__marketplaceClockOffsetMs = 0
}
