import type { LucideIcon } from 'lucide-react'
import { Card } from './card'
import { cn } from './cn'

/**
 * A centred card with an icon, a heading, a line of text and the ways on: empty states, sign-in
 * prompts and the outcome pages of the checkout. As the page's own heading (h1) it is larger; as
 * a section of a page (h2) it is quieter. `className` widens or places the card.
 */
export function NoticePanel({
  icon: Icon,
  title,
  text,
  actions,
  tone = 'neutral',
  headingLevel = 'h1',
  className,
  children,
}: {
  icon: LucideIcon
  title: string
  text?: React.ReactNode
  actions?: React.ReactNode
  tone?: 'neutral' | 'success' | 'warning'
  headingLevel?: 'h1' | 'h2'
  className?: string
  children?: React.ReactNode
}) {
  const Heading = headingLevel
  return (
    <Card className={cn('mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center', className)}>
      <span
        className={cn(
          'grid size-14 place-items-center rounded-full',
          tone === 'success' && 'bg-green-100 text-green-700',
          tone === 'warning' && 'bg-amber-100 text-amber-700',
          tone === 'neutral' && 'bg-sand-100 text-brand-700',
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading
        className={cn(
          'mt-4 text-slate-900',
          headingLevel === 'h1' ? 'font-bold text-2xl' : 'font-semibold text-lg',
        )}
      >
        {title}
      </Heading>
      {text ? <p className="mt-2 max-w-md text-slate-600">{text}</p> : null}
      {children}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </Card>
  )
}
