/**
 * gzip through the platform's CompressionStream (Chromium; Node ≥ 18 for the unit tests), for
 * what the mirror stores. gzip rather than deflate-raw: 18 bytes more per record buy a CRC, so a
 * damaged record fails to read instead of coming back as a subtly wrong page.
 *
 * The stream is fed and drained by hand: going through Blob and Response costs several times
 * more per call, and the mirror compresses thousands of small records in a row.
 */

const FORMAT = 'gzip'

/** Bytes that own their whole buffer: IndexedDB stores a view's entire ArrayBuffer, not the view. */
export function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return bytes as Uint8Array<ArrayBuffer>
  }
  return new Uint8Array(bytes)
}

async function pipe(input: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const writer = stream.writable.getWriter()
  // Neither promise is awaited before reading: the writer waits for the reader to drain.
  const written = writer.write(input as Uint8Array<ArrayBuffer>).then(() => writer.close())
  // A damaged input fails the reader below, which says so; the writer's failure is the same one.
  written.catch(() => undefined)
  const reader = stream.readable.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    chunks.push(value)
    length += value.byteLength
  }
  await written
  if (chunks.length === 1) return ownBytes(chunks[0])
  const out = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

export function compress(bytes: Uint8Array): Promise<Uint8Array> {
  return pipe(bytes, new CompressionStream(FORMAT))
}

/** Rejects on anything that is not an intact gzip stream (truncated, damaged, other data). */
export function decompress(bytes: Uint8Array): Promise<Uint8Array> {
  return pipe(bytes, new DecompressionStream(FORMAT))
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

export function compressText(text: string): Promise<Uint8Array> {
  return compress(encoder.encode(text))
}

export async function decompressText(bytes: Uint8Array): Promise<string> {
  return decoder.decode(await decompress(bytes))
}
