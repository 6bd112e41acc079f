import type { Readable } from 'node:stream'
import { AppFailure } from '../../../shared/result'
import type { BodyBudget } from './body-budget'

/** Thrown when an answer goes past its budget; never retried (the same answer would come again). */
export class TooLargeFailure extends AppFailure {
  constructor(budget: BodyBudget) {
    super('bad-response', budget.tooLarge)
  }
}

/**
 * A chunk is kept as it is when it fills its own buffer (zlib output, node's copies of HTTP body
 * pieces); a small view on a larger buffer is copied, or keeping it would keep the whole buffer
 * alive while the budget counted only the view.
 */
function compact(chunk: Buffer): Buffer {
  return chunk.byteLength * 2 >= chunk.buffer.byteLength ? chunk : Buffer.from(chunk)
}

/**
 * Reads a (decoded) body and stops the moment it passes the budget: the stream is destroyed,
 * which closes the connection, and what was read so far is dropped. Nothing beyond the budget is
 * ever held, so a chunked 80 MiB answer or an 80 KB gzip bomb costs the budget, not 80 MiB.
 *
 * 'data' events, not `for await`: the async iterator reads with `read()`, which joins whatever
 * is buffered into a fresh copy — a third copy of every byte on a fast connection.
 */
export function readBoundedBody(body: Readable, budget: BodyBudget): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = []
    let total = 0
    body.on('data', (chunk: Buffer) => {
      total += chunk.byteLength
      if (total > budget.maxBytes) {
        chunks = []
        body.destroy()
        reject(new TooLargeFailure(budget))
        return
      }
      chunks.push(compact(chunk))
    })
    body.once('error', reject)
    body.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total)))
    // A stream that closes without 'end' or 'error' (a socket cut mid-answer) must not leave us waiting.
    body.once('close', () =>
      reject(new AppFailure('offline', 'The connection dropped before the answer was complete.'))
    )
  })
}
