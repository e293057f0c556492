import { cn } from '~/ui/cn'
import { Icon, type IconName } from '~/ui/icon'

const tones = {
  error: {
    box: 'border-red-200 bg-red-50 text-red-900',
    icon: 'circle-exclamation-point',
    iconClass: 'text-red-600',
  },
  success: {
    box: 'border-brand-200 bg-brand-50 text-brand-900',
    icon: 'circle-check',
    iconClass: 'text-brand-700',
  },
  info: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: 'info', iconClass: 'text-amber-600' },
} satisfies Record<string, { box: string; icon: IconName; iconClass: string }>

/** A message about the whole form (wrong password, link sent, sign-in required). */
export function FormAlert({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof tones
  title: string
  children?: React.ReactNode
  className?: string
}) {
  const { box, icon, iconClass } = tones[tone]
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm', box, className)}
    >
      <Icon name={icon} className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
      <div>
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-1 opacity-90">{children}</div> : null}
      </div>
    </div>
  )
}
