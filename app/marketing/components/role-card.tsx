import { ArrowRight, Check } from 'lucide-react'
import { cn } from '~/ui/cn'
import { Link } from '~/ui/link'

/**
 * One choice of the onboarding page. The whole card is clickable through the stretched action
 * link, whose name stays short ("Start browsing") for screen readers.
 */
export function RoleCard({
  image,
  title,
  text,
  points,
  action,
  to,
  hint,
  featured = false,
}: {
  image: string
  title: string
  text: string
  points: string[]
  action: string
  to: string
  /** Shown under the action, e.g. that a visitor signs in first. */
  hint?: string
  featured?: boolean
}) {
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-[2rem] bg-white p-3 shadow-sm ring-1 transition hover:-translate-y-1 hover:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-4',
        featured ? 'ring-brand-200' : 'ring-slate-200',
      )}
    >
      <img
        src={image}
        alt=""
        width={640}
        height={480}
        decoding="async"
        className="aspect-[3/2] w-full rounded-3xl bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col px-3 pt-6 pb-3 sm:px-4">
        <h2 className="font-bold text-2xl text-slate-900 tracking-tight">{title}</h2>
        <p className="mt-2 text-pretty text-slate-600">{text}</p>
        <ul className="mt-5 flex-1 space-y-2.5">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-2.5 text-slate-700 text-sm">
              <span className="grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
                <Check className="size-3.5" aria-hidden="true" />
              </span>
              {point}
            </li>
          ))}
        </ul>
        <div className="mt-7 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to={to}
            className={cn(
              'inline-flex h-12 items-center gap-2 rounded-xl px-6 font-semibold transition-colors after:absolute after:inset-0 after:rounded-[2rem] after:content-[""]',
              featured
                ? 'bg-brand-700 text-white group-hover:bg-brand-800'
                : 'bg-sand-100 text-brand-900 group-hover:bg-sand-200',
            )}
          >
            {action}
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
          {hint ? <p className="text-slate-500 text-sm">{hint}</p> : null}
        </div>
      </div>
    </article>
  )
}
