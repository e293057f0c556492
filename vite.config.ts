import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { clientDictionaries } from './scripts/client-dictionaries.vite'

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
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
