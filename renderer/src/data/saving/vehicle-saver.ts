import type { AppError } from '@shared/result'
import type { CatalogAccess } from '../catalog/catalog-access'
import type { MirrorOrigins } from '../catalog/service-origins'
import { vehicleKey } from '../db/keys'
import type { Mirror } from '../db/mirror'
import { clampSaveConcurrency, SAVE_CONCURRENCY } from '../db/preference-repository'
import type { StoredSectionEvent } from '../search/search-service'
import { ItemFetcher, type Fetched } from './fetch-with-retry'
import { GroupCommit } from './group-commit'
import { RunState } from './run-state'
import { SaveProgressReporter, type SaveProgress, type SaveTarget } from './save-progress'
import { WorkBuffer } from './work-buffer'
import { isQuotaError } from '../../lib/quota-error'

export type { SaveState } from './run-state'
export type { SaveProgress, SaveTarget } from './save-progress'

export interface SaverOptions {
  /** The service directly (not the mirror): a save must fetch, not re-read, what it stores. */
  network: CatalogAccess
  /** The mirror's save queue, garage (the saved flag) and stored answers (pictures stored already). */
  mirror: Pick<Mirror, 'queue' | 'garage' | 'answers'>
  origins: MirrorOrigins
  /** Requests at once (the user's preference, 1–8). */
  concurrency?: number
  /** Attempts per pointer before the save pauses with the reason. */
  attempts?: number
  baseDelayMs?: number
  sleep?: (ms: number) => Promise<void>
  /** Most queue items written per transaction. */
  maxBatch?: number
  /** Told of every section once it is stored (the vehicle's search index follows the save). */
  onStored?: (event: StoredSectionEvent) => void
}

/**
 * A batch waits up to LINGER_MS for MIN_BATCH items: every IndexedDB commit costs the database
 * process a log write, so a few larger transactions beat many small ones.
 */
const MIN_BATCH = 16
const LINGER_MS = 40

/**
 * Saves a whole vehicle for offline use by walking the pointers the service returns, from the
 * main groups down to every node, part information and picture, in one language.
 *
 * The queue lives in IndexedDB, so a save interrupted by closing the app resumes where it
 * stopped. A few requests run at once (the concurrency preference); transient failures are
 * retried with exponential backoff and jitter (fetch-with-retry.ts); a full disk or a refused
 * account stops the save with a reason (run-state.ts).
 *
 * Fetching and writing are decoupled: workers take items from a shared buffer (work-buffer.ts),
 * fetch, compress and hash them, and hand the result to a group commit that writes many of them
 * per IndexedDB transaction — the records, the pointers they found, their queue items marked
 * done, the vehicle's totals and the storage usage together. An item counts as in flight until
 * its batch is written, so nobody fetches it twice, and a batch that fails leaves its items
 * pending for the next run. The progress bar's figures move with each batch (save-progress.ts).
 */
