import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/react'
import { Container } from '~/ui/container'
import { Icon } from '~/ui/icon'
import { RatingStars } from './rating-stars'
import { SectionHeading } from './section-heading'

const TESTIMONIALS: ReadonlyArray<{
  id: string
  name: string
  initials: string
  avatarClass: string
  quote: MessageKey
  role: MessageKey
}> = [
  {
    id: 'sophie',
    name: 'Sophie Laurent',
    initials: 'SL',
    avatarClass: 'bg-sand-200 text-brand-900',
    quote: 'landing.testimonials.sophie.quote',
    role: 'landing.testimonials.sophie.role',
  },
  {
    id: 'javier',
    name: 'Javier Morales',
    initials: 'JM',
    avatarClass: 'bg-brand-200 text-brand-900',
    quote: 'landing.testimonials.javier.quote',
    role: 'landing.testimonials.javier.role',
  },
  {
    id: 'anna',
    name: 'Anna Lindqvist',
    initials: 'AL',
    avatarClass: 'bg-amber-200 text-brand-900',
    quote: 'landing.testimonials.anna.quote',
    role: 'landing.testimonials.anna.role',
  },
]

export function Testimonials() {
  const t = useT()
  return (
    <section aria-labelledby="testimonials-title" className="bg-sand-50 py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="testimonials-title"
          align="center"
          eyebrow={t('landing.testimonials.eyebrow')}
          title={t('landing.testimonials.title')}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-sand-200/80">
                <div className="flex items-center justify-between">
                  <RatingStars className="h-4 w-20 text-amber-400" label={t('landing.testimonials.rating')} />
                  <Icon name="quote" className="size-8 text-brand-100" />
                </div>
                <blockquote className="mt-5 flex-1 text-pretty text-slate-700 leading-relaxed">
                  <p>“{t(item.quote)}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-slate-100 border-t pt-5">
                  <span
                    className={`grid size-11 place-items-center rounded-full font-bold text-sm ${item.avatarClass}`}
                    aria-hidden="true"
                  >
                    {item.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{item.name}</span>
                    <span className="block text-slate-500 text-sm">{t(item.role)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
