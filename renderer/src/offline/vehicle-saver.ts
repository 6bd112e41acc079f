import { isInfoError } from '@shared/catalog-info'
import type { CatalogLanguage } from '@shared/languages'
import type { AppError } from '@shared/result'
import type { CatalogAccess } from '../catalog/catalog-access'
import type { MirrorOrigins } from '../catalog/service-origins'
import { imageFullKey, sectionFullKey, vehicleKey } from '../db/keys'
import type { MirrorRepository } from '../db/mirror-repository'
import type { SaveQueueItem } from '../db/schema'
import { discoverPointers } from './discover-pointers'

export type SaveState = 'running' | 'paused' | 'cancelled' | 'done' | 'failed'

export interface SaveProgress {
  state: SaveState
  done: number
  failed: number
  /** Grows while the walk discovers new pointers. */
  total: number
  /** Why the save stopped early (storage full, account refused…). */
  error?: AppError
}

export interface SaveTarget {
  vin: string
  catalog: string
  qMainGroup: string
  lang: CatalogLanguage
}

export interface SaverOptions {
  /** The service directly (not the mirror): a save must fetch, not re-read, what it stores. */
  network: CatalogAccess
  repo: MirrorRepository
  origins: MirrorOrigins
  concurrency?: number
  /** Attempts per pointer before it is marked failed. */
  attempts?: number
  baseDelayMs?: number
  sleep?: (ms: number) => Promise<void>
}

const TRANSIENT = new Set<AppError['code']>(['offline', 'timeout', 'server'])
/** No room left, the account refused, our own request or our own failure: retrying cannot help. */
const STOPPING = new Set<AppError['code']>(['storage-full', 'auth', 'invalid-input', 'internal'])

/**
 * Saves a whole vehicle for offline use by walking the pointers the service returns, from the
 * main groups down to every node, part information and picture, in one language.
 *
 * The queue lives in IndexedDB, so a save interrupted by closing the app resumes where it
 * stopped. A few requests run at once (bounded); transient failures are retried with
 * exponential backoff and jitter; a full disk or a refused account stops the save with a reason.
 */
