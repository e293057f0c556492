/** The marketplace's mark (a flag on a green), for the nav bar's logo and the auth pages. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="#166341" />
      <path d="M13 7v17" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M13 7l8 3.5-8 3.5z" fill="#f5c542" />
      <ellipse cx="16" cy="24.5" rx="6" ry="1.6" fill="#4bb67e" />
    </svg>
  )
}
