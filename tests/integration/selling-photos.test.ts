/**
 * Listing photo uploads through POST /resources/product-photos (SPEC §5 "Images", §8): every
 * refusal with its status and the spec's message, and what is stored for an accepted photo.
 */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { rateLimitKey } from '~/accounts/rate-limit.server'
import { cardKeyOf } from '~/catalog/image-keys'
import { translator } from '~/i18n'
import { storage } from '~/platform/storage.server'
import { action as uploadAction, loader as uploadLoader } from '~/routes/resources.product-photos'
import { MAX_PHOTO_BYTES, PHOTO_PROBLEM_MESSAGE, type PhotoProblem } from '~/selling/photo-rules'
import { photoUploads, rateLimits } from '../../db/schema'
import { createSignedInUser } from '../support/auth'
import { useTestDatabase } from '../support/db'
import { exifHasGps, photoJpegWithGps, photoPng, photoWebp, pngBomb } from '../support/images'
import { TEST_ORIGIN } from '../support/routes'

const t = translator('en')

function uploadRequest(
  file: Buffer,
  { cookie, name = 'photo.jpg', type = 'image/jpeg' } = {} as {
    cookie?: string
    name?: string
    type?: string
  },
) {
  const body = new FormData()
  body.append('photo', new File([new Uint8Array(file)], name, { type }))
  const headers: Record<string, string> = { origin: TEST_ORIGIN }
  if (cookie) headers.cookie = cookie
  return new Request(`${TEST_ORIGIN}/resources/product-photos`, { method: 'POST', body, headers })
}

async function upload(request: Request) {
  const response = (await uploadAction({ request, params: {}, context: {} } as never)) as Response
  return {
    status: response.status,
    body: (await response.json()) as { problem?: PhotoProblem; key?: string; url?: string; cardUrl?: string },
  }
}

/** The message of SPEC §8 the wizard shows for a refusal. */
function messageOf(problem: PhotoProblem | undefined) {
  if (!problem) return null
  const message = PHOTO_PROBLEM_MESSAGE[problem]
  return { title: t(message.title), description: message.description ? t(message.description) : undefined }
}

