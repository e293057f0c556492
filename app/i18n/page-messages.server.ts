import { AsyncLocalStorage } from 'node:async_hooks'
import { Transform } from 'node:stream'
import { inlineScriptJson } from '~/platform/inline-json.server'
import { type Locale, type MessageKey, onMessageLookup } from './index'
import { dictionaries } from './messages'

/**
 * A page ships only the messages it uses (issue #17): while the server renders a page it records
 * every message looked up, and the document ends with those messages (a JSON data block), which
 * app/entry.client.tsx hands to the translator before hydrating. The whole language is loaded
 * after hydration, for what the page shows later and for the next pages.
 */
const pageMessages = new AsyncLocalStorage<Set<MessageKey>>()
onMessageLookup((key) => pageMessages.getStore()?.add(key))

export const PAGE_MESSAGES_ID = 'fm-messages'

/** Runs a page's rendering, recording the messages it looks up. */
export function recordingPageMessages<T>(render: () => T): { result: T; used: Set<MessageKey> } {
  const used = new Set<MessageKey>()
  return { result: pageMessages.run(used, render), used }
}

/** The texts of these messages in one language. */
export function messagesOf(locale: Locale, used: Set<MessageKey>): Record<string, string> {
  const table = dictionaries[locale]
  const messages: Record<string, string> = {}
  for (const key of used) if (table[key] !== undefined) messages[key] = table[key]
  return messages
}

function pageMessagesScript(locale: Locale, used: Set<MessageKey>, nonce: string | undefined) {
  const json = inlineScriptJson(messagesOf(locale, used))
  return `<script type="application/json" id="${PAGE_MESSAGES_ID}"${nonce ? ` nonce="${nonce}"` : ''}>${json}</script>`
}

const DOCUMENT_END = '</body></html>'

/**
 * Passes the rendered document through and puts the page's messages before its end (read when
 * the rendering is complete, so later streamed parts are included).
 */
export function appendPageMessages(locale: Locale, used: Set<MessageKey>, nonce: string | undefined) {
  let heldEnd = false
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      if (bytes.subarray(-DOCUMENT_END.length).toString('latin1') === DOCUMENT_END) {
        heldEnd = true
        done(null, bytes.subarray(0, -DOCUMENT_END.length))
      } else done(null, bytes)
    },
    flush(done) {
      done(null, pageMessagesScript(locale, used, nonce) + (heldEnd ? DOCUMENT_END : ''))
    },
  })
}
