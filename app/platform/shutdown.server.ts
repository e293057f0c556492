const shutdownTasks = new Set<() => Promise<void>>()

/**
 * Work a domain must finish while the database is still open when the server stops (e.g. writing
 * counters kept in memory). Tasks never throw.
 */
export function beforeDatabaseCloses(task: () => Promise<void>) {
  shutdownTasks.add(task)
}

/** Runs every registered task (server/lifecycle.ts, when the server stops). */
export async function runShutdownTasks() {
  await Promise.all([...shutdownTasks].map((task) => task()))
}
