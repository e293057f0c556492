import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { buttonClass } from '~/ui/button'
import { Container } from '~/ui/container'
import { Icon, type IconName } from '~/ui/icon'
import { Link } from '~/ui/link'
import { SectionHeading } from './section-heading'

const POINTS: ReadonlyArray<{ id: string; icon: IconName; text: MessageKey }> = [
  { id: 'local', icon: 'map-pin', text: 'landing.community.point.local' },
  { id: 'tips', icon: 'newspaper', text: 'landing.community.point.tips' },
  { id: 'sustainable', icon: 'sprout', text: 'landing.community.point.sustainable' },
]

/** Initials of the member cloud: decoration only, hidden from assistive tech. */
const MEMBERS = [
  { initials: 'LF', className: 'bg-sand-200 text-brand-900' },
  { initials: 'MK', className: 'bg-brand-300 text-brand-950' },
  { initials: 'EO', className: 'bg-amber-200 text-brand-950' },
  { initials: 'PD', className: 'bg-white text-brand-800' },
  { initials: 'GR', className: 'bg-brand-200 text-brand-900' },
  { initials: 'HV', className: 'bg-sand-100 text-brand-900' },
]

export function Community() {
  const t = useT()
  return (
    <section aria-labelledby="community-title" className="py-20 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="community-title"
            eyebrow={t('landing.community.eyebrow')}
            title={t('landing.community.title')}
            subtitle={t('landing.community.text')}
          />
          <ul className="mt-8 space-y-4">
            {POINTS.map(({ id, icon, text }) => (
              <li key={id} className="flex items-center gap-3 text-slate-700">
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={icon} className="size-4.5" />
                </span>
                {t(text)}
              </li>
            ))}
          </ul>
          <Link to="/signup" className={buttonClass('primary', 'lg', 'mt-10')}>
            {t('landing.community.join')}
          </Link>
        </div>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 p-8 text-white shadow-brand-950/20 shadow-xl sm:p-10">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-500/30 blur-2xl"
          />
          <div className="flex -space-x-2" aria-hidden="true">
            {MEMBERS.map((member) => (
              <span
                key={member.initials}
                className={`grid size-11 place-items-center rounded-full font-bold text-xs ring-4 sm:size-12 sm:text-sm ring-brand-800 ${member.className}`}
              >
                {member.initials}
              </span>
            ))}
          </div>
          <p className="mt-6 flex items-center gap-2 font-medium text-brand-100">
            <Icon name="globe" className="size-5 text-brand-300" />
            {t('landing.community.members')}
          </p>
          <dl className="mt-10 grid gap-6 min-[420px]:grid-cols-2 border-white/15 border-t pt-8">
            <div className="flex flex-col-reverse gap-1">
              <dt className="text-brand-100/80 text-sm">{t('landing.community.itemsLabel')}</dt>
              <dd className="font-extrabold text-4xl text-sand-100 tracking-tight sm:text-5xl">
                {t('landing.community.itemsValue')}
              </dd>
            </div>
            <div className="flex flex-col-reverse gap-1">
              <dt className="text-brand-100/80 text-sm">{t('landing.community.sellersLabel')}</dt>
              <dd className="font-extrabold text-4xl text-sand-100 tracking-tight sm:text-5xl">
                {t('landing.community.sellersValue')}
              </dd>
            </div>
          </dl>
        </div>
      </Container>
    </section>
  )
}
