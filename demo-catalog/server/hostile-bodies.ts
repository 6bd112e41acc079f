import type { ServerResponse } from 'node:http'
import { Readable, type Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { constants, createBrotliCompress, createDeflate, createGzip, type BrotliOptions } from 'node:zlib'

// Bodies of a hostile catalog service (issue 11): answers far larger than any real one, sent as a
// chunked stream or as a tiny compressed body, and JSON nested deeper than any reader should go.
// They are valid JSON in the real envelope, so only a byte budget or a depth limit stops them.

export const MiB = 1024 * 1024
/** Far above any real answer (the biggest demo node, 334 parts, is ~400 KB). */
export const DEFAULT_HOSTILE_BYTES = 80 * MiB
export const DEFAULT_DEPTH = 100_000
/** Stream chunks stay this small, so the server never holds more than one of them per request. */
export const CHUNK_BYTES = 64 * 1024

const HEAD =
  '{"success":true,"resultCode":200,"result":{"resultCode":200,"node":{"name":"Oversize answer","code":"000","images":[],"hotspots":[],"parts":['
const PART_START = '{"hotspotId":"1","number":"PD-000000-00","name":"Filler washer","qty":"1","note":"'
const PART_END = '"}'
const TAIL = ']}}}'
// A long run of one character inside each part: deflate codes it at its best ratio (~1000:1),
// which is what makes a real compression bomb small on the wire.
const RUN = '0'.repeat(16_000)
const PART = `${PART_START}${RUN}${PART_END},`

/** The smallest body the shape allows: the envelope around one part with an empty note. */
export const MIN_HOSTILE_BYTES = HEAD.length + PART_START.length + PART_END.length + TAIL.length

/**
 * A node answer of exactly `bytes` bytes (at least MIN_HOSTILE_BYTES), as chunks of at most
 * CHUNK_BYTES: many identical parts, the last one padded to the exact size. Lazy, so a streamed
 * 80 MiB answer costs one chunk of memory.
 */
export function* oversizeJsonChunks(bytes: number = DEFAULT_HOSTILE_BYTES): Generator<Buffer> {
  const total = Math.max(MIN_HOSTILE_BYTES, Math.floor(bytes))
  const fixed = MIN_HOSTILE_BYTES
  const parts = Math.floor((total - fixed) / PART.length)
  const pad = total - fixed - parts * PART.length
  const perChunk = Math.max(1, Math.floor(CHUNK_BYTES / PART.length))
  const block = Buffer.from(PART.repeat(perChunk))
  yield Buffer.from(HEAD)
  let left = parts
  for (; left >= perChunk; left -= perChunk) yield block
  if (left > 0) yield Buffer.from(PART.repeat(left))
  yield Buffer.from(PART_START)
  for (let rest = pad; rest > 0; rest -= CHUNK_BYTES) yield Buffer.alloc(Math.min(rest, CHUNK_BYTES), RUN[0])
  yield Buffer.from(PART_END + TAIL)
}

export type BombEncoding = 'gzip' | 'deflate' | 'br'

const BROTLI: BrotliOptions = {
  // Quality 5 already gives ~200 bytes for 80 MiB and builds in a third of a second; 11 takes seconds.
  params: { [constants.BROTLI_PARAM_QUALITY]: 5 }
}

function compressor(encoding: BombEncoding): Transform {
  if (encoding === 'br') return createBrotliCompress(BROTLI)
  return encoding === 'gzip' ? createGzip({ level: 9 }) : createDeflate({ level: 9 })
}

const bombs = new Map<string, Promise<Buffer>>()

/**
 * The oversize answer compressed with `encoding` (HTTP's `deflate` is the zlib format), built by
 * streaming compression and cached per encoding and size: ~90 KB of gzip for 80 MiB, built once
 * in about half a second.
 */
export function compressionBomb(encoding: BombEncoding, bytes: number = DEFAULT_HOSTILE_BYTES): Promise<Buffer> {
  const key = `${encoding}:${bytes}`
  let bomb = bombs.get(key)
  if (!bomb) {
    const out: Buffer[] = []
    bomb = pipeline(
      Readable.from(oversizeJsonChunks(bytes)),
      compressor(encoding),
      async (source: AsyncIterable<Buffer>) => {
        for await (const chunk of source) out.push(chunk)
      }
    ).then(() => Buffer.concat(out))
    bombs.set(key, bomb)
    bomb.catch(() => bombs.delete(key)) // a failed build is retried next time, not cached
  }
  return bomb
}

const nested = new Map<number, string>()

/**
 * A valid answer whose `result` nests `depth` containers: objects and arrays alternating,
 * `{"d":[{"d":[ … 0 … ]}]}`. JSON.parse takes it; recursive code (JSON.stringify, structured
 * clone, renderers) runs out of stack. ~4.5 bytes per level, so 100 000 levels are ~450 KB.
 */
export function deepNestingJson(depth: number = DEFAULT_DEPTH): string {
  const levels = Math.max(1, Math.floor(depth))
  let body = nested.get(levels)
  if (body === undefined) {
    const pairs = Math.floor(levels / 2)
    const odd = levels % 2 === 1
    const open = '{"d":['.repeat(pairs) + (odd ? '{"d":' : '')
    const close = (odd ? '}' : '') + ']}'.repeat(pairs)
    body = `{"success":true,"resultCode":200,"result":${open}0${close}}`
    nested.set(levels, body)
  }
  return body
}

/**
 * Streams the oversize answer: chunked (no Content-Length, so a length check cannot catch it),
 * one chunk at a time with backpressure. A client that hangs up simply ends the stream.
 */
export function streamOversizeJson(res: ServerResponse, bytes: number = DEFAULT_HOSTILE_BYTES): void {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Transfer-Encoding': 'chunked',
    'Cache-Control': 'no-store'
  })
  pipeline(Readable.from(oversizeJsonChunks(bytes)), res).catch(() => {
    // ERR_STREAM_PREMATURE_CLOSE: the client stopped reading, which is the point of a budget
  })
}