export class VehicleSaver {
  private state: SaveState = 'paused'
  private readonly inFlight = new Set<number>()
  private waiting: Array<() => void> = []
  private readonly key: string
  private readonly concurrency: number
  private readonly attempts: number
  private readonly baseDelayMs: number
  private readonly sleep: (ms: number) => Promise<void>
  private stopError: AppError | undefined
  private lastReport = 0
  private buffer: SaveQueueItem[] = []
  private refill: Promise<void> | null = null
  /** The workers of the current run; settles when the last item in flight is done. */
  private walking: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly target: SaveTarget,
    private readonly options: SaverOptions,
    private readonly onProgress: (progress: SaveProgress) => void = () => undefined
  ) {
    this.key = vehicleKey(options.origins.origin, target.vin)
    this.concurrency = options.concurrency ?? 4
    this.attempts = options.attempts ?? 4
    this.baseDelayMs = options.baseDelayMs ?? 500
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
  }

  /** Starts or resumes; resolves when the walk ends (done, paused, cancelled or failed). */
  async run(): Promise<SaveProgress> {
    if (this.state === 'running') return this.progress()
    this.state = 'running'
    this.stopError = undefined
    const { repo } = this.options
    await repo.setSaved(this.key, true)
    await repo.enqueue(this.key, [this.sectionItem(this.target.qMainGroup)])
    await this.report()
    this.walking = Promise.all(Array.from({ length: this.concurrency }, () => this.worker()))
    await this.walking
    if (this.state === 'running') {
      const counts = await repo.queueCounts(this.key)
      this.state = counts.pending > 0 ? 'paused' : 'done'
    }
    return this.report()
  }

  pause(): void {
    if (this.state === 'running') this.state = 'paused'
  }

  /** Stops and forgets the queue; what was already stored stays (and stays pinned). */
  async cancel(): Promise<void> {
    this.state = 'cancelled'
    // Items in flight finish first: one could still queue the pointers it found after the queue
    // was cleared, and the garage would offer a cancelled save for resuming.
    await this.walking
    await this.options.repo.clearQueue(this.key)
    await this.report()
  }

  async progress(): Promise<SaveProgress> {
    const counts = await this.options.repo.queueCounts(this.key)
    const progress: SaveProgress = {
      state: this.state,
      done: counts.done,
      failed: counts.failed,
      total: counts.done + counts.failed + counts.pending
    }
    return this.stopError ? { ...progress, error: this.stopError } : progress
  }

  private async report(): Promise<SaveProgress> {
    this.lastReport = performance.now()
    const progress = await this.progress()
    this.onProgress(progress)
    return progress
  }

  private async worker(): Promise<void> {
    while (this.state === 'running') {
      const item = await this.claim()
      if (!item) {
        // Nothing pending right now, but another worker may still discover more.
        if (this.inFlight.size === 0) return
        await new Promise<void>((resolve) => this.waiting.push(resolve))
        continue
      }
      try {
        await this.process(item)
      } finally {
        this.inFlight.delete(item.id!)
        // Idle workers look again: this item may have queued new pointers, or been the last.
        for (const wake of this.waiting.splice(0)) wake()
      }
      // Counting the queue costs three index scans: report a few times a second, not per item.
      if (performance.now() - this.lastReport > 250) await this.report()
    }
  }

  /**
   * Hands out the next pending item. Workers share one buffer refilled in batches, so the queue
   * index is scanned once per batch rather than once per item.
   */
  private async claim(): Promise<SaveQueueItem | undefined> {
    if (this.buffer.length === 0) {
      this.refill ??= this.options.repo
        .pendingItems(this.key, 50, this.inFlight)
        .then((items) => {
          this.buffer = items
        })
        .finally(() => {
          this.refill = null
        })
      await this.refill
    }
    const item = this.buffer.shift()
    if (item) this.inFlight.add(item.id!)
    return item
  }

  private async process(item: SaveQueueItem): Promise<void> {
    const { repo } = this.options
    for (let attempt = 1; ; attempt++) {
      if (this.state !== 'running') return // pause/cancel: the item stays pending for resume
      const outcome = await this.fetchAndStore(item)
      if (outcome === 'stored') return repo.finishItem(item.id!, 'done', attempt)
      if (STOPPING.has(outcome.code)) return this.stop(outcome)
      if (!TRANSIENT.has(outcome.code) || attempt >= this.attempts) return repo.finishItem(item.id!, 'failed', attempt)
      await this.sleep(Math.random() * this.baseDelayMs * 2 ** (attempt - 1))
    }
  }

  private stop(error: AppError): void {
    this.stopError = error
    this.state = 'failed'
  }

  private async fetchAndStore(item: SaveQueueItem): Promise<'stored' | AppError> {
    const { network, repo, origins } = this.options
    if ('qImage' in item.pointer) {
      const qImage = item.pointer.qImage
      const existing = await repo.readImage(origins.imageOrigin, qImage)
      const image = existing ? { ok: true as const, value: existing } : await network.image(qImage)
      if (!image.ok) return image.error
      const stored = await repo.writeImage(origins.imageOrigin, qImage, image.value, this.key)
      return stored ? 'stored' : storageFull()
    }
    const request = { q: item.pointer.q, catalog: item.pointer.catalog, lang: this.target.lang }
    const answer = await network.section(request)
    if (!answer.ok) return answer.error
    // A stale or unavailable section is the service's word, not a failure to retry; skip it.
    if (isInfoError(answer.value.result)) return 'stored'
    const stored = await repo.writeSection({ origin: origins.origin, ...request }, answer.value, this.key)
    if (!stored) return storageFull()
    const found = discoverPointers(answer.value.result)
    await repo.enqueue(this.key, [
      ...found.sections.map(({ q }) => this.sectionItem(q)),
      ...found.images.map((qImage) => this.imageItem(qImage))
    ])
    return 'stored'
  }

  private sectionItem(q: string): Pick<SaveQueueItem, 'itemKey' | 'kind' | 'pointer'> {
    const pointer = { q, catalog: this.target.catalog }
    return {
      itemKey: sectionFullKey({ origin: this.options.origins.origin, ...pointer, lang: this.target.lang }),
      kind: 'section',
      pointer
    }
  }

  private imageItem(qImage: string): Pick<SaveQueueItem, 'itemKey' | 'kind' | 'pointer'> {
    return { itemKey: imageFullKey(this.options.origins.imageOrigin, qImage), kind: 'image', pointer: { qImage } }
  }
}

function storageFull(): AppError {
  return { code: 'storage-full', message: 'There is not enough storage space to save this vehicle for offline use.' }
}
