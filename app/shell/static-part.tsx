import { createContext, type ReactNode, useContext } from 'react'

/**
 * Parts of the shell that are the same on every page of a language (the footer), rendered by the
 * server once and kept as markup (./static-parts.server.tsx, decision 0071): the server puts that
 * markup in instead of rendering the part's components again for every request. Only the server
 * provides it; the browser renders and hydrates the part's components over the same markup, so
 * its links still navigate in the app.
 */
export const StaticPartsContext = createContext<Partial<Record<StaticPartName, string>> | null>(null)

export type StaticPartName = 'footer'

/** `children` inside a `<footer>` (or another element), or the markup the server kept for them. */
export function StaticPart({
  name,
  as: Element,
  className,
  children,
}: {
  name: StaticPartName
  as: 'footer'
  className: string
  children: ReactNode
}) {
  const html = useContext(StaticPartsContext)?.[name]
  if (html !== undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of our components, nothing from a request
    return <Element className={className} dangerouslySetInnerHTML={{ __html: html }} />
  return <Element className={className}>{children}</Element>
}
