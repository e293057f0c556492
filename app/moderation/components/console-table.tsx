/** A plain table of the console: a caption for assistive technology, a header row, the rows. */
export function ConsoleTable({
  caption,
  headers,
  children,
}: {
  caption: string
  headers: string[]
  children: React.ReactNode
}) {
  return (
    // Wider than a phone, the table scrolls inside this region, which the keyboard can focus and
    // scroll too (axe scrollable-region-focusable); the page itself stays as wide as the screen. A
    // group, not a region: the page's section already is the landmark of this name; a <fieldset>
    // would be a form's.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      role="group"
      aria-label={caption}
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-600">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}

export function Cell({ children, className }: { children: React.ReactNode; className?: string }) {
  return <td className={className ?? 'px-3 py-2 align-top'}>{children}</td>
}
