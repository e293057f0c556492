import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { clientDictionaries } from './scripts/client-dictionaries.vite'

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild
      ? { input: './server/app.ts' }
      : // Rollup made one chunk per icon and per small shared module (40+ requests on a first
        // load); each costs a round trip on a slow phone, so chunks under 10 kB join larger ones.
        { output: { experimentalMinChunkSize: 10_000 } },
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
