/**
 * The browser half of a photo upload (SPEC §5 "Images"): resize to fit 2000x2000 at quality 0.8
 * keeping the aspect ratio (the server makes the 800x800 listing image from it, issue #28), then send it with XMLHttpRequest, which reports upload progress.
 */
import { IMAGE_SIGNATURE_BYTES, sniffImageType } from '~/catalog/image-type'
import {
  fitWithin,
  isAcceptedPhotoType,
  MAX_PHOTO_BYTES,
  PHOTO_RESIZE_QUALITY,
  PHOTO_UPLOAD_PATH,
  type PhotoProblem,
} from './photo-rules'

export class PhotoProblemError extends Error {
  override name = 'PhotoProblemError'
  constructor(readonly problem: PhotoProblem) {
    super(problem)
  }
}

export interface UploadedPhoto {
  key: string
  url: string
  cardUrl: string
}

/** The checks the browser can make before any work: type (declared, then by content) and size. */
export async function checkPhotoFile(file: File) {
  if (!isAcceptedPhotoType(file.type)) throw new PhotoProblemError('invalid-type')
  if (file.size > MAX_PHOTO_BYTES) throw new PhotoProblemError('too-large')
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer())
  if (!sniffImageType(head)) throw new PhotoProblemError('invalid-type')
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, PHOTO_RESIZE_QUALITY))
}

/**
 * The photo drawn again so that it fits 2000x2000 (never enlarged), as WebP at quality 0.8, or JPEG
 * where the browser cannot write WebP. The EXIF orientation is applied by the decoder.
 */
export async function resizePhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new PhotoProblemError('unreadable')
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new PhotoProblemError('unreadable')
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const webp = await canvasBlob(canvas, 'image/webp')
  if (webp?.type === 'image/webp') return webp
  const jpeg = await canvasBlob(canvas, 'image/jpeg')
  if (!jpeg) throw new PhotoProblemError('unreadable')
  return jpeg
}

/** Sends one photo (the server counts the listing's photos itself and refuses a 9th). */
export function uploadPhoto(photo: Blob, onProgress: (fraction: number) => void): Promise<UploadedPhoto> {
  const body = new FormData()
  body.append('photo', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg')
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', PHOTO_UPLOAD_PATH)
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const reply = request.response as Partial<UploadedPhoto> & { problem?: PhotoProblem }
      if (request.status === 201 && reply?.key && reply.url && reply.cardUrl) {
        resolve({ key: reply.key, url: reply.url, cardUrl: reply.cardUrl })
      } else {
        reject(new PhotoProblemError(reply?.problem ?? 'failed'))
      }
    }
    request.onerror = () => reject(new PhotoProblemError('failed'))
    request.send(body)
  })
}

/** Takes an uploaded photo out of the listing in progress, so it no longer counts towards the 8. */
export async function discardPhoto(key: string) {
  const body = new FormData()
  body.append('intent', 'discard')
  body.append('key', key)
  try {
    await fetch(PHOTO_UPLOAD_PATH, { method: 'POST', body })
  } catch {
    // Offline: the photo still counts until the wizard is opened again and it is removed there.
  }
}
