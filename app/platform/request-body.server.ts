/** The body of a request, read up to `maxBytes`; null as soon as it is longer (nothing more is read). */
export async function readBodyWithLimit(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.byteLength
    if (length > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/**
 * The form fields and files of a multipart body read with readBodyWithLimit. Null when the body is
 * not a form.
 */
export async function parseFormBody(
  body: Uint8Array<ArrayBuffer>,
  contentType: string | null,
): Promise<FormData | null> {
  if (!contentType) return null
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return null
  }
}
