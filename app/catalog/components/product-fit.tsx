import { useT } from '~/i18n/react'
import { Link } from '~/ui/link'
import type { ProductFitView } from '../fit/fit-view.server'

const MARK = { match: '✓', close: '≈', miss: '✗', unknown: '?' } as const

/**
 * "Does it fit you?" on a club's page (issue #30 item 2): the verdict and each point explained, or
 * for a visitor and a member without a golfer profile only an invitation to add one.
 */
export function ProductFit({ view }: { view: ProductFitView }) {
  const t = useT()
  return (
    <section
      aria-labelledby="product-fit"
      className="rounded-xl border border-slate-200 p-4 text-sm"
      data-testid="product-fit"
    >
      <h2 id="product-fit" className="font-semibold text-base text-slate-900">
        {t('fit.product.heading')}
      </h2>
      {view.kind === 'invite' ? (
        <p className="mt-2 text-slate-700">
          {t('fit.product.invite')}{' '}
          <Link to="/profile/fit" className="font-medium text-brand-700 underline">
            {t('fit.product.inviteLink')}
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-2 font-semibold text-slate-900" data-fit={view.verdict}>
            {t(`fit.product.${view.verdict}`)}
          </p>
          <ul className="mt-2 space-y-1 text-slate-700">
            {view.lines.map((line) => (
              <li key={line.spec} data-result={line.result}>
                <span aria-hidden="true" className="inline-block w-5 font-bold">
                  {MARK[line.result]}
                </span>
                <span className="sr-only">{t(`fit.result.${line.result}`)}: </span>
                {line.text}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-slate-500 text-xs">
            {t('fit.product.estimate')}{' '}
            <Link to="/profile/fit" className="text-brand-700 underline">
              {t('fit.product.edit')}
            </Link>
          </p>
        </>
      )}
    </section>
  )
}
