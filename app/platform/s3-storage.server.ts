import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { assertSafeKey, isPrivateKey, type Storage } from './storage.server'

export interface S3StorageConfig {
  bucket: string
  region: string
  /** An S3-compatible endpoint (MinIO, R2, …); AWS itself when left out. */
  endpoint?: string
  /** Left out: the SDK's default chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (most self-hosted stores). */
  forcePathStyle: boolean
  /** Where browsers load the objects from (the bucket's public address or a CDN in front of it). */
  publicUrl: string
}

/** Keys are never overwritten (docs/decisions/0009), so browsers and CDNs may keep objects forever. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

function isNotFound(error: unknown) {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  )
}

/** Objects in an S3-compatible bucket (S3_BUCKET and friends, see .env.example). */
export function s3StorageDriver(config: S3StorageConfig, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Only the checksums S3 requires: not every S3-compatible store supports the optional
      // checksum headers newer SDK versions send by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  const base = config.publicUrl.replace(/\/+$/, '')
  const Bucket = config.bucket
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key)
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // A private object (a dispute's evidence) is never kept by a shared cache.
          CacheControl: isPrivateKey(key) ? 'private, no-store' : IMMUTABLE_CACHE_CONTROL,
        }),
      )
    },
    async get(key) {
      assertSafeKey(key)
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!object.Body) return null
        return Buffer.from(await object.Body.transformToByteArray())
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async exists(key) {
      assertSafeKey(key)
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw error
      }
    },
    async delete(key) {
      assertSafeKey(key)
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    publicUrl: (key) => `${base}/${key}`,
  }
}
