/**
 * Images for upload tests, made on the spot: plain photos in each accepted format, a JPEG carrying
 * a GPS position in its EXIF data, and a PNG "decompression bomb" (tiny file, huge pixel count).
 */
import zlib from 'node:zlib'
import sharp from 'sharp'

export function photoPng(width = 1600, height = 1200, colour = '#2f7d4f') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

export function photoWebp(width = 900, height = 900, colour = '#3056a8') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .webp()
    .toBuffer()
}

/** A JPEG whose EXIF names the camera and the place it was taken (Madrid). */
export function photoJpegWithGps(width = 1200, height = 1600, colour = '#c28a2c') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({
      IFD0: { Make: 'FairwayCam', Model: 'Test 1' },
      // IFD3 is the GPS directory in libvips' numbering.
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 0/1',
      },
    })
    .jpeg()
    .toBuffer()
}

/** Whether EXIF data holds a GPS directory (the GPSInfo tag, 0x8825, in either byte order). */
export function exifHasGps(exif: Buffer | undefined) {
  return Boolean(
    exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))),
  )
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid black-and-white PNG of `width` x `height` pixels, all black: it compresses to a few
 * tens of kilobytes, and would need gigabytes once decoded.
 */
export function pngBomb(width = 20_000, height = 20_000) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}
