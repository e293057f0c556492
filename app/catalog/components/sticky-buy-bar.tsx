import { type ReactNode, useEffect, useState } from 'react'
import { useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'

/**
 * On phones, the price and the buy actions stay in reach at the bottom (above the tab bar) whenever
 * the product page's own actions (`watchId`) are off the screen: scrolled away above, or still below
 * the photos on arrival, where a phone first shows no price (issue #31 item 2). While the page's
 * own actions are in view, before hydration, and from `sm` up, it is hidden (out of the tab order
 * and the accessibility tree), so the same buttons are never shown twice.
 */
export function StickyBuyBar({
  watchId,
  price,
  children,
}: {
  watchId: string
  price: number
  children: ReactNode
}) {
  const t = useT()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const target = document.getElementById(watchId)
    if (!target) return
    // A scroll listener, not an IntersectionObserver: a jump or a fast fling from below the
    // actions to above them never crosses them, and an observer would not be told.
    const update = () => {
      const box = target.getBoundingClientRect()
      // The bars at the bottom (this one and the tab bar) cover the screen's last 7.5rem.
      const visibleBottom = window.innerHeight - 120
      setShown(box.bottom < 0 || box.top > visibleBottom)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [watchId])
  return (
    <section
      aria-label={t('phone.stickyLabel')}
      hidden={!shown}
      className="fixed inset-x-0 bottom-14 z-20 border-slate-200 border-t bg-white/95 px-3 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:hidden"
      data-testid="sticky-buy-bar"
    >
      <div className="flex items-center gap-2">
        <p className="mr-auto whitespace-nowrap font-bold text-lg text-slate-900">{formatEuros(price)}</p>
        {children}
      </div>
    </section>
  )
}
