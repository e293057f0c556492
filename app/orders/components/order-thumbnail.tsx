import { ImageOff } from 'lucide-react'

/** The ordered item's photo, or a neutral placeholder when it has none (or the listing is gone). */
export function OrderThumbnail({
  imageUrl,
  className = 'size-16',
}: {
  imageUrl: string | null | undefined
  className?: string
}) {
  return (
    <div className={`${className} shrink-0 overflow-hidden rounded-xl bg-sand-50`}>
      {imageUrl ? (
        <img src={imageUrl} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <span className="grid size-full place-items-center text-slate-400">
          <ImageOff className="size-6" aria-hidden="true" />
        </span>
      )}
    </div>
  )
}
