import { LUCIDE_STROKE } from './icon'

/** Golf shapes lucide lacks, drawn in lucide's style. */
type IconProps = { className?: string }

/** Lucide's drawing style (24 px grid, 2 px round strokes), for the golf shapes lucide lacks. */
function StrokeIcon({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg {...LUCIDE_STROKE} className={className} aria-hidden="true">
      {children}
    </svg>
  )
}

export function GolfBallIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="9.5" r="7" />
      <path d="M9 19h6l-2 2v1.5h-2V21z" />
      <g fill="currentColor" stroke="none">
        <circle cx="10" cy="7.5" r="1" />
        <circle cx="14" cy="7.5" r="1" />
        <circle cx="12" cy="10.5" r="1" />
        <circle cx="9" cy="11.5" r="1" />
        <circle cx="15" cy="11.5" r="1" />
      </g>
    </StrokeIcon>
  )
}

export function GolfClubsIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <path d="M8 2.5 13 18.5" />
      <rect x="11" y="18.5" width="9" height="3.5" rx="1.75" />
      <circle cx="5" cy="19.5" r="2.5" />
    </StrokeIcon>
  )
}

export function GolfBagIcon({ className }: IconProps) {
  return (
    <StrokeIcon className={className}>
      <rect x="7" y="8" width="10" height="13.5" rx="2.5" />
      <path d="M6 8h12" />
      <path d="M9 8V3.5L7.5 2.5M12 8V2.5M15 8V3.5l1.5-1" />
      <path d="M10 12.5h4v4h-4z" />
      <path d="M7 10.5c-2.5 1-2.5 6 0 7" />
    </StrokeIcon>
  )
}
