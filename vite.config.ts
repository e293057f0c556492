import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { ManualChunkMeta } from 'rollup'
import { defineConfig } from 'vite'
import { clientDictionaries } from './scripts/client-dictionaries.vite'

/**
 * Every page loads the root route, so whatever it imports statically (the header, the tab bar, the
 * footer, React Router, React) and React DOM go into one chunk: one request and one gzip stream
 * instead of about twenty small files, and no page's code joins them (issue #31 item 8, measured
 * in docs/performance.md).
 */
function shellChunk(id: string, { getModuleInfo, getModuleIds }: ManualChunkMeta) {
  let shell = shellModules.get(getModuleInfo)
  if (!shell) {
    shell = new Set()
    shellModules.set(getModuleInfo, shell)
    const pending = [...getModuleIds()].filter((module) => ROOT_ROUTE.test(module))
    while (pending.length) {
      const module = pending.pop() as string
      if (shell.has(module)) continue
      shell.add(module)
      pending.push(...(getModuleInfo(module)?.importedIds ?? []))
    }
  }
  if (/\/node_modules\/(react-dom|scheduler)\//.test(id)) return 'shell'
  return shell.has(id) && !ROOT_ROUTE.test(id) ? 'shell' : undefined
}
const ROOT_ROUTE = /\/app\/root\.tsx(\?|$)/
/** The root's static module graph, once per build. */
const shellModules = new WeakMap<ManualChunkMeta['getModuleInfo'], Set<string>>()

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
      : // No experimentalMinChunkSize any more: merging small shared chunks put other pages'
        // modules (moderation forms, the wizard's vocabulary, the report rules) into what auth,
        // browse and the product page load first; without it every page loads 1-3 KB less,
        // though as a few more small files (issue #31 item 8, docs/performance.md).
        { output: { manualChunks: shellChunk } },
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
