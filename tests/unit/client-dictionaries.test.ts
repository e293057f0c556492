/**
 * The browser's message module (scripts/client-dictionaries.vite.ts): the pages that came with all
 * their messages are not rendered again when the rest of the language arrives (a whole page's
 * render, the long task behind issue #31's blocking time); a page that showed a text without its
 * message is.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { clientDictionaries } from '../../scripts/client-dictionaries.vite'

interface ClientMessages {
  dictionaries: Record<string, Record<string, string>>
  addMessages(locale: string, messages: Record<string, string>): void
  loadDictionary(locale: string): Promise<void>
  noteMissingMessage(): void
  dictionariesVersion(): number
  subscribeToDictionaries(listener: () => void): () => void
}

let copies = 0
/** A fresh copy of the generated module, whose language chunks are `tables`. */
async function clientMessages(tables: Record<string, Record<string, string>>) {
  const plugin = clientDictionaries() as { load: (id: string) => Promise<string | null> }
  const source = await plugin.load('\0fairway:client-messages')
  if (!source) throw new Error('the plugin made no client module')
  const stubbed = source.replace(
    /import\("\\u0000fairway:dictionary:(\w+)"\)/g,
    (_, locale: string) => `Promise.resolve({ default: ${JSON.stringify(tables[locale] ?? {})} })`,
  )
  expect(stubbed).not.toContain('fairway:dictionary')
  const file = path.join(os.tmpdir(), `fm-client-messages-${process.pid}-${copies++}.mjs`)
  fs.writeFileSync(file, stubbed)
  return (await import(pathToFileURL(file).href)) as ClientMessages
}

describe('the browser loading the rest of a language', () => {
  it('adds the messages without rendering again when the page had all it showed', async () => {
    const messages = await clientMessages({ es: { 'a.one': 'Uno', 'a.two': 'Dos' } })
    messages.addMessages('es', { 'a.one': 'Uno' })
    let told = 0
    messages.subscribeToDictionaries(() => told++)
    await messages.loadDictionary('es')
    expect(messages.dictionaries.es).toEqual({ 'a.one': 'Uno', 'a.two': 'Dos' })
    expect(told).toBe(0)
    expect(messages.dictionariesVersion()).toBe(0)
  })

  it('renders again once when a text was shown without its message', async () => {
    const messages = await clientMessages({ en: { 'a.one': 'One' } })
    let told = 0
    messages.subscribeToDictionaries(() => told++)
    messages.noteMissingMessage()
    await messages.loadDictionary('en')
    await messages.loadDictionary('en')
    expect(messages.dictionaries.en).toEqual({ 'a.one': 'One' })
    expect(told).toBe(1)
    expect(messages.dictionariesVersion()).toBe(1)
  })
})
