import { Star } from 'lucide-react'
import { ratingText } from '~/catalog/seller-display'
import { useLocale, useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { type ProfileStatistics, responseTimeText } from '../profile-stats'

/** The statistics block of My Profile (SPEC §2 "Profile", §9 "Profile statistics"). */
export function ProfileStatisticsBlock({ stats }: { stats: ProfileStatistics }) {
  const t = useT()
  const locale = useLocale()
  const na = t('profile.stats.notAvailable')
  const items = [
    { label: t('profile.stats.listings'), value: String(stats.total) },
    { label: t('profile.stats.active'), value: String(stats.active) },
    { label: t('profile.stats.sold'), value: String(stats.sold) },
    {
      label: t('profile.stats.responseRate'),
      value: stats.responseRate === null ? na : `${stats.responseRate}%`,
    },
    {
      label: t('messages.stats.responseTime'),
      value:
        stats.responseSeconds === null
          ? na
          : (({ key, values }) => t(key, values))(responseTimeText(stats.responseSeconds)),
    },
    {
      label: t('profile.stats.rating'),
      value: stats.rating === null ? t('rating.newMember') : ratingText(stats.rating, locale),
      // A phrase, not a figure: smaller, so that it fits half a phone's width.
      wordy: stats.rating === null,
      icon:
        stats.rating === null ? null : (
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
        ),
    },
  ]
  return (
    <section aria-labelledby="profile-stats">
      <h2 id="profile-stats" className="sr-only">
        {t('profile.stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map(({ label, value, icon, wordy }) => (
          <div
            key={label}
            className={cn('flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-4 shadow-sm')}
          >
            <dt className="text-slate-500 text-sm">{label}</dt>
            <dd
              className={cn(
                'flex min-w-0 items-center gap-1 break-words font-bold text-slate-900',
                wordy ? 'text-lg leading-tight' : 'text-2xl',
              )}
            >
              {value}
              {icon}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
