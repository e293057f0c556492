/** The info pages linked from the footer (SPEC §2), one route id each in app/routes.ts. */
export const INFO_PAGE_IDS = ['faq', 'shipping', 'returns', 'terms', 'privacy'] as const
export type InfoPageId = (typeof INFO_PAGE_IDS)[number]

export const SUPPORT_EMAIL = 'support@fairway.market'

/**
 * A block of a section. Text may hold `[links](/path)` (see parseInlineLinks) and `{placeholders}`
 * filled by localizeInfoPage, so that prices and addresses are written down once.
 */
export type InfoBlock =
  | string
  | { list: string[] }
  | { question: string; answer: string[] }
  /** The shipping options with their times and prices, from the catalogue. */
  | { table: 'shipping-rates' }

export interface InfoSection {
  /** Anchor of the section (`/faq#contact`); the same in both languages. */
  id: string
  heading: string
  blocks: InfoBlock[]
}

export interface InfoPageText {
  title: string
  description: string
  intro: string
  sections: InfoSection[]
}

export interface InfoPage {
  /** ISO date the text last changed. */
  lastUpdated: string
  en: InfoPageText
  es: InfoPageText
}

/** Pages with at least this many sections get a table of contents. */
export const TABLE_OF_CONTENTS_MIN_SECTIONS = 4

export function isInfoPageId(value: string): value is InfoPageId {
  return (INFO_PAGE_IDS as readonly string[]).includes(value)
}

/** `/faq`, `/faq/` -> `faq`; anything else -> undefined. */
export function infoPageIdFromPath(pathname: string): InfoPageId | undefined {
  const id = pathname.replace(/\/+$/, '').split('/').pop() ?? ''
  return isInfoPageId(id) ? id : undefined
}
