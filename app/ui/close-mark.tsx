/**
 * A cross for "remove" and "close" on browse (lucide's x, drawn here): lucide's icon module
 * was merged into a chunk of photo-slot rules that browse then loaded first (its JS budget).
 */
export function CloseMark({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  )
}
