import { useCallback, useEffect, useRef, useState } from 'react'
import {
  EXTRA_PHOTO,
  type ImageSlot,
  type PhotoSlot,
  type SlotRequirement,
} from '~/catalog/condition/photo-slots'
import { useT } from '~/i18n/react'
import { toast } from '~/ui/toast'
import { MAX_PHOTOS, type PhotoProblem, photosThatFit } from '../photo-rules'
import {
  checkPhotoFile,
  discardPhoto,
  PhotoProblemError,
  resizePhoto,
  uploadPhoto,
} from '../photo-upload.client'

/** One photo of the listing as the wizard shows it: uploaded (it has a key) or on its way. */
export interface PhotoTile {
  id: string
  /** The storage key, once uploaded. */
  key: string | null
  /** What the tile shows: the stored card thumbnail, or the resized file while it uploads. */
  previewUrl: string
  state: 'preparing' | 'uploading' | 'done'
  /** 0-1 while uploading. */
  progress: number
  /** The guided slot the photo fills (issue #28); '' for an extra photo. */
  slot: ImageSlot
}

/** Where a photo was headed: a guided slot, or the extra photos. */
export type PhotoTarget = PhotoSlot | 'extra'

let tileCounter = 0
const nextTileId = () => `photo-${++tileCounter}`

/**
 * The photos of the listing being written (SPEC §5 "Images", issue #28 guided slots): adding files
 * (at most 8 in all; the rest dropped with 'Image limit reached'), each resized and uploaded one
 * after the other with its progress, to a chosen slot or, several at once, filling the empty slots
 * in order and then as extra photos; moving, reassigning and removing. A file refused (over 10 MB,
 * not a photo...) leaves its message next to the slot it was meant for until the seller tries
 * again or dismisses it. `onSignInNeeded` runs instead when a visitor adds photos.
 */
