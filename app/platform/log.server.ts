import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * A small structured logger: one JSON line per event in production, a readable line otherwise.
 * Fields named like secrets are masked so that a careless `log.info('x', { password })` leaks nothing.
 */
type Level = 'debug' | 'info' | 'warn' | 'error'
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }
const SECRET_FIELD = /pass(word)?|secret|token|authorization|cookie|card/i

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info')) as Level
  return order[configured] ?? order.info
}

function clean(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack }
  }
  if (Array.isArray(value)) return depth > 4 ? '[…]' : value.map((v) => clean(v, depth + 1))
  if (value && typeof value === 'object') {
    if (depth > 4) return '[…]'
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_FIELD.test(k) ? '[redacted]' : clean(v, depth + 1)]),
    )
  }
  return value
}

// Fields every line written inside `withLogFields` carries (e.g. the id of the job being run).
const context = new AsyncLocalStorage<Record<string, unknown>>()

/** Runs `fn` so that every line it logs, however deep, also carries `fields`. */
export function withLogFields<T>(fields: Record<string, unknown>, fn: () => Promise<T>): Promise<T> {
  return context.run({ ...context.getStore(), ...fields }, fn)
}

function write(level: Level, event: string, fields?: Record<string, unknown>) {
  if (order[level] < threshold()) return
  const entry = {
    time: new Date().toISOString(),
    level,
    event,
    ...(clean({ ...context.getStore(), ...fields }) as object),
  }
  const stream = level === 'error' || level === 'warn' ? process.stderr : process.stdout
  if (process.env.NODE_ENV === 'production') {
    stream.write(`${JSON.stringify(entry)}\n`)
  } else {
    const { time: _t, level: _l, event: _e, ...rest } = entry
    const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : ''
    stream.write(`${level.toUpperCase().padEnd(5)} ${event}${extra}\n`)
  }
}

export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write('debug', event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write('info', event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write('warn', event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write('error', event, fields),
}