export class VehicleSaver {
  private readonly runState = new RunState()
  private readonly key: string
  private concurrency: number
  private readonly writes: GroupCommit<Fetched>
  private readonly buffer: WorkBuffer
  private readonly fetcher: ItemFetcher
  private readonly reporter: SaveProgressReporter
  /** The workers and writes of the current run; settles when the last item is written. */
  private walking: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly target: SaveTarget,
    private readonly options: SaverOptions,
    onProgress: (progress: SaveProgress) => void = () => undefined
  ) {
    const { mirror, origins } = options
    this.key = vehicleKey(origins.origin, target.vin)
    this.concurrency = clampSaveConcurrency(options.concurrency ?? SAVE_CONCURRENCY.default)
    this.buffer = new WorkBuffer(mirror, this.key, origins.imageOrigin)
    this.fetcher = new ItemFetcher(target, {
      network: options.network,
      origins,
      attempts: options.attempts ?? 4,
      baseDelayMs: options.baseDelayMs ?? 500,
      ...(options.sleep ? { sleep: options.sleep } : {}),
      storedImage: (item) => this.buffer.takeStoredImage(item)
    })
    this.reporter = new SaveProgressReporter(mirror, this.key, this.runState, onProgress)
    this.writes = new GroupCommit((batch) => this.commit(batch), {
      maxBatch: options.maxBatch ?? 64,
      minBatch: MIN_BATCH,
      lingerMs: LINGER_MS
    })
  }

  /** Starts or resumes; resolves when the walk ends (done, paused, cancelled or failed). */
  async run(): Promise<SaveProgress> {
    if (this.runState.running) return this.progress()
    // Resumed while the last run's items were still being written: let them land first (and if
    // another call started a run meanwhile, that run is the one).
    await this.walking
    if (this.runState.running) return this.progress()
    this.runState.start()
    // The whole run is what a Cancel waits for, its start too: marking the vehicle saved reads
    // its every record, and a Cancel (or Delete) meanwhile found the queue cleared, then the root
    // queued after it, and the garage offered the cancelled save for resuming.
    this.walking = this.startAndWalk()
    await this.walking
    return this.reporter.report()
  }

  private async startAndWalk(): Promise<void> {
    const { mirror } = this.options
    try {
      await mirror.garage.setSaved(this.key, true)
      if (!this.runState.running) return
      const root = await this.fetcher.sectionItem(this.target.qMainGroup)
      // A full disk refusing the root of a new save leaves nothing to walk ("done" with nothing
      // saved): that stops it. A resumed one has its root queued already, and its walk makes room
      // by evicting browsed pages as it stores.
      const queued = await mirror.queue.enqueue(this.key, [root])
      if (!queued && !(await mirror.queue.holds(this.key, root.itemKey))) {
        this.runState.stop(storageFull())
        return
      }
      await this.reporter.startWalk(root.itemKey)
      await this.reporter.report()
      this.runState.walking = true
      try {
        await this.walk()
      } finally {
        this.runState.walking = false
      }
      this.reporter.endWalk()
      if (this.runState.running) {
        const counts = await mirror.queue.counts(this.key)
        this.runState.state = counts.pending > 0 ? 'paused' : 'done'
        // A finished queue is not counted again at every start (save-queue.ts, walkedKey).
        if (counts.pending === 0) await mirror.queue.setWalked(this.key, true)
      }
    } catch (error) {
      // A full disk refusing the vehicle's mark or the walk's end, or our own failure: the save
      // stops and says why, rather than stay "running" with every other Save button disabled.
      this.runState.stop(isQuotaError(error) ? storageFull() : internalError(error))
    }
  }

  /** Requests at once from the next start or resume on (a walk under way keeps its workers). */
  setConcurrency(value: number): void {
    this.concurrency = clampSaveConcurrency(value)
  }

  pause(): void {
    this.runState.pause()
  }

  /** Stops and forgets the queue; what was already stored stays (and stays pinned). */
  async cancel(): Promise<void> {
    this.runState.cancel()
    // Items in flight finish first: one could still queue the pointers it found after the queue
    // was cleared, and the garage would offer a cancelled save for resuming.
    await this.walking
    await this.options.mirror.queue.cancel(this.key)
    await this.reporter.report()
  }

  progress(): Promise<SaveProgress> {
    return this.reporter.progress()
  }

  private async walk(): Promise<void> {
    try {
      await Promise.all(Array.from({ length: this.concurrency }, () => this.worker()))
    } finally {
      await this.writes.drain()
    }
  }

  private async worker(): Promise<void> {
    while (this.runState.running) {
      const item = await this.buffer.claim()
      if (!item) {
        // Nothing pending right now, but an item in flight may still bring more: write what
        // waits at once, for its pointers are what this worker needs.
        if (this.buffer.busy === 0) return
        this.writes.flushNow()
        await this.buffer.nextRelease()
        continue
      }
      let fetched: Fetched | null = null
      try {
        fetched = await this.fetcher.fetch(item, this.runState)
      } catch (error) {
        this.runState.stop(internalError(error))
      }
      // Paused, cancelled or stopped before it was fetched: it stays pending for the next run.
      if (fetched) await this.writes.add(fetched)
      else this.buffer.release([item])
    }
  }

  /** Writes a batch of fetched items in one transaction (group-commit.ts calls it; never throws). */
  private async commit(batch: Fetched[]): Promise<void> {
    try {
      const outcome = await this.options.mirror.queue.writeBatch({
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
      if (!outcome.stored) this.runState.stop(storageFull())
      else this.announce(batch)
      this.reporter.written(batch, outcome)
    } catch (error) {
      this.runState.stop(internalError(error))
    } finally {
      this.buffer.release(batch.map((fetched) => fetched.item))
    }
    // Counting in the background: the next batch need not wait for the progress bar.
    this.reporter.maybeReport()
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
}

function storageFull(): AppError {
  return { code: 'storage-full', message: 'There is not enough storage space to save this vehicle for offline use.' }
}

/** A bug or a broken database, not the service: the save stops and says so; its queue stays for a retry. */
function internalError(error: unknown): AppError {
  console.error('[save] stopped', error)
  return { code: 'internal', message: 'Saving stopped because of an error in Parts Desk.' }
}
