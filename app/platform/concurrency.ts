/**
 * At most `limit` tasks at once; the others wait their turn in order. Used where one kind of work
 * (decoding images) must not take every core from the rest (rendering pages).
 */
export function concurrencyLimit(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  const release = () => {
    running--
    waiting.shift()?.()
  }
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
      running++
      try {
        return await task()
      } finally {
        release()
      }
    },
    /** Tasks running and waiting, for tests and logs. */
    get pending() {
      return { running, waiting: waiting.length }
    },
  }
}
