import type { MessageKey } from '~/i18n/index'
import { INTL_LOCALE } from '~/i18n/locales'
import { useLocale, useT } from '~/i18n/react'
import { Card } from '~/ui/card'
import { cn } from '~/ui/cn'
import { PING_LIE_DOTS, type PingDot } from '../../passport/vocabulary'
import type { FitExplanation, FitReason, FitValue } from '../fit-chart'
import { nearestPingDot, SEVEN_IRON_STANDARD_IN } from '../fit-chart'
import { STANDARD_SEVEN_IRON_LIE_DEG } from '../standards'

/** Numbers in a reason: signed where they are changes from standard. */
const SIGNED = new Set(['fromHeight', 'fromWrist'])

function useFormat() {
  const locale = useLocale()
  // Quarter inches and 0.75° steps keep their two decimals.
  const formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 2 })
  return (value: number, signed = false) => {
    const text = formatter.format(Math.abs(value))
    if (!signed) return formatter.format(value)
    return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text
  }
}

function Reasons({ reasons }: { reasons: FitReason[] }) {
  const t = useT()
  const format = useFormat()
  return (
    <ul className="mt-1 space-y-1 text-slate-600 text-sm">
      {reasons.map((reason) => (
        <li key={reason.key}>
          {t(
            reason.key,
            Object.fromEntries(
              Object.entries(reason.values ?? {}).map(([name, value]) => [
                name,
                typeof value === 'number' ? format(value, SIGNED.has(name)) : value,
              ]),
            ),
          )}
        </li>
      ))}
    </ul>
  )
}

function useDescribe() {
  const t = useT()
  const format = useFormat()
  const dotName = (dot: PingDot | null) => (dot ? t(`passport.pingDot.${dot}` as MessageKey) : '')
  return {
    length: (delta: number | null) => {
      if (delta === null) return t('golferProfile.value.unknown')
      const length = format(SEVEN_IRON_STANDARD_IN + delta)
      if (delta === 0) return t('golferProfile.value.lengthStandard', { length })
      return t(delta > 0 ? 'golferProfile.value.lengthLonger' : 'golferProfile.value.lengthShorter', {
        delta: format(Math.abs(delta)),
        length,
      })
    },
    flex: (flex: string | null) =>
      flex ? t(`passport.flex.${flex}` as MessageKey) : t('golferProfile.value.unknown'),
    lie: (delta: number | null) => {
      if (delta === null) return t('golferProfile.value.unknown')
      const values = {
        delta: format(Math.abs(delta)),
        degrees: format(STANDARD_SEVEN_IRON_LIE_DEG + delta),
        dot: dotName(nearestPingDot(delta)),
      }
      if (delta === 0) return t('golferProfile.value.lieStandard', values)
      return t(delta > 0 ? 'golferProfile.value.lieUpright' : 'golferProfile.value.lieFlat', values)
    },
  }
}

function Row<T>({
  label,
  item,
  show,
  testId,
}: {
  label: string
  item: FitValue<T>
  show: (value: T | null) => string
  testId: string
}) {
  const t = useT()
  const overridden = item.source === 'override'
  return (
    <div className="border-slate-100 border-t py-3 first:border-t-0 first:pt-0" data-testid={testId}>
      <dt className="font-medium text-slate-500 text-sm">
        {label}
        {overridden ? (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 text-xs">
            {t('golferProfile.estimate.yourChoice')}
          </span>
        ) : null}
      </dt>
      <dd>
        <p className={cn('font-semibold', item.value === null ? 'text-slate-500' : 'text-slate-900')}>
          {show(item.value)}
        </p>
        {overridden && item.estimate !== null ? (
          <p className="text-slate-600 text-sm">
            {t('golferProfile.estimate.was', { value: show(item.estimate) })}
          </p>
        ) : null}
        <Reasons reasons={item.reasons} />
      </dd>
    </div>
  )
}

/** The suggestion as an estimate: each value with where it came from and why. */
export function FitEstimate({ explanation }: { explanation: FitExplanation | null }) {
  const t = useT()
  const text = useDescribe()
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="fit-estimate-title">
      <h2 id="fit-estimate-title" className="font-semibold text-lg text-slate-900">
        {t('golferProfile.estimate.title')}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{t('golferProfile.estimate.note')}</p>
      {explanation ? (
        <dl className="mt-4">
          <Row
            testId="fit-estimate-length"
            label={t('golferProfile.estimate.length')}
            item={explanation.lengthDeltaIn}
            show={text.length}
          />
          <Row
            testId="fit-estimate-flex"
            label={t('golferProfile.estimate.flex')}
            item={explanation.flex}
            show={text.flex}
          />
          <Row
            testId="fit-estimate-lie"
            label={t('golferProfile.estimate.lie')}
            item={explanation.lieDeltaDeg}
            show={text.lie}
          />
        </dl>
      ) : (
        <p className="mt-4 text-slate-700">{t('golferProfile.estimate.empty')}</p>
      )}
    </Card>
  )
}

/** PING's dots for a select, most upright first, with their step ("Blue (+0.75°)"). */
export function usePingDotLabel() {
  const t = useT()
  const format = useFormat()
  return (dot: PingDot) =>
    `${t(`passport.pingDot.${dot}` as MessageKey)} (${format(PING_LIE_DOTS[dot], true)}°)`
}
