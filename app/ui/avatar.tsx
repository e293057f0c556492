import { useEffect, useRef, useState } from 'react'
import { cn } from './cn'
import { Icon } from './icon'

/** Up to two initials of a name ("Lucía Fernández" → "LF"). */
export function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
}

/**
 * A person's picture in a circle; their initials when there is none (or it fails to load), and a
 * neutral figure when there is no name either. Decorative: the name is always written next to it.
 */
export function Avatar({
  src,
  name,
  className = 'size-14 text-lg',
}: {
  src: string | null | undefined
  name: string | null | undefined
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  // An image that failed before React hydrated never fires onError: check it once on mount.
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  const initials = name ? initialsOf(name) : ''
  if (src && !failed) {
    return (
      <img
        ref={image}
        src={src}
        alt=""
        className={cn('shrink-0 rounded-full object-cover', className)}
        onError={() => setFailed(true)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full font-bold',
        initials ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-500',
        className,
      )}
    >
      {initials || <Icon name="user-round" className="size-1/2" />}
    </span>
  )
}
