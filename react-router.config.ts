import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // server/app.ts wraps the React Router handler together with the health check and the
  // shutdown hook, so the whole server-side module graph (one database handle) is one bundle.
} satisfies Config
