import { ArrowLeft, ArrowRight, ImagePlus, Lightbulb, Star, Upload, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { cn } from '~/ui/cn'
import { FieldError } from '~/ui/field'
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTOS } from '../photo-rules'
import type { PhotoTile, useListingPhotos } from './use-listing-photos'

type Photos = ReturnType<typeof useListingPhotos>

/**
 * Step 3: up to 8 photos, dropped or chosen; each shows its upload progress, the first is the Main
 * Photo, and every photo can be moved (buttons, so the keyboard can do it too) or removed.
 */
export function PhotosStep({ photos, error }: { photos: Photos; error: string | null }) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const count = photos.tiles.length

  const move = (tile: PhotoTile, index: number, by: -1 | 1) => {
    photos.move(tile.id, by)
    setAnnouncement(t('wizard.photos.moved', { n: index + by + 1 }))
  }

  return (
    <div className="space-y-6">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragged files; the keyboard uses the button inside. */}
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          void photos.addFiles([...event.dataTransfer.files])
        }}
        className={cn(
          'flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-sand-50/60',
          photos.full && 'opacity-60',
        )}
      >
        <span className="grid size-14 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
          <ImagePlus className="size-7" aria-hidden="true" />
        </span>
        {/* Dragging needs a mouse or a trackpad: phones and tablets are told to choose instead (app.css). */}
        <p className="drag-only mt-4 font-semibold text-slate-900">{t('wizard.photos.drop')}</p>
        <p className="drag-only mt-1 text-slate-500 text-sm">{t('wizard.photos.or')}</p>
        <p className="no-drag mt-4 font-semibold text-slate-900">{t('wizard.photos.chooseHeading')}</p>
        <Button type="button" className="mt-3" onClick={() => input.current?.click()}>
          <Upload className="size-4" aria-hidden="true" />
          {t('wizard.photos.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          name="photos"
          accept={ACCEPTED_PHOTO_TYPES.join(',')}
          multiple
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ''
            void photos.addFiles(files)
          }}
        />
        <p className="mt-3 text-slate-500 text-xs">{t('wizard.photos.formats')}</p>
      </div>

      <div>
        <p className="font-medium text-slate-700 text-sm" aria-live="polite">
          {t('wizard.photos.count', { count, max: MAX_PHOTOS })}
        </p>
        <FieldError>{error}</FieldError>
        {count ? (
          <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {photos.tiles.map((tile, index) => (
              <li
                key={tile.id}
                className={cn(
                  'group relative aspect-square overflow-hidden rounded-xl border bg-sand-50',
                  index === 0 ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200',
                )}
                data-testid="photo-tile"
                data-state={tile.state}
              >
                {tile.previewUrl ? (
                  <img
                    src={tile.previewUrl}
                    alt={t('wizard.photos.photo', { n: index + 1 })}
                    className="size-full object-cover"
                  />
                ) : null}
                {index === 0 ? (
                  <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white text-xs shadow">
                    <Star className="size-3 fill-current" aria-hidden="true" />
                    {t('wizard.photos.main')}
                  </span>
                ) : null}
                {tile.state === 'done' ? (
                  <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-gradient-to-t from-slate-900/70 to-transparent p-2 pt-6">
                    <div className="flex gap-1">
                      <TileButton
                        label={t('wizard.photos.moveEarlier', { n: index + 1 })}
                        disabled={index === 0}
                        onClick={() => move(tile, index, -1)}
                      >
                        <ArrowLeft className="size-4" aria-hidden="true" />
                      </TileButton>
                      <TileButton
                        label={t('wizard.photos.moveLater', { n: index + 1 })}
                        disabled={index === count - 1}
                        onClick={() => move(tile, index, 1)}
                      >
                        <ArrowRight className="size-4" aria-hidden="true" />
                      </TileButton>
                    </div>
                    <TileButton
                      label={t('wizard.photos.remove', { n: index + 1 })}
                      onClick={() => photos.remove(tile.id)}
                    >
                      <X className="size-4" aria-hidden="true" />
                    </TileButton>
                  </div>
                ) : (
                  <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/70 px-4 backdrop-blur-[1px]">
                    <span className="font-medium text-slate-700 text-xs">
                      {tile.state === 'preparing'
                        ? t('wizard.photos.preparing')
                        : t('wizard.photos.uploading', { percent: Math.round(tile.progress * 100) })}
                    </span>
                    <span
                      role="progressbar"
                      aria-label={t('wizard.photos.photo', { n: index + 1 })}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(tile.progress * 100)}
                      className="block h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
                    >
                      <span
                        className="block h-full rounded-full bg-brand-600 transition-[width]"
                        style={{ width: `${Math.max(4, tile.progress * 100)}%` }}
                      />
                    </span>
                  </div>
                )}
              </li>
            ))}
          </ol>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>

      <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm">
        <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('wizard.photos.tip')}
      </p>
    </div>
  )
}

function TileButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string
  disabled?: boolean
  onClick: () => void
  children: React.ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-lg bg-white/90 text-slate-800 shadow-sm transition hover:bg-white disabled:opacity-40"
    >
      {children}
    </button>
  )
}
