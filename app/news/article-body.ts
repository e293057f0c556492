/** One block of an article body: a section heading or a paragraph of running text. */
export type ArticleBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string }

const HEADING = /^\*\*(.+)\*\*$/s

/**
 * Splits an article body into blocks (SPEC §2 "News"): paragraphs are separated by blank lines,
 * and a paragraph wrapped in double asterisks (`**Like this**`) is a heading. Line breaks inside a
 * paragraph are plain wrapping, so they become spaces.
 */
export function parseArticleBody(body: string): ArticleBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim().replace(/\s*\n\s*/g, ' '))
    .filter((chunk) => chunk !== '')
    .map((chunk) => {
      const heading = HEADING.exec(chunk)
      const text = heading?.[1]?.trim()
      return text ? { type: 'heading', text } : { type: 'paragraph', text: chunk }
    })
}
