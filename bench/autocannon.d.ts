/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    /** Seconds before a request counts as a timeout. */
    timeout?: number
    /** Requests each connection sends in turn; setupRequest may rewrite each one (its path). */
    requests?: Array<{
      method?: string
      path?: string
      headers?: Record<string, string>
      setupRequest?: (request: { path: string }) => { path: string }
    }>
  }

  interface Result {
    requests: { total: number; average: number }
    throughput: { total: number }
    errors: number
    timeouts: number
    non2xx: number
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
