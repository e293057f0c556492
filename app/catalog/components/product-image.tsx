import { useEffect, useRef, useState } from 'react'
import { cn } from '~/ui/cn'
import { Icon } from '~/ui/icon'

/**
 * A listing photo that falls back to a "No Image Available" placeholder (SPEC §8: "failed images
 * fall back to a placeholder") when there is none or it fails to load.
 */
export function ProductImage({
  src,
  alt,
  noImageText,
  size = 'md',
  className,
  ...imgProps
}: {
  src: string | null
  alt: string
  noImageText: string
  /** The placeholder's icon and text size. */
  size?: 'sm' | 'md'
} & Omit<React.ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'>) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  // An image that failed before React hydrated never fires onError: check it once on mount.
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  if (!src || failed) {
    return (
      <div
        className={cn(
          'flex size-full flex-col items-center justify-center gap-1 text-slate-400',
          size === 'md' && 'min-h-32',
        )}
      >
        <Icon name="image-off" className={size === 'md' ? 'size-7' : 'size-6'} />
        <span
          className={cn('text-center', size === 'md' ? 'px-2 text-xs' : 'px-1 text-[11px] leading-tight')}
        >
          {noImageText}
        </span>
      </div>
    )
  }
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      className={className}
      onError={() => setFailed(true)}
      {...imgProps}
    />
  )
}
