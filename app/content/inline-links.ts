export type InlinePart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string }

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

/** Splits `See [Shipping](/shipping).` into text and link parts, for info page paragraphs. */
export function parseInlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  let last = 0
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match
    if (match.index > last) parts.push({ type: 'text', text: text.slice(last, match.index) })
    parts.push({ type: 'link', text: label, href })
    last = match.index + whole.length
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) })
  return parts
}
