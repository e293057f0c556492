import type { PhotoSlot } from '~/catalog/condition/photo-slots'

/**
 * A small outline of the shot each guided photo slot asks for (issue #28): drawn once here, 48x48,
 * in the current text colour, decorative (the slot's name and hint say the same in words).
 */
const SHAPES: Record<PhotoSlot, React.ReactNode> = {
  // A driver head seen from below, the sole plate and its weight.
  sole: (
    <>
      <path d="M8 30c0-10 10-18 22-18 7 0 11 4 11 10 0 9-10 16-22 16-7 0-11-3-11-8Z" />
      <path d="M16 29c4 3 12 2 18-4" />
      <circle cx="33" cy="20" r="2.5" />
    </>
  ),
  // The face from the front: its outline and the score lines.
  face: (
    <>
      <path d="M7 32c0-9 7-16 19-16h8c5 0 8 4 8 9 0 6-5 10-11 10H12c-3 0-5-1-5-3Z" />
      <path d="M15 24h20M14 28h22M15 32h18" />
      <path d="M40 18 44 6" />
    </>
  ),
  // The crown as at address: the head from above and the shaft going up.
  crown: (
    <>
      <path d="M6 30c2-9 12-16 24-16 8 0 12 5 12 11 0 7-7 11-16 11-12 0-21-1-20-6Z" />
      <path d="M20 24h10" strokeDasharray="2 2" />
      <path d="M38 15 44 4" />
    </>
  ),
  // The toe from the side: the head's end, face to the left.
  toe: (
    <>
      <path d="M14 38c-4-6-4-16 2-22 5-5 14-6 18-1 5 6 4 16-1 21-5 4-14 7-19 2Z" />
      <path d="M16 18c-2 6-2 13 1 19" />
    </>
  ),
  // A length of shaft with its label band.
  'shaft-label': (
    <>
      <path d="M6 38 42 10" />
      <path d="M20 33l-4-5 14-11 4 5Z" />
      <path d="M24 27l5-4" />
    </>
  ),
  // The grip: a tapered sleeve with its pattern.
  grip: (
    <>
      <path d="M10 40 8 36 34 8l6 4L14 42Z" />
      <path d="M17 30l4 3M22 24l4 3M27 18l4 3" />
    </>
  ),
  // A set laid out side by side.
  'set-spread': (
    <>
      <path d="M8 8v28M15 8v28M22 8v28M29 8v28M36 8v28" />
      <path d="M5 36h6M12 38h6M19 39h6M26 40h6M33 41h7" />
    </>
  ),
  // An iron's face with a "7" on the sole.
  'face-7-iron': (
    <>
      <path d="M8 34 12 16h22l8 4-2 14Z" />
      <path d="M14 22h22M13 26h24M13 30h24" />
      <path d="M30 16l6-12" />
    </>
  ),
  // Several soles next to each other.
  soles: (
    <>
      <path d="M6 18h10v16H6ZM19 16h10v18H19ZM32 14h10v20H32Z" />
      <path d="M8 30h6M21 30h6M34 30h6" />
    </>
  ),
  // A wedge face close up: the grooves.
  'face-grooves': (
    <>
      <path d="M8 38 14 10h20l8 8-4 20Z" />
      <path d="M15 17h21M14 21h24M13 25h25M12 29h26M12 33h25" />
    </>
  ),
  // A putter from above: the top line and the sight line.
  'top-line': (
    <>
      <path d="M6 22h36v10H6Z" />
      <path d="M24 24v6" />
      <path d="M32 22l6-16" />
    </>
  ),
  // The hosel with the serial number.
  serial: (
    <>
      <path d="M18 42V22l6-16 6 16v20Z" />
      <path d="M21 28h6M21 32h6M21 36h6" />
    </>
  ),
  front: (
    <>
      <rect x="12" y="6" width="24" height="36" rx="4" />
      <path d="M18 16h12" />
    </>
  ),
  back: (
    <>
      <rect x="12" y="6" width="24" height="36" rx="4" />
      <path d="M18 12v28M30 12v28" />
    </>
  ),
  top: (
    <>
      <ellipse cx="24" cy="24" rx="16" ry="10" />
      <path d="M16 24h16M24 18v12" />
    </>
  ),
  detail: (
    <>
      <circle cx="21" cy="21" r="11" />
      <path d="m29 29 11 11" />
    </>
  ),
  label: (
    <>
      <path d="M8 14h24l8 10-8 10H8Z" />
      <path d="M13 21h14M13 27h10" />
    </>
  ),
  outsoles: (
    <>
      <path d="M10 40c-2-12 0-30 8-32 6-1 8 6 7 16s-2 16-7 17c-4 0-7 0-8-1Z" />
      <path d="M26 40c-2-12 0-30 8-32 6-1 8 6 7 16s-2 16-7 17c-4 0-7 0-8-1Z" />
    </>
  ),
  screen: (
    <>
      <rect x="14" y="6" width="20" height="36" rx="4" />
      <path d="M18 12h12v16H18Z" />
    </>
  ),
  included: (
    <>
      <path d="M6 20h36v20H6ZM6 20l6-10h24l6 10" />
      <path d="M18 28h12" />
    </>
  ),
}

export function SlotSilhouette({ slot, className }: { slot: PhotoSlot; className?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {SHAPES[slot]}
    </svg>
  )
}
