// The few parts of oidc-provider (which ships no types) that tests/support/oidc-provider.ts uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http'

  interface Account {
    accountId: string
    claims: () => Promise<Record<string, unknown>>
  }

  interface Configuration {
    clients: Array<Record<string, unknown>>
    jwks: { keys: Array<Record<string, unknown>> }
    cookies: { keys: string[] }
    claims: Record<string, string[]>
    features: Record<string, { enabled: boolean }>
    ttl: Record<string, number>
    findAccount: (ctx: unknown, sub: string) => Promise<Account | undefined>
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    listen(port: number, callback?: () => void): Server
  }
}
