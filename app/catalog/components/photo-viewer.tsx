import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react'
import { useRef, useState } from 'react'
import { useT } from '~/i18n/react'
import { cn } from '~/ui/cn'
import { Dialog, DialogClose } from '~/ui/dialog'
import { slotNameKey } from '../condition/photo-slots'
import type { ProductPhoto } from '../product'

const VIEWER_BUTTON =
  'grid size-11 place-items-center rounded-full bg-white/15 text-white transition hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white'
const ZOOMED = 2.5
const MAX_ZOOM = 4
/** How far a finger must travel sideways (px) to count as a swipe to the next or previous photo. */
const SWIPE_DISTANCE = 50

interface Gesture {
  /** Pointers down on the photo, by id. */
  pointers: Map<number, { x: number; y: number }>
  start: { x: number; y: number; offsetX: number; offsetY: number; scale: number; distance: number } | null
}

const distanceOf = (points: Array<{ x: number; y: number }>) =>
  points.length < 2 ? 0 : Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y)

/**
 * The product's photos full screen (issue #11 item 4): arrow keys, the buttons or a swipe move
 * between them; double-click, the zoom button or a pinch zooms in, and a zoomed photo is moved by
 * dragging. Escape or Close closes it and the focus returns to the photo that opened it
 * (app/ui/dialog.tsx). It shows the detail image (up to 2000 px, issue #28), so a zoomed face
 * shows its marks, and names the guided shot the photo is; a photo stored before detail images
 * existed falls back to its 800 px image.
 */
export function PhotoViewer({
  photos,
  name,
  index,
  onIndexChange,
  open,
  onOpenChange,
}: {
  photos: ProductPhoto[]
  name: string
  index: number
  onIndexChange: (index: number) => void
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const count = photos.length
  const [scale, setScale] = useState(1)
  const [offset, setOffset] = useState({ x: 0, y: 0 })
  const gesture = useRef<Gesture>({ pointers: new Map(), start: null })
  const [noDetail, setNoDetail] = useState<ReadonlySet<string>>(() => new Set())
  const photo = photos[index]
  const shot = photo?.slot ? t('conditionPhotos.viewer.shot', { slot: t(slotNameKey(photo.slot)) }) : null

  const reset = () => {
    setScale(1)
    setOffset({ x: 0, y: 0 })
  }
  const go = (next: number) => {
    if (count < 2) return
    reset()
    onIndexChange((next + count) % count)
  }
  const zoom = (to: number) => {
    const clamped = Math.min(MAX_ZOOM, Math.max(1, to))
    setScale(clamped)
    if (clamped === 1) setOffset({ x: 0, y: 0 })
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
    else if (event.key === '+' || event.key === '=') zoom(scale === 1 ? ZOOMED : scale + 0.5)
    else if (event.key === '-') zoom(scale - 0.5)
    else return
    event.preventDefault()
  }

  function beginGesture() {
    const points = [...gesture.current.pointers.values()]
    const first = points[0]
    gesture.current.start = first
      ? { x: first.x, y: first.y, offsetX: offset.x, offsetY: offset.y, scale, distance: distanceOf(points) }
      : null
  }

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId)
    gesture.current.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
    beginGesture()
  }

  function onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
    const { pointers, start } = gesture.current
    if (!pointers.has(event.pointerId) || !start) return
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const points = [...pointers.values()]
    if (points.length >= 2 && start.distance > 0) {
      zoom(start.scale * (distanceOf(points) / start.distance))
    } else if (scale > 1) {
      setOffset({ x: start.offsetX + event.clientX - start.x, y: start.offsetY + event.clientY - start.y })
    }
  }

  function onPointerUp(event: React.PointerEvent<HTMLDivElement>) {
    const { pointers, start } = gesture.current
    if (!pointers.delete(event.pointerId)) return
    // One finger lifted, not zoomed, moved far enough sideways: a swipe.
    if (pointers.size === 0 && start && scale === 1 && start.distance === 0) {
      const dx = event.clientX - start.x
      const dy = event.clientY - start.y
      if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? index + 1 : index - 1)
    }
    beginGesture()
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset()
        onOpenChange(next)
      }}
      title={t('product.viewer', { name })}
      description={t('product.viewerHelp')}
      srOnlyText
      variant="fullscreen"
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center justify-between gap-3 p-3 text-white sm:p-4">
        <p className="font-medium text-sm tabular-nums" aria-live="polite" data-testid="viewer-position">
          {count > 1 ? t('product.photoOf', { n: index + 1, count, name }) : name}
          {shot ? <span className="block font-normal text-white/80 text-xs">{shot}</span> : null}
        </p>
        <div className="flex items-center gap-2">
          <ViewerButton
            label={scale > 1 ? t('product.zoomOut') : t('product.zoomIn')}
            onClick={() => zoom(scale > 1 ? 1 : ZOOMED)}
            pressed={scale > 1}
          >
            {scale > 1 ? (
              <ZoomOut className="size-5" aria-hidden="true" />
            ) : (
              <ZoomIn className="size-5" aria-hidden="true" />
            )}
          </ViewerButton>
          <DialogClose
            aria-label={t('product.viewerClose')}
            title={t('product.viewerClose')}
            className={VIEWER_BUTTON}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogClose>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer gestures (swipe, pinch, drag); the keyboard uses the dialog's keys and the buttons. */}
      <div
        className="relative flex-1 touch-none select-none overflow-hidden"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={() => zoom(scale > 1 ? 1 : ZOOMED)}
        data-testid="viewer-stage"
      >
        {photo ? (
          <img
            key={photo.url}
            src={noDetail.has(photo.zoomUrl) ? photo.url : photo.zoomUrl}
            onError={() => setNoDetail((failed) => new Set(failed).add(photo.zoomUrl))}
            data-testid="viewer-photo"
            alt={count > 1 ? t('product.photoOf', { n: index + 1, count, name }) : name}
            draggable={false}
            data-zoom={scale}
            className={cn(
              'absolute inset-0 m-auto max-h-full max-w-full object-contain',
              scale > 1 ? 'cursor-grab' : 'cursor-zoom-in',
            )}
            style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
          />
        ) : null}
        {count > 1 ? (
          <>
            <ViewerButton
              label={t('product.previousPhoto')}
              onClick={() => go(index - 1)}
              className="absolute top-1/2 left-3 -translate-y-1/2"
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </ViewerButton>
            <ViewerButton
              label={t('product.nextPhoto')}
              onClick={() => go(index + 1)}
              className="absolute top-1/2 right-3 -translate-y-1/2"
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </ViewerButton>
          </>
        ) : null}
      </div>
    </Dialog>
  )
}

function ViewerButton({
  label,
  onClick,
  pressed,
  className,
  children,
}: {
  label: string
  onClick?: () => void
  pressed?: boolean
  className?: string
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      // The stage's gestures must not start on a button.
      onPointerDown={(event) => event.stopPropagation()}
      className={cn(VIEWER_BUTTON, className)}
    >
      {children}
    </button>
  )
}
