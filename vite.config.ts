import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { ManualChunkMeta } from 'rollup'
import { defineConfig } from 'vite'
import { clientDictionaries } from './scripts/client-dictionaries.vite'

/**
 * Every page loads the root route, so whatever it imports statically (the header, the tab bar, the
 * footer, React Router, React) goes into one chunk: one request and one gzip stream instead of
 * about twenty small files (issue #31 item 8, docs/performance.md).
 */
function shellChunk(id: string, { getModuleInfo, getModuleIds }: ManualChunkMeta) {
  if (!shellModules) {
    shellModules = new Set()
    const roots = [...getModuleIds()].filter((module) => /\/app\/root\.tsx(\?|$)/.test(module))
    while (roots.length) {
      const module = roots.pop() as string
      if (shellModules.has(module)) continue
      shellModules.add(module)
      roots.push(...(getModuleInfo(module)?.importedIds ?? []))
    }
  }
  if (/\/node_modules\/(react-dom|scheduler)\//.test(id)) return 'shell'
  return shellModules.has(id) && !/\/app\/root\.tsx(\?|$)/.test(id) ? 'shell' : undefined
}
let shellModules: Set<string> | undefined

function reactRouterProductionBuild() {
  const dist = new URL('./node_modules/react-router/dist/production/', import.meta.url).pathname
  return [
    { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
    { find: /^react-router$/, replacement: `${dist}index.mjs` },
  ]
}

export default defineConfig(({ command, isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild
      ? { input: './server/app.ts' }
      : // Rollup made one chunk per icon and per small shared module; tiny chunks join larger ones.
        // Not above 1.5 kB: merging bigger ones put other pages' code (an operator page, the
        // wizard's vocabulary) into shared chunks that browse and the product page load first,
        // 2 kB over their first-load budget (issue #27, measured in docs/performance.md).
        { output: { experimentalMinChunkSize: 1_500, manualChunks: shellChunk } },
    // The default 4 KiB inlining would put images into the JS bundle; assets are cached forever anyway.
    assetsInlineLimit: 0,
    // SOURCEMAP=1 for attributing the bundle's bytes to modules (docs/performance.md); never shipped.
    sourcemap: process.env.SOURCEMAP === '1',
  },
  resolve: {
    alias: [
      { find: '~', replacement: new URL('./app', import.meta.url).pathname },
      // React Router's package exports only its development build, whose dev warnings ship to
      // browsers; the browser bundle takes the production one (the same code without them). The
      // server keeps the exported build, so both sides never mix two copies in one process.
      ...(command === 'build' && !isSsrBuild ? reactRouterProductionBuild() : []),
    ],
  },
  ssr: {
    // Native or WASM packages stay outside the bundle and load from node_modules at run time.
    external: ['sharp', '@electric-sql/pglite', 'pg'],
  },
  plugins: [clientDictionaries(), tailwindcss(), reactRouter()],
}))
