import zlib from 'node:zlib'

/**
 * A body that is the same on every response except for one short value that changes each time
 * (a page with its Content-Security-Policy nonce), gzip-compressed once: the unchanging parts are
 * compressed ahead, each as an independent run of deflate blocks ending on a byte boundary (a full
 * flush), and every response only adds the value as an uncompressed ("stored") deflate block
 * between them, plus the gzip header and trailer (RFC 1951 §3.2.4, RFC 1952). The result is an
 * ordinary gzip stream; compressing a 50 KB page this way costs a checksum instead of a deflate.
 */
export interface GzipTemplate {
  /** The uncompressed parts around the places where the value goes. */
  parts: Buffer[]
  /** Each part deflated on its own; all but the last end with a full flush, the last is final. */
  deflated: Buffer[]
}

export function gzipTemplate(parts: Buffer[]): GzipTemplate {
  const deflated = parts.map((part, index) =>
    zlib.deflateRawSync(part, {
      level: 6,
      finishFlush: index === parts.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
    }),
  )
  return { parts, deflated }
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
/** Longest data of one stored block. */
const MAX_STORED = 0xffff

/** A non-final stored deflate block holding `value` (short values: the nonce). */
function storedBlock(value: Buffer): Buffer {
  if (value.length > MAX_STORED) throw new Error('value too long for one stored block')
  const block = Buffer.alloc(5 + value.length)
  block[0] = 0x00 // BFINAL 0, BTYPE 00 (stored); the rest of the byte is padding.
  block.writeUInt16LE(value.length, 1)
  block.writeUInt16LE(~value.length & 0xffff, 3)
  value.copy(block, 5)
  return block
}

/** The template with `value` between every two parts, as a complete gzip stream. */
export function gzipWithValue(template: GzipTemplate, value: Buffer): Buffer {
  return gzipWithValues(
    template,
    template.parts.slice(1).map(() => value),
  )
}

/** Values above this size are deflated on their own (a signed-in visitor's menu), not stored. */
const DEFLATE_VALUES_FROM = 512

/**
 * The template with `values[i]` between parts i and i + 1, as a complete gzip stream. Short
 * values (a nonce) go in as stored blocks; longer ones are deflated by themselves, ending on a
 * byte boundary like the parts, so that the pieces still join into one deflate stream.
 */
export function gzipWithValues(template: GzipTemplate, values: Buffer[]): Buffer {
  if (values.length !== template.parts.length - 1)
    throw new Error(`expected ${template.parts.length - 1} values, got ${values.length}`)
  const pieces: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  const encoded = new Map<Buffer, Buffer>()
  for (const [index, part] of template.parts.entries()) {
    if (index > 0) {
      const value = values[index - 1]!
      let block = encoded.get(value)
      if (!block) {
        block =
          value.length < DEFLATE_VALUES_FROM
            ? storedBlock(value)
            : zlib.deflateRawSync(value, { level: 6, finishFlush: zlib.constants.Z_FULL_FLUSH })
        encoded.set(value, block)
      }
      pieces.push(block)
      if (value.length > 0) crc = zlib.crc32(value, crc)
      size += value.length
    }
    pieces.push(template.deflated[index]!)
    // zlib's crc32 answers 0, not the running value, for an empty buffer without memory behind it.
    if (part.length > 0) crc = zlib.crc32(part, crc)
    size += part.length
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size % 2 ** 32, 4)
  pieces.push(trailer)
  return Buffer.concat(pieces)
}
