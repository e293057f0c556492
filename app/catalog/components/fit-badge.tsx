import { useT } from '~/i18n/react'

/**
 * "Fits you" / "Close fit" on a card (issue #30 item 2): only on a page rendered for the golfer
 * alone (decision 0061), from the verdict the loader computed; nothing for others.
 */
export function FitBadge({ verdict }: { verdict: 'fits' | 'close' }) {
  const t = useT()
  return (
    <p
      className={`mt-1 inline-flex w-fit rounded-full px-2 py-0.5 font-semibold text-xs ${verdict === 'fits' ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
      data-testid="fit-badge"
      data-fit={verdict}
    >
      {t(verdict === 'fits' ? 'fit.badge.fits' : 'fit.badge.close')}
    </p>
  )
}
