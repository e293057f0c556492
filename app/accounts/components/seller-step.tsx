import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'

/** "Step 1 of 2" with a progress bar, above both seller onboarding forms. */
export function SellerStep({ step }: { step: 1 | 2 }) {
  const t = useT()
  return (
    <div className="mb-6">
      <p className="font-medium text-brand-700 text-sm">{t('sellerOnboarding.step', { step, steps: 2 })}</p>
      <div className="mt-2 flex gap-2" aria-hidden="true">
        {[1, 2].map((n) => (
          <span
            key={n}
            className={cn('h-1.5 flex-1 rounded-full', n <= step ? 'bg-brand-600' : 'bg-slate-200')}
          />
        ))}
      </div>
    </div>
  )
}
