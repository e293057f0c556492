/** The photo formats a listing accepts (SPEC §5), recognised by their first bytes. */
export type ProductImageType = 'image/jpeg' | 'image/png' | 'image/webp'

/** How many bytes sniffImageType needs to see. */
export const IMAGE_SIGNATURE_BYTES = 12

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)

/**
 * The type of an image by its content (magic bytes), whatever its file name or declared type says.
 * Null for anything that is not a JPEG, PNG or WebP file. The browser checks a file with it before
 * uploading; the server checks every upload again.
 */
export function sniffImageType(bytes: Uint8Array): ProductImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp'
  }
  return null
}
