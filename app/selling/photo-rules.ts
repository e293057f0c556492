/**
 * SPEC §5 "Images" and §9, for the browser (before an upload) and the server (on every upload)
 * alike: at most 8 photos per listing, JPEG, PNG or WebP, 10 MB each. The browser resizes a photo
 * to fit 2000x2000 at quality 0.8 (issue #28, beyond the spec's 800x800: the server makes the
 * 800x800 listing image and keeps a detail image of up to 2000 px for zooming; decision 0056).
 */
import type { MessageKey } from '~/i18n'

export const MAX_PHOTOS = 8
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PHOTO_RESIZE_MAX_SIZE = 2000
export const PHOTO_RESIZE_QUALITY = 0.8

/** Where the wizard sends each photo (app/routes/resources.product-photos.ts). */
export const PHOTO_UPLOAD_PATH = '/resources/product-photos'

/** Why a photo was not added; each has the message of SPEC §8. */
export type PhotoProblem =
  | 'too-large'
  | 'invalid-type'
  | 'too-many-pixels'
  | 'unreadable'
  | 'limit'
  | 'rate-limited'
  | 'sign-in'
  | 'failed'

export const PHOTO_PROBLEM_MESSAGE: Record<PhotoProblem, { title: MessageKey; description?: MessageKey }> = {
  'too-large': { title: 'selling.photo.tooLarge' },
  'invalid-type': { title: 'selling.photo.invalidType' },
  'too-many-pixels': { title: 'selling.photo.processingFailed', description: 'selling.photo.tooManyPixels' },
  unreadable: { title: 'selling.photo.processingFailed', description: 'selling.photo.unreadable' },
  limit: { title: 'selling.photo.photoLimit', description: 'selling.photo.photoLimitDescription' },
  'rate-limited': { title: 'selling.photo.processingFailed', description: 'selling.photo.tooManyUploads' },
  'sign-in': { title: 'wizard.authRequired', description: 'wizard.authRequiredDescription' },
  failed: { title: 'selling.photo.processingFailed', description: 'selling.photo.uploadFailed' },
}

export function isAcceptedPhotoType(type: string) {
  return (ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type)
}

/**
 * Of `offered` new files, how many fit next to the `held` photos (SPEC §5: extra files are
 * dropped with the notice 'Image limit reached').
 */
export function photosThatFit(held: number, offered: number) {
  return Math.max(0, Math.min(offered, MAX_PHOTOS - held))
}

/** The size that fits `maxSize` x `maxSize` keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, maxSize = PHOTO_RESIZE_MAX_SIZE) {
  const scale = Math.min(1, maxSize / width, maxSize / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}
