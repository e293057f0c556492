import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

const MESSAGES = path.resolve('app/i18n/messages/index.ts')
const CLIENT_MESSAGES = '\0fairway:client-messages'
const DICTIONARY = '\0fairway:dictionary:'
const LOCALES = ['en', 'es'] as const

/**
 * The browser loads one language's messages, not both (issue #17: about half of the dictionary
 * bytes of every first load). In the client build, `app/i18n/messages/index.ts` is replaced by a
 * module whose `dictionaries` start empty and whose `loadDictionary(locale)` imports that
 * language's table, a chunk of its own generated here from the real message modules (as JSON,
 * which parses faster than the equivalent object literal). A page comes with the messages its
 * server rendering used (app/i18n/page-messages.server.ts), so app/entry.client.tsx hydrates at
 * once and loads the rest of the language right after. `useT()` renders again when a language
 * finishes loading (`subscribeToDictionaries`), but only if a text was missing its message
 * (`noteMissingMessage`): telling every `useT()` while the page hydrates made React throw the
 * time-sliced hydration away and render the whole page again in one long task (TBT 300-460 ms
 * on /browse and /auth, issue #31). The server build and development keep the real module.
 */
export function clientDictionaries(): Plugin {
  let tables: Record<string, Record<string, string>> | undefined
  async function dictionaryOf(locale: string) {
    if (!tables) {
      const { tsImport } = await import('tsx/esm/api')
      const messages = (await tsImport(pathToFileURL(MESSAGES).href, import.meta.url)) as {
        dictionaries: Record<string, Record<string, string>>
      }
      tables = messages.dictionaries
    }
    return tables[locale] ?? {}
  }

  return {
    name: 'fairway:client-dictionaries',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      tables = undefined
    },
    async resolveId(source, importer, options) {
      if (source === CLIENT_MESSAGES || source.startsWith(DICTIONARY)) return source
      if (options?.ssr || this.environment?.config.consumer === 'server' || !importer) return null
      if (!/(^|\/)messages(\/index)?(\.ts)?$/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === MESSAGES ? CLIENT_MESSAGES : null
    },
    async load(id) {
      if (id === CLIENT_MESSAGES) {
        const loaders = LOCALES.map(
          (locale) => `${locale}: () => import(${JSON.stringify(DICTIONARY + locale)})`,
        )
        return [
          '/** The messages of the languages loaded so far (see scripts/client-dictionaries.vite.ts). */',
          `export const dictionaries = { ${LOCALES.map((locale) => `${locale}: {}`).join(', ')} }`,
          `const loaders = { ${loaders.join(', ')} }`,
          'const loading = {}',
          'let version = 0',
          'let missed = false',
          'const listeners = new Set()',
          'export function dictionariesVersion() { return version }',
          'export function subscribeToDictionaries(listener) { listeners.add(listener); return () => listeners.delete(listener) }',
          'export function noteMissingMessage() { missed = true }',
          'export function addMessages(locale, messages) {',
          '  Object.assign(dictionaries[locale] ?? dictionaries.en, messages)',
          '}',
          'export function loadDictionary(locale) {',
          '  const load = loaders[locale] ?? loaders.en',
          '  loading[locale] ??= load().then((module) => {',
          '    Object.assign(dictionaries[locale] ?? dictionaries.en, module.default)',
          // Rendering again costs a whole page's render (a long task on a phone): only when some
          // text was shown without its message.
          '    if (!missed) return',
          '    missed = false',
          '    version += 1',
          '    for (const listener of listeners) listener()',
          // A load that failed (no network) is tried again at the next call or when back online.
          '  }, (error) => {',
          '    delete loading[locale]',
          '    if (typeof window !== "undefined") window.addEventListener("online", () => loadDictionary(locale).catch(() => {}), { once: true })',
          '    throw error',
          '  })',
          '  return loading[locale]',
          '}',
        ].join('\n')
      }
      if (id.startsWith(DICTIONARY)) {
        const table = await dictionaryOf(id.slice(DICTIONARY.length))
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(table))})`
      }
      return null
    },
  }
}
