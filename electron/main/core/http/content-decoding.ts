import { pipeline, Transform, type Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { AppFailure } from '../../../shared/result'

/**
 * What we ask for. Not br: a brotli stream chooses its own window, up to 16 MiB, and the decoder
 * holds that window in memory on top of the answer. gzip and deflate windows are 32 KB. A service
 * that sends br unasked is still read, if its window is modest (brotliWindowGuard).
 */
export const ACCEPT_ENCODING = 'gzip, deflate'

/** 4 MiB: the default of Node's and Google's brotli encoders; larger only serves to cost us memory. */
const MAX_BROTLI_WINDOW_BITS = 22

// zlib hands out output in pieces of this size; 64 KiB matches a socket read, so a decoded answer
// is held in as few, fully used buffers as a plain one.
const CHUNK = 64 * 1024

/** Nobody stacks more than two codings on a real answer; more is only good for building a bomb. */
const MAX_CODINGS = 2

/**
 * The brotli window size sits in the first bits of the stream (RFC 7932, 9.1). Streams asking for
 * a window over 4 MiB, or the "large window" extension, are refused before any decoding.
 */
export function brotliWindowBits(firstByte: number): number {
  if ((firstByte & 1) === 0) return 16
  const n = (firstByte >> 1) & 7
  if (n !== 0) return 17 + n
  const m = (firstByte >> 4) & 7
  if (m === 1) return Infinity // large-window brotli
  return m === 0 ? 17 : 8 + m
}

function brotliWindowGuard(): Transform {
  let checked = false
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!checked && chunk.length > 0) {
        checked = true
        if (brotliWindowBits(chunk[0]) > MAX_BROTLI_WINDOW_BITS) {
          return done(
            new AppFailure(
              'bad-response',
              'The catalog service sent an answer packed in a way that needs too much memory to unpack; it was refused.'
            )
          )
        }
      }
      done(null, chunk)
    }
  })
}

function decodersFor(coding: string): NodeJS.ReadWriteStream[] {
  return coding === 'br' ? [brotliWindowGuard(), decoderFor(coding)] : [decoderFor(coding)]
}

function decoderFor(coding: string): NodeJS.ReadWriteStream {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip({ chunkSize: CHUNK })
    case 'deflate':
      return createInflate({ chunkSize: CHUNK })
    case 'br':
      return createBrotliDecompress({ chunkSize: CHUNK })
    default:
      throw new AppFailure(
        'bad-response',
        `The catalog service sent an answer packed in a way Parts Desk cannot read (${coding.slice(0, 40)}).`
      )
  }
}

/**
 * The answer's body with its Content-Encoding undone (gzip, deflate, br). We decode ourselves,
 * not in the HTTP library, so the byte budget counts decoded bytes as they are produced and a
 * compression bomb is stopped after the budget, not after 80 MiB. Decoder errors surface on the
 * returned stream; the caller destroys it (and the socket) when it stops reading early.
 */
export function decodedBody(body: Readable, contentEncoding: string | undefined): Readable {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity')
  if (codings.length > MAX_CODINGS) {
    throw new AppFailure('bad-response', 'The catalog service sent an answer packed over and over; it was refused.')
  }
  if (codings.length === 0) return body
  // Codings are listed in the order they were applied, so they are undone from the last.
  const decoders = codings.reverse().flatMap(decodersFor)
  // pipeline, not pipe: a socket that closes early or a decoder error destroys every stage, so
  // the reader sees an error instead of waiting for an end that never comes.
  return pipeline([body, ...decoders], () => undefined) as unknown as Readable
}

/** zlib's errors carry Z_… codes or ERR_… codes of the brotli/zlib binding. */
export function isDecodingError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__') || code === 'ERR_BROTLI')
}
