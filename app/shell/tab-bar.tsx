import { useLocation } from 'react-router'
import { signInPath } from '~/accounts/redirect-to'
import { useViewer } from '~/accounts/use-viewer'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Icon } from '~/ui/icon'
import { Link } from '~/ui/link'

/** Each tab: its section's path (current on it and below it), its name's key and its icon. */
const TABS = [
  ['/browse', 'browse', 'search'],
  ['/list-product', 'sell', 'circle-plus'],
  ['/messages', 'inbox', 'message-circle'],
  ['/notifications', 'alerts', 'bell'],
  ['/profile', 'account', 'user'],
] as const

/** Focused flows with a bottom bar of their own (the listing wizard's Back/Next): no tab bar there. */
const FOCUSED = /^\/(list-product|product-listing|product\/[^/]+\/edit)\/?$/

/**
 * The bottom tab bar on phones (issue #31 item 1): Browse, Sell, Inbox with its unread
 * conversations, Alerts (the bell) with its unread notifications, and Account. Hidden from `sm` up,
 * where the header holds the same links. Its counts are the viewer's: on the shared cached pages it
 * is one of the personal parts swapped in per request (server/shared-pages.tsx, decisions 0041 and
 * 0063), so a stored page only ever holds the visitor's bar. A visitor's Sell, Inbox and Alerts go
 * to sign-in and then there.
 */
export function TabBar() {
  const t = useT()
  const viewer = useViewer()
  const path = useLocation().pathname.replace(/^\/es(?=\/|$)/, '') || '/'
  if (FOCUSED.test(path)) return null
  const counts: Record<string, number> = {
    inbox: viewer?.unreadMessages ?? 0,
    // Opening /notifications marks them read: the bell there shows none (as in the header).
    alerts: path === '/notifications' ? 0 : (viewer?.unreadNotifications ?? 0),
  }
  return (
    <>
      {/* Room under the footer, so that nothing stays hidden under the bar. */}
      <div className="h-14 sm:hidden" />
      <nav
        aria-label={t('phone.tabs.label')}
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-slate-200 border-t bg-white pb-[env(safe-area-inset-bottom)] sm:hidden"
        data-testid="tab-bar"
      >
        {TABS.map(([section, id, icon]) => {
          const count = counts[id] ?? 0
          const shown = count > 99 ? '99+' : String(count)
          const current = path === section || path.startsWith(`${section}/`)
          const label = t(`phone.tabs.${id}`)
          return (
            <Link
              key={id}
              to={viewer || id === 'browse' ? section : id === 'account' ? '/auth' : signInPath(section)}
              // The visible label first (WCAG 2.5.3), then the unread count.
              aria-label={count ? t('phone.tabs.unread', { label, count: shown }) : label}
              aria-current={current ? 'page' : undefined}
              data-testid={`tab-${id}`}
              className={cn(
                'relative flex h-14 flex-col items-center justify-center gap-0.5 font-medium text-[11px] focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2',
                current ? 'text-brand-800' : 'text-slate-600',
              )}
            >
              <Icon name={icon} className="size-6" />
              {label}
              {count ? (
                // The number is drawn from data-count: the link's visible text stays its label,
                // which its name starts with (axe's label-content-name-mismatch).
                <span
                  data-count={shown}
                  className="absolute top-1.5 left-1/2 ml-1.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 font-bold text-[11px] text-white leading-5 after:content-[attr(data-count)]"
                  data-testid={`tab-${id}-count`}
                />
              ) : null}
            </Link>
          )
        })}
      </nav>
    </>
  )
}
