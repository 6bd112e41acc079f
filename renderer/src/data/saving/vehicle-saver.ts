import { readResult } from '@shared/readers'
import { isInfoError } from '@shared/catalog-info'
import type { CatalogResult } from '@shared/catalog-schemas'
import type { CatalogLanguage } from '@shared/languages'
import type { AppError } from '@shared/result'
import type { CatalogAccess } from '../catalog/catalog-access'
import type { MirrorOrigins } from '../catalog/service-origins'
import type { QueueAddition } from '../db/batch-write'
import { imageFullKey, sectionFullKey, sha256Hex, vehicleKey } from '../db/keys'
import type { MirrorRepository } from '../db/mirror-repository'
import { clampSaveConcurrency, SAVE_CONCURRENCY } from '../db/preference-repository'
import { imageReference, prepareImage, prepareSection, type PreparedRecord } from '../db/prepared-records'
import type { SaveQueueItem } from '../db/schema'
import type { StoredSectionEvent } from '../search/search-service'
import { discoverPointers } from './discover-pointers'
import { GroupCommit } from './group-commit'
import { MovingRate } from './moving-rate'

export type SaveState = 'running' | 'paused' | 'cancelled' | 'done' | 'failed'

export interface SaveProgress {
  state: SaveState
  done: number
  failed: number
  /** Grows while the walk discovers new pointers. */
  total: number
  /** Time left at the recent rate, while running and once the rate is known. */
  secondsLeft?: number
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
  /** Requests at once (the user's preference, 1–8). */
  concurrency?: number
  /** Attempts per pointer before it is marked failed. */
  attempts?: number
  baseDelayMs?: number
  sleep?: (ms: number) => Promise<void>
  /** Most queue items written per transaction. */
  maxBatch?: number
  /** Told of every section once it is stored (the vehicle's search index follows the save). */
  onStored?: (event: StoredSectionEvent) => void
}

interface QueueCounts {
  pending: number
  done: number
  failed: number
}

/** A queue item fetched and made ready to store, waiting to be written with others. */
interface Fetched {
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
/** Longest wait between two tries of an item refused for a rate limit. */
const MAX_RATE_LIMIT_WAIT_MS = 30_000
/** No room left, the account refused, our own request or our own failure: retrying cannot help. */
const STOPPING = new Set<AppError['code']>(['storage-full', 'auth', 'invalid-input', 'internal'])
/**
 * A batch waits up to LINGER_MS for MIN_BATCH items: every IndexedDB commit costs the database
 * process a log write, so a few larger transactions beat many small ones.
 */
const MIN_BATCH = 16
const LINGER_MS = 40
/**
 * Pending items read per refill of the workers' buffer. Each read seeks the queue's status index,
 * which costs the database ≈10 ms once the index holds thousands of finished rows: fewer, larger.
 */
const REFILL = 200
/** How often the queue is counted for the progress bar (three index scans each time). */
const REPORT_EVERY_MS = 250

/**
 * Saves a whole vehicle for offline use by walking the pointers the service returns, from the
 * main groups down to every node, part information and picture, in one language.
 *
 * The queue lives in IndexedDB, so a save interrupted by closing the app resumes where it
 * stopped. A few requests run at once (the concurrency preference); transient failures are
 * retried with exponential backoff and jitter; a full disk or a refused account stops the save
 * with a reason.
 *
 * Fetching and writing are decoupled: workers fetch, compress and hash, and hand the result to a
 * group commit that writes many of them per IndexedDB transaction — the records, the pointers
 * they found, their queue items marked done, the vehicle's totals and the storage usage together.
 * An item counts as in flight until its batch is written, so nobody fetches it twice, and a batch
 * that fails leaves its items pending for the next run.
 */
export class VehicleSaver {
  private state: SaveState = 'paused'
  private readonly inFlight = new Set<number>()
  private waiting: Array<() => void> = []
  private readonly key: string
  private concurrency: number
  private readonly attempts: number
  private readonly baseDelayMs: number
  private readonly sleep: (ms: number) => Promise<void>
  private readonly writes: GroupCommit<Fetched>
  private stopError: AppError | undefined
  /**
   * The queue's figures while walking, moved by each written batch: counting an index in
   * IndexedDB reads every entry of it, and thousands of entries four times a second held up the
   * very writes being counted. Null when not walking: then the database is asked.
   */
  private counts: QueueCounts | null = null
  private lastReport = 0
  private reporting: Promise<SaveProgress> | null = null
  private rate = new MovingRate()
  private buffer: SaveQueueItem[] = []
  /** Picture items of the buffer whose picture is stored already (looked up per refill). */
  private readonly storedImages = new Set<number>()
  private refill: Promise<void> | null = null
  /** The workers and writes of the current run; settles when the last item is written. */
  private walking: Promise<unknown> = Promise.resolve()
  /**
   * True from the start of a run until its last batch is written. Until then the save says it is
   * running, whatever pause, cancel or a stop asked for: items fetched before still go into the
   * mirror, and a bar that said "paused" with a count would be a count still moving.
   */
  private walkingNow = false

