/**
 * A page on the sand background that runs on into the footer (whose top margin would otherwise leave
 * a white band between the two). `className` styles the inner block (its padding).
 */
export function SandPage({
  className = 'py-10 sm:py-14',
  children,
}: {
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className="-mb-16 bg-sand-50 pb-16">
      <div className={className}>{children}</div>
    </div>
  )
}
