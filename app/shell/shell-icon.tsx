import { cn } from '~/ui/cn'
import sprite from './shell-icons.svg?url'

/** The icons of the header and the tab bar, symbols of shell-icons.svg. */
export type ShellIconName =
  | 'bell'
  | 'bell-ring'
  | 'circle-plus'
  | 'clipboard-list'
  | 'heart'
  | 'log-in'
  | 'log-out'
  | 'menu'
  | 'message-circle'
  | 'search'
  | 'shield-check'
  | 'shopping-cart'
  | 'user'
  | 'user-round'

/**
 * A Lucide icon drawn from one cached SVG file instead of the icon's JavaScript: the header and the
 * tab bar are on every page, and their sixteen icon modules cost about 4 KB gzip of first-load
 * JavaScript (issue #31 item 8). Same look as lucide-react's: 24-unit box, 2-unit round stroke.
 */
export function ShellIcon({ name, className }: { name: ShellIconName; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('lucide', className)}
      aria-hidden="true"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}
