import { AlertCircle, ArrowLeft, ArrowRight, ImagePlus, Lightbulb, Plus, Star, Upload, X } from 'lucide-react'
import { useRef, useState } from 'react'
import {
  EXTRA_PHOTO,
  type ImageSlot,
  type PhotoSlot,
  type SlotRequirement,
  slotHintKey,
  slotNameKey,
} from '~/catalog/condition/photo-slots'
import { useT } from '~/i18n/react'
import { Button } from '~/ui/button'
import { cn } from '~/ui/cn'
import { FieldError } from '~/ui/field'
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTOS, PHOTO_PROBLEM_MESSAGE, type PhotoProblem } from '../photo-rules'
import { SlotSilhouette } from './slot-silhouette'
import type { PhotoTile, useListingPhotos } from './use-listing-photos'

type Photos = ReturnType<typeof useListingPhotos>

/**
 * Step 3: the guided shots of the item's type (issue #28), each with a silhouette of the shot, the
 * first being the Main Photo, the required ones marked; then extra photos, up to 8 in all. Photos
 * are dropped or chosen for one slot, or several at once (they fill the empty slots in order);
 * each shows its upload progress, can be moved (buttons, so the keyboard can do it too), said to
 * show another shot, or removed. A refused file's message stays next to its slot.
 */
export function PhotosStep({
  photos,
  plan,
  error,
}: {
  photos: Photos
  plan: readonly SlotRequirement[]
  error: string | null
}) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const target = useRef<PhotoSlot | undefined>(undefined)
  const [dragging, setDragging] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const count = photos.tiles.length
  const numberOf = (tile: PhotoTile) => photos.tiles.indexOf(tile) + 1

  const choose = (slot?: PhotoSlot) => {
    target.current = slot
    if (input.current) input.current.multiple = !slot
    input.current?.click()
  }
  const move = (tile: PhotoTile, by: -1 | 1) => {
    photos.move(tile.id, by)
    setAnnouncement(t('wizard.photos.moved', { n: numberOf(tile) + by }))
  }
  const tileOf = (tile: PhotoTile, slot: ImageSlot) => (
    <PhotoTileView
      tile={tile}
      n={numberOf(tile)}
      count={count}
      slot={slot}
      plan={plan}
      onMove={(by) => move(tile, by)}
      onAssign={(next) => photos.assign(tile.id, next)}
      onRemove={() => photos.remove(tile.id)}
    />
  )

  return (
    <div className="space-y-6">
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
          void photos.addFiles(files, target.current)
        }}
      />

      <div>
        <p className="font-medium text-slate-700 text-sm" aria-live="polite">
          {t('wizard.photos.count', { count, max: MAX_PHOTOS })}
        </p>
        <FieldError>{error}</FieldError>
      </div>

      {plan.length ? (
        <section aria-labelledby="photo-slots-title">
          <h3 id="photo-slots-title" className="font-semibold text-slate-900">
            {t('conditionPhotos.heading')}
          </h3>
          <p className="mt-1 text-slate-600 text-sm">{t('conditionPhotos.intro')}</p>
          <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {plan.map(({ slot, required }, index) => {
              const tile = photos.holder(slot)
              return (
                <li key={slot} className="flex flex-col gap-1.5" data-testid="photo-slot" data-slot={slot}>
                  {tile ? (
                    tileOf(tile, slot)
                  ) : (
                    <EmptySlot
                      slot={slot}
                      required={required}
                      main={index === 0 && count === 0}
                      onChoose={() => choose(slot)}
                      onDropFiles={(files) => void photos.addFiles(files, slot)}
                    />
                  )}
                  <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
                    <span className="font-semibold text-slate-900">{t(slotNameKey(slot))}</span>
                    <span
                      className={cn('text-xs', required ? 'font-medium text-brand-700' : 'text-slate-500')}
                    >
                      {required ? t('conditionPhotos.required') : t('conditionPhotos.optional')}
                    </span>
                  </p>
                  {tile ? null : (
                    <p className="text-slate-500 text-xs leading-snug">{t(slotHintKey(slot))}</p>
                  )}
                  <ProblemNote
                    problem={photos.problems[slot]}
                    onDismiss={() => photos.dismissProblem(slot)}
                  />
                </li>
              )
            })}
          </ol>
        </section>
      ) : null}

      <section aria-labelledby="photo-extras-title" className="space-y-3">
        {plan.length ? (
          <div>
            <h3 id="photo-extras-title" className="font-semibold text-slate-900">
              {t('conditionPhotos.extras')}
            </h3>
            <p className="mt-1 text-slate-600 text-sm">{t('conditionPhotos.extrasIntro')}</p>
          </div>
        ) : (
          <h3 id="photo-extras-title" className="sr-only">
            {t('wizard.step.photos')}
          </h3>
        )}
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
            'flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-6 text-center transition',
            dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-sand-50/60',
            photos.full && 'opacity-60',
          )}
        >
          <span className="grid size-12 place-items-center rounded-full bg-white text-brand-700 shadow-sm">
            <ImagePlus className="size-6" aria-hidden="true" />
          </span>
          {/* Dragging needs a mouse or a trackpad: phones and tablets are told to choose instead (app.css). */}
          <p className="drag-only mt-3 font-semibold text-slate-900">{t('wizard.photos.drop')}</p>
          <p className="drag-only mt-1 text-slate-500 text-sm">{t('wizard.photos.or')}</p>
          <p className="no-drag mt-3 font-semibold text-slate-900">{t('wizard.photos.chooseHeading')}</p>
          <Button type="button" className="mt-3" onClick={() => choose()}>
            <Upload className="size-4" aria-hidden="true" />
            {t('wizard.photos.choose')}
          </Button>
          <p className="mt-3 text-slate-500 text-xs">
            {plan.length ? `${t('conditionPhotos.fillsInOrder')} ` : ''}
            {t('wizard.photos.formats')}
          </p>
        </div>
        <ProblemNote problem={photos.problems.extra} onDismiss={() => photos.dismissProblem('extra')} />
        {photos.extras.length ? (
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {photos.extras.map((tile) => (
              <li key={tile.id} className="flex flex-col gap-1.5">
                {tileOf(tile, EXTRA_PHOTO)}
              </li>
            ))}
          </ol>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </section>

      <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm">
        <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('wizard.photos.tip')}
      </p>
    </div>
  )
}

