/**
 * A small S3-compatible endpoint for tests (path-style addressing, one bucket): PUT, GET, HEAD and
 * DELETE of objects, kept in memory. Every request must carry a valid AWS Signature Version 4
 * (Authorization header) made with the configured key pair, and a payload hash that matches the
 * body, as S3 itself requires; anything else is answered 403 like S3 does.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StoredObject {
  body: Buffer
  contentType: string | undefined
  cacheControl: string | undefined
}

export interface TestS3Server {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  objects: Map<string, StoredObject>
  /** Every request, with whether its signature held and whether it signed its body's hash. */
  requests: Array<{ method: string; path: string; signed: boolean; payloadSigned: boolean }>
  close(): Promise<void>
}

const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => crypto.createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding, as SigV4 wants it for query names and values. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

function canonicalQuery(search: string) {
  if (!search) return ''
  return search
    .slice(1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=')
      return [encode(decodeURIComponent(name)), encode(decodeURIComponent(value))] as const
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

interface SignatureCheck {
  ok: boolean
  reason?: string
}

export function verifySignatureV4(
  request: { method: string; url: string; headers: http.IncomingHttpHeaders },
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
): SignatureCheck {
  const authorization = request.headers.authorization
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization ?? '',
    )
  if (!match) return { ok: false, reason: 'no SigV4 Authorization header' }
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[]
  if (accessKeyId !== credentials.accessKeyId) return { ok: false, reason: 'unknown access key' }
  if (region !== credentials.region) return { ok: false, reason: 'wrong region' }
  const amzDate = String(request.headers['x-amz-date'] ?? '')
  if (!amzDate.startsWith(date!))
    return { ok: false, reason: 'x-amz-date does not match the credential date' }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '')
  if (!payloadHash) return { ok: false, reason: 'no x-amz-content-sha256' }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { ok: false, reason: 'payload hash does not match the body' }
  }
  const headerNames = signedHeaders!.split(';')
  if (!headerNames.includes('host') || !headerNames.includes('x-amz-date')) {
    return { ok: false, reason: 'host and x-amz-date must be signed' }
  }
  const url = new URL(request.url, 'http://s3.test')
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('')
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery(url.search),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n')
  const scope = `${date}/${region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date!), region!), 's3'),
    'aws4_request',
  )
  const expected = hmac(signingKey, stringToSign).toString('hex')
  const ok = crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature!))
  return ok ? { ok } : { ok, reason: 'signature does not match' }
}

function xmlError(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`
}

export async function startTestS3Server(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'fairway-test'
  const region = options.region ?? 'eu-west-1'
  const accessKeyId = options.accessKeyId ?? 'AKIAFAIRWAYTEST'
  const secretAccessKey = options.secretAccessKey ?? 'fairway-test-secret-key'
  const objects = new Map<string, StoredObject>()
  const requests: TestS3Server['requests'] = []

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const method = req.method ?? 'GET'
      const url = new URL(req.url ?? '/', 'http://s3.test')
      const check = verifySignatureV4({ method, url: req.url ?? '/', headers: req.headers }, body, {
        accessKeyId,
        secretAccessKey,
        region,
      })
      requests.push({
        method,
        path: url.pathname,
        signed: check.ok,
        payloadSigned: req.headers['x-amz-content-sha256'] !== 'UNSIGNED-PAYLOAD',
      })
      res.setHeader('content-type', 'application/xml')
      if (!check.ok) {
        res.statusCode = 403
        res.end(method === 'HEAD' ? undefined : xmlError('SignatureDoesNotMatch', check.reason ?? ''))
        return
      }
      const [, bucketName, ...keyParts] = url.pathname.split('/')
      const key = decodeURIComponent(keyParts.join('/'))
      if (bucketName !== bucket || !key) {
        res.statusCode = 404
        res.end(
          method === 'HEAD' ? undefined : xmlError('NoSuchBucket', 'The specified bucket does not exist'),
        )
        return
      }
      const object = objects.get(key)
      const etag = object ? `"${crypto.createHash('md5').update(object.body).digest('hex')}"` : ''
      if (method === 'PUT') {
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        })
        res.setHeader('etag', `"${crypto.createHash('md5').update(body).digest('hex')}"`)
        res.statusCode = 200
        res.end()
      } else if (method === 'GET' || method === 'HEAD') {
        if (!object) {
          res.statusCode = 404
          res.end(method === 'HEAD' ? undefined : xmlError('NoSuchKey', 'The specified key does not exist.'))
          return
        }
        res.setHeader('content-type', object.contentType ?? 'application/octet-stream')
        if (object.cacheControl) res.setHeader('cache-control', object.cacheControl)
        res.setHeader('content-length', object.body.length)
        res.setHeader('etag', etag)
        res.statusCode = 200
        res.end(method === 'HEAD' ? undefined : object.body)
      } else if (method === 'DELETE') {
        objects.delete(key)
        res.statusCode = 204
        res.end()
      } else {
        res.statusCode = 405
        res.end(xmlError('MethodNotAllowed', 'The specified method is not allowed'))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
