import type { Readable } from 'node:stream'
import { AppFailure } from '../../../shared/result'
import type { BodyBudget } from './body-budget'

/** Thrown when an answer goes past its budget; never retried (the same answer would come again). */
export class TooLargeFailure extends AppFailure {
  constructor(budget: BodyBudget) {
    super('bad-response', budget.tooLarge)
  }
}

/** A plain Uint8Array over exactly these bytes and nothing else (see readBoundedBody). */
function ownBytes(chunk: Uint8Array): Uint8Array {
  const exact = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength
  return exact ? new Uint8Array(chunk.buffer, 0, chunk.byteLength) : new Uint8Array(chunk)
}

function joined(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * Reads a (decoded) body and stops the moment it passes the budget: the stream is destroyed,
 * which closes the connection, and what was read so far is dropped. Nothing beyond the budget is
 * ever held, so a chunked 80 MiB answer or an 80 KB gzip bomb costs the budget, not 80 MiB.
 *
 * 'data' events, not `for await`: the async iterator reads with `read()`, which joins whatever
 * is buffered into a fresh copy — a third copy of every byte on a fast connection.
 *
 * The result is a plain Uint8Array that owns its whole ArrayBuffer. Not a Buffer: JSON.stringify
 * turns a Buffer into `{type, data}` before the wire codec sees it. Never a view on a shared
 * buffer (a small view from Node's pool, a large socket read): structured clone and the wire send
 * the whole ArrayBuffer, which would carry unrelated memory to the window. A chunk that is only
 * part of its buffer is copied; a chunk that fills its buffer (node's body pieces, zlib's output)
 * is kept as it is.
 */
export function readBoundedBody(body: Readable, budget: BodyBudget): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    let chunks: Uint8Array[] = []
    let total = 0
    body.on('data', (chunk: Buffer) => {
      total += chunk.byteLength
      if (total > budget.maxBytes) {
        chunks = []
        body.destroy()
        reject(new TooLargeFailure(budget))
        return
      }
      chunks.push(ownBytes(chunk))
    })
    body.once('error', reject)
    body.once('end', () => resolve(joined(chunks, total)))
    // A stream that closes without 'end' or 'error' (a socket cut mid-answer) must not leave us waiting.
    body.once('close', () =>
      reject(new AppFailure('offline', 'The connection dropped before the answer was complete.'))
    )
  })
}
