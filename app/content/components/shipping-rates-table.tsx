import { SHIPPING_OPTION_DETAILS, SHIPPING_OPTIONS } from '~/catalog/taxonomy'
import { useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'

/** The shipping options of SPEC §9 with delivery times and prices in euros. */
export function ShippingRatesTable() {
  const t = useT()
  return (
    <div className="mt-4 overflow-hidden rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('pages.shippingRatesCaption')}</caption>
        <thead className="bg-sand-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('pages.shippingOption')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('pages.shippingTime')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('pages.shippingPrice')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {SHIPPING_OPTIONS.map((option) => {
            const details = SHIPPING_OPTION_DETAILS[option]
            return (
              <tr key={option}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {t(details.labelKey)}
                </th>
                <td className="px-4 py-3 text-slate-600">{t(details.timeKey)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right font-semibold text-slate-900">
                  {details.costCents === 0 ? t('pages.free') : formatEuros(details.costCents)}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
