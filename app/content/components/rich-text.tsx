import { Link } from '~/ui/link'
import { parseInlineLinks } from '../inline-links'

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** A line of info page text with its `[label](href)` links made real. */
export function RichText({ text }: { text: string }) {
  return parseInlineLinks(text).map((part, index) => {
    if (part.type === 'text') return part.text
    // Site paths navigate in the app; anchors and mailto: links are plain links.
    return part.href.startsWith('/') ? (
      <Link key={index} to={part.href} className={linkClass}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} className={linkClass}>
        {part.text}
      </a>
    )
  })
}