  constructor(
    private readonly target: SaveTarget,
    private readonly options: SaverOptions,
    private readonly onProgress: (progress: SaveProgress) => void = () => undefined
  ) {
    this.key = vehicleKey(options.origins.origin, target.vin)
    this.concurrency = clampSaveConcurrency(options.concurrency ?? SAVE_CONCURRENCY.default)
    this.attempts = options.attempts ?? 4
    this.baseDelayMs = options.baseDelayMs ?? 500
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
    this.writes = new GroupCommit((batch) => this.commit(batch), {
      maxBatch: options.maxBatch ?? 64,
      minBatch: MIN_BATCH,
      lingerMs: LINGER_MS
    })
  }

  /** Starts or resumes; resolves when the walk ends (done, paused, cancelled or failed). */
  async run(): Promise<SaveProgress> {
    if (this.isRunning()) return this.progress()
    // Resumed while the last run's items were still being written: let them land first (and if
    // another call started a run meanwhile, that run is the one).
    await this.walking
    if (this.isRunning()) return this.progress()
    this.state = 'running'
    this.stopError = undefined
    this.rate = new MovingRate()
    const { repo } = this.options
    await repo.setSaved(this.key, true)
    await repo.enqueue(this.key, [await this.sectionItem(this.target.qMainGroup)])
    this.counts = await repo.queueCounts(this.key)
    await this.report()
    this.walkingNow = true
    this.walking = this.walk().finally(() => {
      this.walkingNow = false
    })
    await this.walking
    this.counts = null
    if (this.state === 'running') {
      const counts = await repo.queueCounts(this.key)
      this.state = counts.pending > 0 ? 'paused' : 'done'
    }
    return this.report()
  }

  /** Requests at once from the next start or resume on (a walk under way keeps its workers). */
  setConcurrency(value: number): void {
    this.concurrency = clampSaveConcurrency(value)
  }

  private isRunning(): boolean {
    return this.state === 'running'
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
    const counts = this.counts ? { ...this.counts } : await this.options.repo.queueCounts(this.key)
    const progress: SaveProgress = {
      state: this.walkingNow ? 'running' : this.state,
      done: counts.done,
      failed: counts.failed,
      total: counts.done + counts.failed + counts.pending
    }
    if (this.state === 'running') {
      this.rate.add(performance.now(), counts.done + counts.failed)
      const left = this.rate.secondsLeft(counts.pending)
      if (left !== null) progress.secondsLeft = left
    }
    return this.stopError ? { ...progress, error: this.stopError } : progress
  }

  /** One count at a time, so the figures shown only ever grow. */
  private async report(): Promise<SaveProgress> {
    while (this.reporting) await this.reporting
    this.lastReport = performance.now()
    this.reporting = this.progress().then((progress) => {
      this.onProgress(progress)
      return progress
    })
    try {
      return await this.reporting
    } finally {
      this.reporting = null
    }
  }

  private async walk(): Promise<void> {
    try {
      await Promise.all(Array.from({ length: this.concurrency }, () => this.worker()))
    } finally {
      await this.writes.drain()
    }
  }

  private async worker(): Promise<void> {
    while (this.state === 'running') {
      const item = await this.claim()
      if (!item) {
        // Nothing pending right now, but an item in flight may still bring more: write what
        // waits at once, for its pointers are what this worker needs.
        if (this.inFlight.size === 0) return
        this.writes.flushNow()
        await new Promise<void>((resolve) => this.waiting.push(resolve))
        continue
      }
      let fetched: Fetched | null = null
      try {
        fetched = await this.process(item)
      } catch (error) {
        this.stop(internalError(error))
      }
      // Paused, cancelled or stopped before it was fetched: it stays pending for the next run.
      if (fetched) await this.writes.add(fetched)
      else this.release([item])
    }
  }