function EmptySlot({
  slot,
  required,
  main,
  onChoose,
  onDropFiles,
}: {
  slot: PhotoSlot
  required: boolean
  main: boolean
  onChoose: () => void
  onDropFiles: (files: File[]) => void
}) {
  const t = useT()
  const [dragging, setDragging] = useState(false)
  const name = t(slotNameKey(slot))
  return (
    <button
      type="button"
      onClick={onChoose}
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault()
        setDragging(false)
        onDropFiles([...event.dataTransfer.files])
      }}
      className={cn(
        'relative flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed text-slate-500 transition hover:border-brand-500 hover:text-brand-700',
        dragging
          ? 'border-brand-500 bg-brand-50'
          : required
            ? 'border-brand-300 bg-white'
            : 'border-slate-200 bg-sand-50/60',
      )}
    >
      {main ? (
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 text-xs">
          <Star className="size-3" aria-hidden="true" />
          {t('wizard.photos.main')}
        </span>
      ) : null}
      <SlotSilhouette slot={slot} className="size-14 sm:size-16" />
      {/* The name is the visible words plus the shot ("Add photo: Face (required)"). */}
      <span className="inline-flex items-center gap-1 font-medium text-sm">
        <Plus className="size-4" aria-hidden="true" />
        {t('conditionPhotos.addShort')}
        <span className="sr-only">
          {t(required ? 'conditionPhotos.addRequired' : 'conditionPhotos.add', { slot: name })}
        </span>
      </span>
    </button>
  )
}

function PhotoTileView({
  tile,
  n,
  count,
  slot,
  plan,
  onMove,
  onAssign,
  onRemove,
}: {
  tile: PhotoTile
  n: number
  count: number
  slot: ImageSlot
  plan: readonly SlotRequirement[]
  onMove: (by: -1 | 1) => void
  onAssign: (slot: ImageSlot) => void
  onRemove: () => void
}) {
  const t = useT()
  return (
    <>
      <div
        className={cn(
          'group relative aspect-square overflow-hidden rounded-xl border bg-sand-50',
          n === 1 ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200',
        )}
        data-testid="photo-tile"
        data-state={tile.state}
        data-slot={slot}
      >
        {tile.previewUrl ? (
          <img
            src={tile.previewUrl}
            alt={t('wizard.photos.photo', { n })}
            className="size-full object-cover"
          />
        ) : null}
        {n === 1 ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white text-xs shadow">
            <Star className="size-3 fill-current" aria-hidden="true" />
            {t('wizard.photos.main')}
          </span>
        ) : null}
        {tile.state === 'done' ? (
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-gradient-to-t from-slate-900/70 to-transparent p-2 pt-6">
            <div className="flex gap-1">
              <TileButton
                label={t('wizard.photos.moveEarlier', { n })}
                disabled={n === 1}
                onClick={() => onMove(-1)}
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
              </TileButton>
              <TileButton
                label={t('wizard.photos.moveLater', { n })}
                disabled={n === count}
                onClick={() => onMove(1)}
              >
                <ArrowRight className="size-4" aria-hidden="true" />
              </TileButton>
            </div>
            <TileButton label={t('wizard.photos.remove', { n })} onClick={onRemove}>
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
              aria-label={t('wizard.photos.photo', { n })}
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
      </div>
      {plan.length && tile.state === 'done' ? (
        <label className="block text-xs">
          <span className="sr-only">{t('conditionPhotos.shows', { n })}</span>
          <select
            value={slot}
            onChange={(event) => onAssign(event.target.value as ImageSlot)}
            className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-800 text-xs"
          >
            {plan.map((each) => (
              <option key={each.slot} value={each.slot}>
                {t(slotNameKey(each.slot))}
              </option>
            ))}
            <option value={EXTRA_PHOTO}>{t('conditionPhotos.extra')}</option>
          </select>
        </label>
      ) : null}
    </>
  )
}

/** A refused file's message, kept next to the slot it was meant for until dismissed or retried. */
function ProblemNote({ problem, onDismiss }: { problem: PhotoProblem | undefined; onDismiss: () => void }) {
  const t = useT()
  if (!problem) return null
  const message = PHOTO_PROBLEM_MESSAGE[problem]
  return (
    <div
      role="alert"
      data-testid="photo-problem"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-xs"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        <span className="font-semibold">{t(message.title)}</span>
        {message.description ? <span className="block">{t(message.description)}</span> : null}
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('conditionPhotos.dismiss')}
        title={t('conditionPhotos.dismiss')}
        className="grid size-6 shrink-0 place-items-center rounded text-red-700 hover:bg-red-100"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
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
