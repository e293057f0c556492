import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { clientDictionaries } from './scripts/client-dictionaries.vite'

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild
      ? { input: './server/app.ts' }
      : // Rollup made one chunk per icon and per small shared module; tiny chunks join larger ones.
        // Not above 1.5 kB: merging bigger ones put other pages' code (an operator page, the
        // wizard's vocabulary) into shared chunks that browse and the product page load first,
        // 2 kB over their first-load budget (issue #27, measured in docs/performance.md).
        { output: { experimentalMinChunkSize: 1_500 } },
    // The default 4 KiB inlining would put images into the JS bundle; assets are cached forever anyway.
    assetsInlineLimit: 0,
  },
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  ssr: {
    // Native or WASM packages stay outside the bundle and load from node_modules at run time.
    external: ['sharp', '@electric-sql/pglite', 'pg'],
  },
  plugins: [clientDictionaries(), tailwindcss(), reactRouter()],
}))