  /**
   * Hands out the next pending item. Workers share one buffer refilled in batches, so the queue
   * index is scanned once per batch rather than once per item.
   */
  private async claim(): Promise<SaveQueueItem | undefined> {
    if (this.buffer.length === 0) {
      this.refill ??= this.options.repo
        .pendingItems(this.key, REFILL, this.inFlight)
        .then(async (items) => {
          await this.lookUpImages(items)
          this.buffer = items.filter((item) => !this.inFlight.has(item.id!))
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

  /** Notes which picture items of a refill are stored already: one look-up for the lot. */
  private async lookUpImages(items: readonly SaveQueueItem[]): Promise<void> {
    const { repo, origins } = this.options
    const images = await Promise.all(
      items.flatMap((item) =>
        'qImage' in item.pointer
          ? [sha256Hex(imageFullKey(origins.imageOrigin, item.pointer.qImage)).then((key) => ({ item, key }))]
          : []
      )
    )
    const stored = await repo.storedImageKeys(images.map(({ key }) => key))
    for (const { item, key } of images) if (stored.has(key)) this.storedImages.add(item.id!)
  }

  /** Items are no longer in flight: idle workers look again (they may have queued more, or been the last). */
  private release(items: readonly SaveQueueItem[]): void {
    for (const item of items) this.inFlight.delete(item.id!)
    for (const wake of this.waiting.splice(0)) wake()
  }

  /** Writes a batch of fetched items in one transaction (group-commit.ts calls it; never throws). */
  private async commit(batch: Fetched[]): Promise<void> {
    try {
      const outcome = await this.options.repo.writeBatch({
        vehicle: this.key,
        records: batch.flatMap((fetched) => (fetched.record ? [fetched.record] : [])),
        enqueue: batch.flatMap((fetched) => fetched.found ?? []),
        finish: batch.map(({ item, status, attempts, record }) => ({
          item,
          status,
          attempts,
          ...(record && 'reference' in record ? { reference: record.key } : {})
        }))
      })
      if (!outcome.stored) this.stop(storageFull())
      else this.announce(batch)
      if (outcome.stored && this.counts) {
        this.counts.pending += outcome.enqueued
        for (const { status, record } of batch) {
          // A picture that vanished before it could be filed stays pending: fetched again.
          if (record && 'reference' in record && outcome.missing.includes(record.key)) continue
          this.counts.pending--
          this.counts[status]++
        }
      }
    } catch (error) {
      this.stop(internalError(error))
    } finally {
      this.release(batch.map((fetched) => fetched.item))
    }
    // Counting in the background: the next batch need not wait for the progress bar.
    if (!this.reporting && performance.now() - this.lastReport > REPORT_EVERY_MS) void this.report()
  }

  /** The batch's sections are stored: whoever follows them (the search index) hears of each. */
  private announce(batch: readonly Fetched[]): void {
    const { onStored } = this.options
    if (!onStored) return
    const { vin, lang, catalog } = this.target
    for (const { section } of batch) {
      if (section) onStored({ vehicleKey: this.key, vin, lang, q: section.q, catalog, result: section.result })
    }
  }

  /** Fetches one item, retrying what may pass; null when the walk stopped meanwhile. */
  private async process(item: SaveQueueItem): Promise<Fetched | null> {
    for (let attempt = 1; ; attempt++) {
      if (this.state !== 'running') return null // pause/cancel: the item stays pending for resume
      const outcome = await this.fetch(item)
      if (!('code' in outcome)) return { item, status: 'done', attempts: attempt, ...outcome }
      if (STOPPING.has(outcome.code)) {
        this.stop(outcome)
        return null
      }
      // The service's "nothing here" (no data, switched off) or a broken answer: missing for good.
      if (!TRANSIENT.has(outcome.code)) return { item, status: 'failed', attempts: attempt }
      if (outcome.code !== 'rate-limited' && attempt >= this.attempts) {
        // The service keeps failing: pause with the reason, the item stays pending for Resume.
        this.pauseFor(outcome)
        return null
      }
      const backoff = this.baseDelayMs * 2 ** Math.min(attempt - 1, 10)
      await this.sleep(Math.random() * Math.min(backoff, MAX_RATE_LIMIT_WAIT_MS))
    }
  }

  private stop(error: AppError): void {
    this.stopError ??= error
    this.state = 'failed'
  }

  /** Transient trouble that outlasted the retries: paused (Resume goes on), never "failed". */
  private pauseFor(error: AppError): void {
    this.stopError ??= error
    if (this.state === 'running') this.state = 'paused'
  }

  private async fetch(item: SaveQueueItem): Promise<Pick<Fetched, 'record' | 'found' | 'section'> | AppError> {
    const { network, origins } = this.options
    if ('qImage' in item.pointer) {
      const qImage = item.pointer.qImage
      const fullKey = imageFullKey(origins.imageOrigin, qImage)
      // Stored already (browsed, or another vehicle's): file it under this vehicle too.
      if (this.storedImages.delete(item.id!)) return { record: await imageReference(fullKey) }
      const image = await network.image(qImage, { priority: 'background' })
      if (!image.ok) return image.error
      return { record: await prepareImage(fullKey, image.value, Date.now()) }
    }
    const request = { q: item.pointer.q, catalog: item.pointer.catalog, lang: this.target.lang }
    const answer = await network.section({ ...request, priority: 'background' })
    if (!answer.ok) return answer.error
    // A stale or unavailable section is the service's word, not a failure to retry; skip it.
    if (isInfoError(answer.value.result)) return {}
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

  private async sectionItem(q: string): Promise<QueueAddition> {
    const pointer = { q, catalog: this.target.catalog }
    const fullKey = sectionFullKey({ origin: this.options.origins.origin, ...pointer, lang: this.target.lang })
    return { itemKey: await sha256Hex(fullKey), kind: 'section', pointer }
  }

  private async imageItem(qImage: string): Promise<QueueAddition> {
    const fullKey = imageFullKey(this.options.origins.imageOrigin, qImage)
    return { itemKey: await sha256Hex(fullKey), kind: 'image', pointer: { qImage } }
  }
}

function storageFull(): AppError {
  return { code: 'storage-full', message: 'There is not enough storage space to save this vehicle for offline use.' }
}

/** A bug or a broken database, not the service: the save stops and says so; its queue stays for a retry. */
function internalError(error: unknown): AppError {
  console.error('[save] stopped', error)
  return { code: 'internal', message: 'Saving stopped because of an error in Parts Desk.' }
}