export function useListingPhotos({
  initial,
  plan,
  signedIn,
  onSignInNeeded,
}: {
  initial: Array<{ key: string; cardUrl: string; slot?: ImageSlot }>
  /** The listing's guided slots, in order (the first is the Main Photo). */
  plan: readonly SlotRequirement[]
  signedIn: boolean
  onSignInNeeded: () => void
}) {
  const t = useT()
  const [tiles, setTiles] = useState<PhotoTile[]>(() =>
    initial.map(({ key, cardUrl, slot }) => ({
      id: nextTileId(),
      key,
      previewUrl: cardUrl,
      state: 'done',
      progress: 1,
      slot: slot ?? EXTRA_PHOTO,
    })),
  )
  const [problems, setProblems] = useState<Partial<Record<PhotoTarget, PhotoProblem>>>({})
  // The latest tiles, for the upload loop running across renders.
  const current = useRef(tiles)
  current.current = tiles
  const objectUrls = useRef(new Set<string>())
  useEffect(() => {
    const urls = objectUrls.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
    }
  }, [])

  const planSlots: readonly ImageSlot[] = plan.map((requirement) => requirement.slot)
  const slotOf = (tile: PhotoTile): ImageSlot => (planSlots.includes(tile.slot) ? tile.slot : EXTRA_PHOTO)
  const holderOf = (list: PhotoTile[], slot: ImageSlot) =>
    slot === EXTRA_PHOTO ? undefined : list.find((tile) => slotOf(tile) === slot)
  /** Slot photos in the plan's order, then the extra photos in their order: the listing's order. */
  const orderOf = (list: PhotoTile[]) => [
    ...planSlots.flatMap((slot) => {
      const holder = holderOf(list, slot)
      return holder ? [holder] : []
    }),
    ...list.filter((tile) => slotOf(tile) === EXTRA_PHOTO),
  ]
  const ordered = orderOf(tiles)

  const patch = useCallback((id: string, change: Partial<PhotoTile>) => {
    setTiles((list) => list.map((tile) => (tile.id === id ? { ...tile, ...change } : tile)))
  }, [])
  const drop = useCallback((id: string) => setTiles((list) => list.filter((tile) => tile.id !== id)), [])
  const showProblem = (target: PhotoTarget, problem: PhotoProblem | null) =>
    setProblems((all) => {
      const { [target]: _, ...rest } = all
      return problem ? { ...rest, [target]: problem } : rest
    })

  async function processOne(file: File, id: string): Promise<PhotoProblem | null> {
    try {
      await checkPhotoFile(file)
      const resized = await resizePhoto(file)
      const previewUrl = URL.createObjectURL(resized)
      objectUrls.current.add(previewUrl)
      patch(id, { previewUrl, state: 'uploading', progress: 0 })
      const uploaded = await uploadPhoto(resized, (progress) => patch(id, { progress }))
      patch(id, { key: uploaded.key, previewUrl: uploaded.cardUrl, state: 'done', progress: 1 })
      URL.revokeObjectURL(previewUrl)
      objectUrls.current.delete(previewUrl)
      return null
    } catch (error) {
      drop(id)
      return error instanceof PhotoProblemError ? error.problem : 'failed'
    }
  }

  /** Adds files to `slot`, or (none given) to the empty slots in order, then as extra photos. */
  async function addFiles(files: File[], slot?: PhotoSlot) {
    if (files.length === 0) return
    if (!signedIn) {
      onSignInNeeded()
      return
    }
    const offered = slot ? files.slice(0, 1) : files
    const fit = photosThatFit(current.current.length, offered.length)
    if (fit === 0) {
      showProblem(slot ?? 'extra', 'limit')
      return
    }
    if (fit < offered.length) {
      toast.warning(t('selling.photo.limitReached'), {
        description: t('selling.photo.limitReachedDescription', { count: fit }),
      })
    }
    const empty = planSlots.filter((each) => !holderOf(current.current, each))
    const batch = offered.slice(0, fit).map((file, index) => ({
      file,
      id: nextTileId(),
      slot: (slot ?? empty[index] ?? EXTRA_PHOTO) as ImageSlot,
    }))
    for (const each of batch) showProblem(each.slot || 'extra', null)
    setTiles((list) => [
      // A photo added to a filled slot takes its place; the one there becomes an extra photo.
      ...list.map((tile) => (slot && slotOf(tile) === slot ? { ...tile, slot: EXTRA_PHOTO } : tile)),
      ...batch.map(({ id, slot: target }) => ({
        id,
        key: null,
        previewUrl: '',
        state: 'preparing' as const,
        progress: 0,
        slot: target,
      })),
    ])
    let signIn = false
    for (const { file, id, slot: target } of batch) {
      const problem = await processOne(file, id)
      if (problem === 'sign-in') signIn = true
      else if (problem) showProblem(target || 'extra', problem)
    }
    if (signIn) onSignInNeeded()
  }

  /** Swaps a photo with its neighbour in the listing's order: their places and slots. */
  function move(id: string, by: -1 | 1) {
    setTiles((list) => {
      const order = orderOf(list)
      const from = order.findIndex((tile) => tile.id === id)
      const a = order[from]
      const b = order[from + by]
      if (!a || !b) return list
      const swapped = list.map((tile) =>
        tile.id === a.id
          ? { ...tile, slot: slotOf(b) }
          : tile.id === b.id
            ? { ...tile, slot: slotOf(a) }
            : tile,
      )
      return swapPlaces(swapped, a.id, b.id)
    })
  }

  /** Says which slot a photo shows; the photo there before takes this one's slot. */
  function assign(id: string, slot: ImageSlot) {
    setTiles((list) => {
      const tile = list.find((each) => each.id === id)
      if (!tile) return list
      const before = slotOf(tile)
      const holder = holderOf(list, slot)
      return list.map((each) =>
        each.id === id
          ? { ...each, slot }
          : holder && each.id === holder.id
            ? { ...each, slot: before }
            : each,
      )
    })
    if (slot) showProblem(slot, null)
  }

  return {
    /** Every photo, in the listing's order (slot photos first, in the plan's order). */
    tiles: ordered,
    /** The photo filling a slot, if any. */
    holder: (slot: PhotoSlot) => holderOf(tiles, slot),
    /** The extra photos, in their order. */
    extras: ordered.filter((tile) => slotOf(tile) === EXTRA_PHOTO),
    slotOf,
    keys: ordered.flatMap((tile) => (tile.key ? [tile.key] : [])),
    slots: ordered.flatMap((tile) => (tile.key ? [slotOf(tile)] : [])),
    uploading: tiles.some((tile) => tile.state !== 'done'),
    full: tiles.length >= MAX_PHOTOS,
    /** The message of the last refused file, per slot (and for the extra photos). */
    problems,
    dismissProblem: (target: PhotoTarget) => showProblem(target, null),
    addFiles,
    move,
    assign,
    remove(id: string) {
      const key = current.current.find((tile) => tile.id === id)?.key
      drop(id)
      if (key) void discardPhoto(key)
    },
  }
}

function swapPlaces(list: PhotoTile[], a: string, b: string) {
  const i = list.findIndex((tile) => tile.id === a)
  const j = list.findIndex((tile) => tile.id === b)
  if (i < 0 || j < 0) return list
  const next = [...list]
  ;[next[i], next[j]] = [next[j]!, next[i]!]
  return next
}