describe('uploading a listing photo', () => {
  const db = useTestDatabase()

  it('refuses a text file renamed .jpg (the content decides, not the name or declared type)', async () => {
    const { cookie } = await createSignedInUser(db())
    const text = Buffer.from('These are my golf clubs. Honest, this is a JPEG.')
    const result = await upload(uploadRequest(text, { cookie, name: 'clubs.jpg', type: 'image/jpeg' }))
    expect(result.status).toBe(400)
    expect(result.body.problem).toBe('invalid-type')
    expect(messageOf(result.body.problem)?.title).toBe(
      'Invalid file type. Only JPEG, PNG, and WebP are allowed.',
    )
  })

  it('refuses a GIF and an SVG even when they claim to be PNG', async () => {
    const { cookie } = await createSignedInUser(db())
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    for (const file of [gif, svg]) {
      const result = await upload(uploadRequest(file, { cookie, name: 'x.png', type: 'image/png' }))
      expect(result).toMatchObject({ status: 400, body: { problem: 'invalid-type' } })
    }
  })

  it('refuses an 11 MB file with 413 and the size message, without reading it all', async () => {
    const { cookie } = await createSignedInUser(db())
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff)
    big.set([0xff, 0xd8, 0xff], 0)
    const result = await upload(uploadRequest(big, { cookie }))
    expect(result.status).toBe(413)
    expect(result.body.problem).toBe('too-large')
    expect(messageOf(result.body.problem)?.title).toBe('File too large. Maximum size is 10MB.')
  })

  it('refuses a file just over 10 MB, and one whose declared length is too long', async () => {
    const { cookie } = await createSignedInUser(db())
    const justOver = Buffer.alloc(MAX_PHOTO_BYTES + 1, 0)
    expect(await upload(uploadRequest(justOver, { cookie }))).toMatchObject({
      status: 413,
      body: { problem: 'too-large' },
    })

    const declared = new Request(`${TEST_ORIGIN}/resources/product-photos`, {
      method: 'POST',
      headers: {
        cookie,
        origin: TEST_ORIGIN,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(50 * 1024 * 1024),
      },
      body: 'tiny',
    })
    expect(await upload(declared)).toMatchObject({ status: 413, body: { problem: 'too-large' } })
  })

  it('issue #10: counts the photos itself: 8 parallel uploads pass, a 9th is refused whatever the browser says', async () => {
    const { user, cookie } = await createSignedInUser(db())
    const png = await photoPng()
    const uploads = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        upload(uploadRequest(png, { cookie, name: `p${i}.png`, type: 'image/png' })),
      ),
    )
    expect(uploads.filter((u) => u.status === 201)).toHaveLength(8)
    const refused = uploads.find((u) => u.status !== 201)
    expect(refused).toMatchObject({ status: 400, body: { problem: 'limit' } })
    expect(messageOf(refused?.body.problem)?.title).toBe('Photo Limit Reached')
    expect(await db().select().from(photoUploads).where(eq(photoUploads.ownerId, user.id))).toHaveLength(8)

    // A 9th sent with an old browser's "held" list claiming no photos is refused all the same.
    const body = new FormData()
    body.append('held', '')
    body.append('photo', new File([new Uint8Array(png)], 'x.png', { type: 'image/png' }))
    const forged = await upload(
      new Request(`${TEST_ORIGIN}/resources/product-photos`, {
        method: 'POST',
        body,
        headers: { origin: TEST_ORIGIN, cookie },
      }),
    )
    expect(forged).toMatchObject({ status: 400, body: { problem: 'limit' } })

    // Removing one in the wizard frees its place; another user's key cannot be discarded.
    const discard = (key: string, as = cookie) => {
      const form = new FormData()
      form.append('intent', 'discard')
      form.append('key', key)
      return uploadAction({
        request: new Request(`${TEST_ORIGIN}/resources/product-photos`, {
          method: 'POST',
          body: form,
          headers: { origin: TEST_ORIGIN, cookie: as },
        }),
        params: {},
        context: {},
      } as never) as Promise<Response>
    }
    const stranger = await createSignedInUser(db())
    const firstKey = uploads.find((u) => u.status === 201)?.body.key as string
    expect((await discard(firstKey, stranger.cookie)).status).toBe(404)
    expect((await discard(firstKey)).status).toBe(204)
    expect((await upload(uploadRequest(png, { cookie, name: 'y.png', type: 'image/png' }))).status).toBe(201)
  })

  it('refuses a 20000x20000 image (a decompression bomb) before decoding it', async () => {
    const { cookie } = await createSignedInUser(db())
    const bomb = pngBomb(20_000, 20_000)
    expect(bomb.length).toBeLessThan(1024 * 1024) // small on the wire, 400 megapixels inside
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
      format: 'png',
    })
    const result = await upload(uploadRequest(bomb, { cookie, name: 'bomb.png', type: 'image/png' }))
    expect(result.status).toBe(400)
    expect(result.body.problem).toBe('too-many-pixels')
    expect(messageOf(result.body.problem)).toEqual({
      title: 'Processing failed',
      description: 'The image has too many pixels. Please use one of at most 12 megapixels.',
    })
  })

  it('refuses a truncated image as unreadable', async () => {
    const { cookie } = await createSignedInUser(db())
    const jpeg = await photoJpegWithGps()
    const result = await upload(uploadRequest(jpeg.subarray(0, 400), { cookie }))
    expect(result).toMatchObject({ status: 400, body: { problem: 'unreadable' } })
  })

  it('refuses visitors and answers GET with 405', async () => {
    const result = await upload(uploadRequest(await photoPng()))
    expect(result).toMatchObject({ status: 401, body: { problem: 'sign-in' } })
    expect(messageOf('sign-in')).toEqual({
      title: 'Authentication Required',
      description: 'Please log in to create a listing.',
    })
    expect((uploadLoader() as Response).status).toBe(405)
  })

  it('limits how many photos one user uploads in 15 minutes', async () => {
    const { user, cookie } = await createSignedInUser(db())
    await db()
      .insert(rateLimits)
      .values({ key: rateLimitKey('photoUploadsPerUser', user.id), count: 120, lastRequest: Date.now() })
    const result = await upload(uploadRequest(await photoPng(), { cookie, name: 'x.png', type: 'image/png' }))
    expect(result).toMatchObject({ status: 429, body: { problem: 'rate-limited' } })
  })

  it('stores a re-encoded WebP under a key of the uploader, without EXIF or GPS, plus a card thumbnail', async () => {
    const { user, cookie } = await createSignedInUser(db())
    const jpeg = await photoJpegWithGps(1200, 1600)
    const input = await sharp(jpeg).metadata()
    expect(exifHasGps(input.exif)).toBe(true)

    const result = await upload(uploadRequest(jpeg, { cookie, name: 'IMG_0042.JPG', type: 'image/jpeg' }))
    expect(result.status).toBe(201)
    const key = result.body.key ?? ''
    expect(key).toMatch(new RegExp(`^products/${user.id}/[0-9a-f-]{36}\\.webp$`))
    expect(result.body.url).toBe(`/media/${key}`)
    expect(result.body.cardUrl).toBe(`/media/${cardKeyOf(key)}`)

    const stored = await storage().get(key)
    const meta = await sharp(stored ?? Buffer.alloc(0)).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(exifHasGps(stored ?? undefined)).toBe(false)
    // Fits 800x800, aspect ratio kept.
    expect([meta.width, meta.height]).toEqual([600, 800])
    const card = await sharp((await storage().get(cardKeyOf(key))) ?? Buffer.alloc(0)).metadata()
    expect([card.width, card.height]).toEqual([360, 480])
  })

  it('accepts PNG and WebP photos too', async () => {
    const { cookie } = await createSignedInUser(db())
    const png = await upload(uploadRequest(await photoPng(), { cookie, name: 'a.png', type: 'image/png' }))
    const webp = await upload(
      uploadRequest(await photoWebp(), { cookie, name: 'b.webp', type: 'image/webp' }),
    )
    expect([png.status, webp.status]).toEqual([201, 201])
    expect(png.body.key).not.toBe(webp.body.key)
  })
})
