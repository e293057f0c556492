import { cn } from './cn'

type Tone = 'green' | 'blue' | 'grey' | 'amber' | 'red' | 'brand'
const tones: Record<Tone, string> = {
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  grey: 'bg-slate-100 text-slate-700',
  amber: 'bg-amber-100 text-amber-800',
  red: 'bg-red-100 text-red-800',
  brand: 'bg-brand-100 text-brand-800',
}

export function Badge({
  tone = 'grey',
  className,
  ...props
}: React.HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
