import { request, type IncomingMessage } from 'node:http'
import type { Transform } from 'node:stream'

// Raw HTTP for the hostile-fault tests: fetch() would decompress and buffer for us, but these
// tests must see the bytes as they travel (encodings, chunking, sizes) without holding 80 MiB.

/** GET without any decoding: the response as the socket delivers it. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, resolve)
    req.on('error', reject)
    req.end()
  })
}

export interface Drained {
  bytes: number
  /** the first and last 256 bytes, as text */
  head: string
  tail: string
}

/** Reads a stream to its end, keeping only counts and both ends; `onChunk` sees every chunk. */
export async function drain(stream: AsyncIterable<Buffer>, onChunk?: (chunk: Buffer) => void): Promise<Drained> {
  let bytes = 0
  let head = Buffer.alloc(0)
  let tail = Buffer.alloc(0)
  for await (const chunk of stream) {
    bytes += chunk.length
    if (head.length < 256) head = Buffer.concat([head, chunk.subarray(0, 256 - head.length)])
    tail = Buffer.concat([tail, chunk]).subarray(-256)
    onChunk?.(chunk)
  }
  return { bytes, head: head.toString('utf8'), tail: tail.toString('utf8') }
}

/** Counts what arrives on the wire and what `decoder` turns it into. */
export async function drainThrough(
  res: IncomingMessage,
  decoder: Transform
): Promise<{ wire: number; decoded: Drained }> {
  let wire = 0
  res.on('data', (chunk: Buffer) => (wire += chunk.length))
  const decoded = await drain(res.pipe(decoder))
  return { wire, decoded }
}

export async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** Deepest nesting of objects and arrays in a JSON text, without recursion (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth)
    else if (c === '}' || c === ']') depth--
  }
  return deepest
}
