import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // The whole route manifest ships in the (immutable, cached) manifest file instead of a partial
  // one computed on every server render (issue #17: 2 % of a page's CPU) and fetched lazily from
  // /__manifest as links appear.
  routeDiscovery: { mode: 'initial' },
  // server/app.ts wraps the React Router handler together with the health check and the
  // shutdown hook, so the whole server-side module graph (one database handle) is one bundle.
} satisfies Config
