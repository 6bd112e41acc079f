import { readResult } from '@shared/readers'
import { isInfoError } from '@shared/catalog-info'
import type { CatalogResult } from '@shared/catalog-schemas'
import type { AppError } from '@shared/result'
import { retry, TRY_AGAIN, type BackoffPolicy } from '../../lib/backoff'
import type { CatalogAccess } from '../catalog/catalog-access'
import type { MirrorOrigins } from '../catalog/service-origins'
import type { QueueAddition } from '../db/batch-write'
import { imageFullKey, sectionFullKey, sha256Hex } from '../db/keys'
import { imageReference, prepareImage, prepareSection, type PreparedRecord } from '../db/prepared-records'
import type { SaveQueueItem } from '../db/schema'
import { discoverPointers } from './discover-pointers'
import type { RunState } from './run-state'
import type { SaveTarget } from './save-progress'

/** A queue item fetched and made ready to store, waiting to be written with others. */
export interface Fetched {
  item: SaveQueueItem
  status: 'done' | 'failed'
  attempts: number
  record?: PreparedRecord
  found?: QueueAddition[]
  /** A section's answer, handed to `onStored` once its batch is written. */
  section?: { q: string; result: CatalogResult }
}

/**
 * Worth another try: never a reason to count an item as missing. A rate limit is waited out
 * (main's request budget already honours Retry-After); the others are retried with backoff, and
 * when one item keeps failing the save pauses with the reason instead of marking it missing.
 */
const TRANSIENT = new Set<AppError['code']>(['offline', 'timeout', 'server', 'rate-limited'])
/** Longest wait between two tries of an item (one refused for a rate limit may try on and on). */
const MAX_WAIT_MS = 30_000
/** No room left, the account refused, our own request or our own failure: retrying cannot help. */
const STOPPING = new Set<AppError['code']>(['storage-full', 'auth', 'invalid-input', 'internal'])

export interface FetchOptions {
  network: CatalogAccess
  origins: MirrorOrigins
  /** Tries per pointer before the save pauses with the reason (a rate limit is waited out). */
  attempts: number
  baseDelayMs: number
  sleep?: (ms: number) => Promise<void>
  /** Whether a picture item's picture is stored already: filed under the vehicle, not fetched. */
  storedImage: (item: SaveQueueItem) => boolean
}

/**
 * Fetches a save's queue items from the service (never the mirror: a save must fetch what it
 * stores), retrying transient failures with jittered exponential backoff (lib/backoff.ts), and
 * prepares each for the mirror with the pointers it found.
 */
export class ItemFetcher {
  private readonly policy: BackoffPolicy

  constructor(
    private readonly target: SaveTarget,
    private readonly options: FetchOptions
  ) {
    this.policy = { baseDelayMs: options.baseDelayMs, maxDelayMs: MAX_WAIT_MS, maxDoublings: 10, jitter: 'full' }
  }

  /** Fetches one item, retrying what may pass; null when the walk stopped meanwhile (or stops now). */
  fetch(item: SaveQueueItem, run: RunState): Promise<Fetched | null> {
    const tryOnce = async (attempt: number): Promise<Fetched | null | typeof TRY_AGAIN> => {
      if (!run.running) return null // pause/cancel: the item stays pending for resume
      const outcome = await this.fetchOnce(item, run.signal)
      if (!('code' in outcome)) return { item, status: 'done', attempts: attempt, ...outcome }
      if (outcome.code === 'cancelled') return null // paused or cancelled mid-request: still pending
      if (STOPPING.has(outcome.code)) {
        run.stop(outcome)
        return null
      }
      // The service's "nothing here" (no data, switched off) or a broken answer: missing for good.
      if (!TRANSIENT.has(outcome.code)) return { item, status: 'failed', attempts: attempt }
      if (outcome.code !== 'rate-limited' && attempt >= this.options.attempts) {
        // The service keeps failing: pause with the reason, the item stays pending for Resume.
        run.pauseFor(outcome)
        return null
      }
      return TRY_AGAIN
    }
    // A Pause or Cancel ends a wait between tries at once (a rate limit's can be 30 s): the card
    // says "Paused" when it is, not after the wait.
    return retry(this.policy, tryOnce, {
      signal: run.signal,
      ...(this.options.sleep ? { sleep: this.options.sleep } : {})
    })
  }

  /** The queue item of a section pointer of this save. */
  async sectionItem(q: string): Promise<QueueAddition> {
    const pointer = { q, catalog: this.target.catalog }
    const fullKey = sectionFullKey({ origin: this.options.origins.origin, ...pointer, lang: this.target.lang })
    return { itemKey: await sha256Hex(fullKey), kind: 'section', pointer }
  }

  private async imageItem(qImage: string): Promise<QueueAddition> {
    const fullKey = imageFullKey(this.options.origins.imageOrigin, qImage)
    return { itemKey: await sha256Hex(fullKey), kind: 'image', pointer: { qImage } }
  }

  private async fetchOnce(
    item: SaveQueueItem,
    signal: AbortSignal
  ): Promise<Pick<Fetched, 'record' | 'found' | 'section'> | AppError> {
    const { network, origins } = this.options
    if ('qImage' in item.pointer) {
      const qImage = item.pointer.qImage
      const fullKey = imageFullKey(origins.imageOrigin, qImage)
      // Stored already (browsed, or another vehicle's): file it under this vehicle too.
      if (this.options.storedImage(item)) return { record: await imageReference(fullKey) }
      const image = await network.image(qImage, { priority: 'background', signal })
      if (!image.ok) return image.error
      return { record: await prepareImage(fullKey, image.value, Date.now()) }
    }
    const request = { q: item.pointer.q, catalog: item.pointer.catalog, lang: this.target.lang }
    const answer = await network.section({ ...request, priority: 'background' }, { signal })
    if (!answer.ok) return answer.error
    // A stale or unavailable section is the service's word, not a failure to retry, and not a
    // page saved either: missing, so the garage says so and offers to try it again.
    if (isInfoError(answer.value.result)) {
      return { code: 'unavailable', message: 'The catalog has no page here for now, or the link to it has expired.' }
    }
    const found = discoverPointers(readResult(answer.value.result))
    const parts = { origin: origins.origin, ...request }
    const [record, items] = await Promise.all([
      prepareSection(
        sectionFullKey(parts),
        'section',
        { result: answer.value.result, fetchedAt: answer.value.fetchedAt },
        request.q
      ),
      Promise.all([
        ...found.sections.map(({ q }) => this.sectionItem(q)),
        ...found.images.map((q) => this.imageItem(q))
      ])
    ])
    return { record, found: items, section: { q: request.q, result: readResult(answer.value.result) } }
  }
}
