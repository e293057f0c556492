import { DEFAULT_LOCALE, type Locale } from './locales'
import { dictionaries, type MessageKey, noteMissingMessage } from './messages'

export * from './locales'
export type { MessageKey } from './messages'
export {
  addMessages,
  dictionariesVersion,
  loadDictionary,
  subscribeToDictionaries,
} from './messages'

export type MessageValues = Record<string, string | number>
export type Translate = (key: MessageKey, values?: MessageValues) => string

/** Replaces `{name}` placeholders; an unknown placeholder stays visible so that it gets noticed. */
export function interpolate(template: string, values?: MessageValues) {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/** Told of every message a translator looks up (the server records what a page uses). */
let messageListener: ((key: MessageKey) => void) | undefined
export function onMessageLookup(listener: ((key: MessageKey) => void) | undefined) {
  messageListener = listener
}

export function translator(locale: Locale): Translate {
  const table = dictionaries[locale] ?? dictionaries[DEFAULT_LOCALE]
  return (key, values) => {
    messageListener?.(key)
    const message = table[key] ?? dictionaries.en[key]
    if (message === undefined) noteMissingMessage()
    return interpolate(message ?? key, values)
  }
}

export function isMessageKey(value: string): value is MessageKey {
  // In the browser only the page's language may be loaded (scripts/client-dictionaries.vite.ts).
  return value in dictionaries.en || value in dictionaries.es
}
