import { useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '~/i18n/react'
import { toast } from '~/ui/toast'
import { MAX_PHOTOS, PHOTO_PROBLEM_MESSAGE, type PhotoProblem, photosThatFit } from '../photo-rules'
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
}

let tileCounter = 0
const nextTileId = () => `photo-${++tileCounter}`

/**
 * The photos of the listing being written (SPEC §5 "Images"): adding files (at most 8 in all; the
 * rest dropped with 'Image limit reached'), each resized and uploaded one after the other with its
 * progress, reordering and removing. `onSignInNeeded` runs instead when a visitor adds photos.
 */
export function useListingPhotos({
  initial,
  signedIn,
  onSignInNeeded,
}: {
  initial: Array<{ key: string; cardUrl: string }>
  signedIn: boolean
  onSignInNeeded: () => void
}) {
  const t = useT()
  const [tiles, setTiles] = useState<PhotoTile[]>(() =>
    initial.map(({ key, cardUrl }) => ({
      id: nextTileId(),
      key,
      previewUrl: cardUrl,
      state: 'done',
      progress: 1,
    })),
  )
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

  const patch = useCallback((id: string, change: Partial<PhotoTile>) => {
    setTiles((list) => list.map((tile) => (tile.id === id ? { ...tile, ...change } : tile)))
  }, [])
  const drop = useCallback((id: string) => setTiles((list) => list.filter((tile) => tile.id !== id)), [])

  const showProblem = useCallback(
    (problem: PhotoProblem) => {
      const message = PHOTO_PROBLEM_MESSAGE[problem]
      toast.error(t(message.title), { description: message.description ? t(message.description) : undefined })
    },
    [t],
  )

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

  async function addFiles(files: File[]) {
    if (files.length === 0) return
    if (!signedIn) {
      onSignInNeeded()
      return
    }
    const fit = photosThatFit(current.current.length, files.length)
    if (fit === 0) {
      showProblem('limit')
      return
    }
    if (fit < files.length) {
      toast.warning(t('selling.photo.limitReached'), {
        description: t('selling.photo.limitReachedDescription', { count: fit }),
      })
    }
    const batch = files.slice(0, fit).map((file) => ({ file, id: nextTileId() }))
    setTiles((list) => [
      ...list,
      ...batch.map(({ id }) => ({ id, key: null, previewUrl: '', state: 'preparing' as const, progress: 0 })),
    ])
    const problems: PhotoProblem[] = []
    for (const { file, id } of batch) {
      const problem = await processOne(file, id)
      if (problem) problems.push(problem)
    }
    if (problems.includes('sign-in')) {
      onSignInNeeded()
    } else if (problems.length === 1 && batch.length === 1) {
      showProblem(problems[0]!)
    } else if (problems.length > 0) {
      const first = PHOTO_PROBLEM_MESSAGE[problems[0]!]
      toast.error(t('selling.photo.someFailed'), { description: t(first.description ?? first.title) })
    }
  }

  function move(id: string, by: -1 | 1) {
    setTiles((list) => {
      const from = list.findIndex((tile) => tile.id === id)
      const to = from + by
      if (from < 0 || to < 0 || to >= list.length) return list
      const next = [...list]
      const [tile] = next.splice(from, 1)
      next.splice(to, 0, tile!)
      return next
    })
  }

  return {
    tiles,
    keys: tiles.flatMap((tile) => (tile.key ? [tile.key] : [])),
    uploading: tiles.some((tile) => tile.state !== 'done'),
    full: tiles.length >= MAX_PHOTOS,
    addFiles,
    move,
    remove(id: string) {
      const key = current.current.find((tile) => tile.id === id)?.key
      drop(id)
      if (key) void discardPhoto(key)
    },
  }
}
