import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Icon } from '~/ui/icon'
import { PRODUCT_IMAGE_MAX_SIZE } from '../image-keys'
import type { ProductPhoto } from '../product'

// The full-screen viewer, and the dialog library under it (13 KB gzip), load when the photo is
// first pointed at, focused or opened, not with the page (issue #17: first-load JavaScript).
const loadPhotoViewer = () => import('./photo-viewer')
const PhotoViewer = lazy(() => loadPhotoViewer().then((module) => ({ default: module.PhotoViewer })))

/**
 * The product's photos (SPEC §2 "Product detail"): one large photo with previous/next buttons and a
 * 5-column grid of thumbnails below. Without photos, or when one fails to load, "No Image
 * Available" shows in its place.
 */
export function ProductGallery({ photos, name }: { photos: ProductPhoto[]; name: string }) {
  const t = useT()
  const [index, setIndex] = useState(0)
  const [viewing, setViewing] = useState(false)
  const [viewerWanted, setViewerWanted] = useState(false)
  const current = photos[index]
  const count = photos.length
  const go = (next: number) => setIndex((next + count) % count)

  return (
    <section aria-label={t('product.gallery', { name })} className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-sand-50">
        {current ? (
          // The photo opens the full-screen viewer; focus comes back here when it closes.
          <button
            type="button"
            onClick={() => {
              setViewerWanted(true)
              setViewing(true)
            }}
            onPointerEnter={() => void loadPhotoViewer()}
            onFocus={() => void loadPhotoViewer()}
            aria-label={t('product.openViewer', { n: index + 1 })}
            aria-haspopup="dialog"
            className="block size-full cursor-zoom-in"
          >
            <MainPhoto
              key={current.url}
              src={current.url}
              alt={count > 1 ? t('product.photoOf', { n: index + 1, count, name }) : name}
            />
          </button>
        ) : (
          <NoImage />
        )}
        {count > 1 ? (
          <>
            <GalleryArrow
              side="left"
              label={t('product.showPhoto', { n: ((index - 1 + count) % count) + 1 })}
              onClick={() => go(index - 1)}
            />
            <GalleryArrow
              side="right"
              label={t('product.showPhoto', { n: ((index + 1) % count) + 1 })}
              onClick={() => go(index + 1)}
            />
            <span className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-1 font-medium text-white text-xs tabular-nums">
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="grid grid-cols-5 gap-2 sm:gap-3">
          {photos.map((photo, n) => (
            <li key={photo.url}>
              <button
                type="button"
                onClick={() => setIndex(n)}
                aria-label={t('product.showPhoto', { n: n + 1 })}
                aria-current={n === index ? 'true' : undefined}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-xl border-2 bg-sand-50 transition',
                  n === index
                    ? 'border-brand-600 ring-2 ring-brand-600/20'
                    : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={photo.thumbUrl}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {count > 0 && viewerWanted ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            name={name}
            index={index}
            onIndexChange={setIndex}
            open={viewing}
            onOpenChange={setViewing}
          />
        </Suspense>
      ) : null}
    </section>
  )
}

function GalleryArrow({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right'
  label: string
  onClick: () => void
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow-md transition hover:bg-white',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon name={side === 'left' ? 'chevron-left' : 'chevron-right'} className="size-5" />
    </button>
  )
}

function MainPhoto({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)
  // An image that failed before React hydrated never fires onError: check it once on mount.
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])
  if (failed) return <NoImage />
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      width={PRODUCT_IMAGE_MAX_SIZE}
      height={PRODUCT_IMAGE_MAX_SIZE}
      fetchPriority="high"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-contain"
    />
  )
}

function NoImage() {
  const t = useT()
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 text-slate-400">
      <Icon name="image-off" className="size-12" />
      <span className="font-medium text-sm">{t('product.noImage')}</span>
    </div>
  )
}
