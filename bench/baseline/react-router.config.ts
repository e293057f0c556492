import type { Config } from '@react-router/dev/config'

/**
 * The benchmark's baseline (bench/browse.ts): the least a React Router page of 24 cards costs on
 * this server. Mounted at /__baseline only when BENCH_BASELINE_BUILD is set (server/app.ts).
 */
export default {
  ssr: true,
  basename: '/__baseline',
} satisfies Config
