/**
 * The S3 storage driver against an S3-compatible endpoint running in this process
 * (tests/support/s3-server.ts: path-style object API that verifies every request's SigV4 signature).
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardKeyOf } from '~/catalog/image-keys'
import { resetEnvForTests } from '~/platform/env.server'
import { IMMUTABLE_CACHE_CONTROL, s3StorageDriver } from '~/platform/s3-storage.server'
import { setStorage, storage } from '~/platform/storage.server'
import { uploadListingPhoto } from '~/selling/photos.server'
import { createUser } from '../../db/factories'
import { useTestDatabase } from '../support/db'
import { startTestS3Server, type TestS3Server } from '../support/s3-server'

let s3: TestS3Server

beforeAll(async () => {
  s3 = await startTestS3Server()
})
afterAll(async () => {
  setStorage(undefined)
  await s3.close()
})

function driver(secretAccessKey = s3.secretAccessKey) {
  return s3StorageDriver({
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey },
    forcePathStyle: true,
    publicUrl: 'https://cdn.fairway.test/media/',
  })
}

describe('the S3 storage driver', () => {
  it('writes, reads, checks and deletes objects with signed requests', async () => {
    const store = driver()
    const body = Buffer.from('a photo, say')
    await store.put('products/abc/photo.webp', body, 'image/webp')

    const stored = s3.objects.get('products/abc/photo.webp')
    expect(stored?.body.equals(body)).toBe(true)
    expect(stored?.contentType).toBe('image/webp')
    expect(stored?.cacheControl).toBe(IMMUTABLE_CACHE_CONTROL)

    expect((await store.get('products/abc/photo.webp'))?.equals(body)).toBe(true)
    expect(await store.exists('products/abc/photo.webp')).toBe(true)
    expect(await store.get('products/abc/missing.webp')).toBeNull()
    expect(await store.exists('products/abc/missing.webp')).toBe(false)

    await store.delete('products/abc/photo.webp')
    expect(s3.objects.has('products/abc/photo.webp')).toBe(false)
    expect(await store.exists('products/abc/photo.webp')).toBe(false)

    expect(s3.requests.length).toBeGreaterThanOrEqual(7)
    expect(s3.requests.every((request) => request.signed)).toBe(true)
    // The body's SHA-256 is part of the signature, so a changed body would be refused.
    expect(s3.requests.filter((r) => r.method === 'PUT').every((r) => r.payloadSigned)).toBe(true)
    expect(s3.requests.map((request) => request.path)).toContain(`/${s3.bucket}/products/abc/photo.webp`)
  })

  it('is refused by the endpoint when the secret is wrong (the signature is checked)', async () => {
    const before = s3.objects.size
    await expect(
      driver('not-the-secret').put('products/x.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow()
    expect(s3.objects.size).toBe(before)
    expect(s3.requests.at(-1)?.signed).toBe(false)
  })

  it('gives public URLs under S3_PUBLIC_URL and refuses unsafe keys', async () => {
    const store = driver()
    expect(store.publicUrl('products/a/b.webp')).toBe('https://cdn.fairway.test/media/products/a/b.webp')
    await expect(store.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Unsafe storage key/,
    )
  })

  it('is what storage() returns when S3_BUCKET is configured', () => {
    const saved = { ...process.env }
    Object.assign(process.env, {
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.fairway.test',
    })
    try {
      resetEnvForTests()
      setStorage(undefined)
      expect(storage().kind).toBe('s3')
      expect(storage().publicUrl('products/x.webp')).toBe('https://cdn.fairway.test/products/x.webp')
    } finally {
      process.env = saved
      resetEnvForTests()
      setStorage(undefined)
    }
  })
})

describe('listing photos on S3', () => {
  const db = useTestDatabase()

  it('stores the re-encoded photo and its card thumbnail in the bucket', async () => {
    setStorage(driver())
    try {
      const user = await createUser(db())
      const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f7d4f' } })
        .jpeg()
        .toBuffer()
      const photo = await uploadListingPhoto(user.id, jpeg)
      expect(photo.url).toBe(`https://cdn.fairway.test/media/${photo.key}`)
      const full = s3.objects.get(photo.key)
      const card = s3.objects.get(cardKeyOf(photo.key))
      expect(full?.contentType).toBe('image/webp')
      expect(full?.cacheControl).toBe(IMMUTABLE_CACHE_CONTROL)
      expect(card?.contentType).toBe('image/webp')
      expect((await sharp(full!.body).metadata()).width).toBe(800)
    } finally {
      setStorage(undefined)
    }
  })
})
