import { cn } from '~/ui/cn'

/** Eyebrow, heading and intro of a marketing section; `id` labels the section it heads. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'left',
  className,
}: {
  id: string
  eyebrow?: string
  title: string
  subtitle?: string
  align?: 'left' | 'center'
  className?: string
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-[0.14em]">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-pretty text-lg text-slate-600">{subtitle}</p> : null}
    </div>
  )
}
