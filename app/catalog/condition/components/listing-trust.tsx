import { Globe, ShieldAlert } from 'lucide-react'
import { COUNTRY_NAME_KEY, type Country } from '~/accounts/locations'
import type { MessageKey } from '~/i18n'
import { formatNumber } from '~/i18n/format'
import { useLocale, useT } from '~/i18n/react'
import { formatEuros } from '~/ui/money'
import type { CheckBeforeYouBuy } from '../trust'

/**
 * The product page's signs of a fake (issue #28 item 5): "Ships from Germany" and, when the price
 * is far under the price guide, the "check before you buy" notice with the tells to check.
 * Server-rendered, no state: it adds no script of its own to the page.
 */
export function ListingTrust({
  trust,
}: {
  trust: { shipsFrom: string | null; check: CheckBeforeYouBuy | null }
}) {
  const t = useT()
  const country = countryName(trust.shipsFrom, t)
  return (
    <>
      {country ? (
        <p className="-mt-3 flex items-center gap-1.5 text-slate-700 text-sm" data-testid="ships-from">
          <Globe className="size-4 text-brand-700" aria-hidden="true" />
          {t('conditionTrust.shipsFrom', { country })}
        </p>
      ) : null}
      {trust.check ? <CheckNotice check={trust.check} country={country} /> : null}
    </>
  )
}

function countryName(code: string | null, t: (key: MessageKey) => string) {
  const key = code ? COUNTRY_NAME_KEY[code as Country] : undefined
  return key ? t(key) : null
}

function CheckNotice({ check, country }: { check: CheckBeforeYouBuy; country: string | null }) {
  const t = useT()
  const locale = useLocale()
  const low = formatEuros(check.guideLow)
  const tells: string[] = [
    t('conditionTrust.tell.price'),
    check.serialPhoto === true
      ? t('conditionTrust.tell.serialShown')
      : check.serialPhoto === false
        ? t('conditionTrust.tell.serialMissing')
        : t('conditionTrust.tell.serialAsk'),
    ...(check.certificate === null
      ? []
      : [t(check.certificate ? 'conditionTrust.tell.certificateYes' : 'conditionTrust.tell.certificateNo')]),
    country ? t('conditionTrust.tell.shipsFrom', { country }) : t('conditionTrust.tell.shipsFromUnknown'),
    t('conditionTrust.tell.pay'),
  ]
  return (
    <section
      aria-labelledby="check-before-you-buy"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="check-before-you-buy"
    >
      <h2 id="check-before-you-buy" className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        {t('conditionTrust.check.title')}
      </h2>
      <p className="mt-2 text-sm">
        {check.estimate
          ? t('conditionTrust.check.introEstimate', { low })
          : t('conditionTrust.check.intro', { low, count: formatNumber(check.sampleSize, locale) })}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {tells.map((tell) => (
          <li key={tell}>{tell}</li>
        ))}
      </ul>
    </section>
  )
}
