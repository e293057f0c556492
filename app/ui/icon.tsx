import { cn } from './cn'
import sprite from './icons.svg?url'

/** The Lucide icons the app draws from the sprite: one symbol of icons.svg each (Lucide's file name). */
export type IconName =
  | 'arrow-left'
  | 'arrow-right'
  | 'badge-check'
  | 'badge-percent'
  | 'bell'
  | 'bell-plus'
  | 'bell-ring'
  | 'book-open'
  | 'building-complex'
  | 'chevron-left'
  | 'chevron-right'
  | 'circle-check'
  | 'circle-exclamation-point'
  | 'circle-plus'
  | 'circle-slash'
  | 'clipboard-list'
  | 'eye'
  | 'eye-off'
  | 'flag'
  | 'flag-triangle-right'
  | 'gauge'
  | 'globe'
  | 'heart'
  | 'image-off'
  | 'info'
  | 'key-round'
  | 'list-checks'
  | 'lock-keyhole'
  | 'log-in'
  | 'log-out'
  | 'map-pin'
  | 'menu'
  | 'message-circle'
  | 'newspaper'
  | 'package-open'
  | 'package-search'
  | 'pause'
  | 'pencil'
  | 'play'
  | 'quote'
  | 'recycle'
  | 'search'
  | 'search-check'
  | 'search-x'
  | 'shield-check'
  | 'shirt'
  | 'shopping-cart'
  | 'sliders-horizontal'
  | 'sparkles'
  | 'sport-shoe'
  | 'sprout'
  | 'star'
  | 'store'
  | 'target'
  | 'trending-up'
  | 'truck'
  | 'user'
  | 'user-round'
  | 'user-round-check'
  | 'watch'

/** Lucide's drawing style: 24-unit box, 2-unit round strokes. */
export const LUCIDE_STROKE = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/**
 * A Lucide icon drawn from one cached SVG file instead of the icon's JavaScript: each lucide-react
 * icon is a module of its own plus the 1.5 KB runtime, which every page hydrated on its first load
 * (issue #31 item 8, decisions 0068 and later). Same look as lucide-react's: 24-unit box, 2-unit
 * round stroke, class `lucide`, hidden from assistive technology (the control around it carries
 * the label). A new icon: add its symbol (the test prints it) and its name here.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg width="24" height="24" {...LUCIDE_STROKE} className={cn('lucide', className)} aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}
