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
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
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
