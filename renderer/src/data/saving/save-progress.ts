import type { CatalogLanguage } from '@shared/languages'
import type { AppError } from '@shared/result'
import type { BatchOutcome } from '../db/batch-write'
import type { Mirror, QueueCounts } from '../db/mirror'
import type { Fetched } from './fetch-with-retry'
import { MovingRate } from './moving-rate'
import { TotalEstimate } from './total-estimate'
import type { RunState, SaveState } from './run-state'

export type { SaveState } from './run-state'

export interface SaveProgress {
  state: SaveState
  done: number
  failed: number
  /** Grows while the walk discovers new pointers. */
  total: number
  /**
   * While running, before the walk has found everything: the total the pages found so far point
   * to (total-estimate.ts), above `total`. Absent once nothing more is expected.
   */
  estimatedTotal?: number
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

/** How often the queue is counted for the progress bar (three index scans each time). */
const REPORT_EVERY_MS = 250

/**
 * A save's progress: the queue's figures, the time left at the recent rate, and the reports to
 * whoever shows them — one at a time, so the figures shown only ever grow.
 */
export class SaveProgressReporter {
  /**
   * The queue's figures while walking, moved by each written batch: counting an index in
   * IndexedDB reads every entry of it, and thousands of entries four times a second held up the
   * very writes being counted. Null when not walking: then the database is asked.
   */
  private counts: QueueCounts | null = null
  private lastReport = 0
  private reporting: Promise<SaveProgress> | null = null
  private rate = new MovingRate()
  private estimate = new TotalEstimate()

  constructor(
    private readonly mirror: Pick<Mirror, 'queue'>,
    private readonly vehicle: string,
    private readonly run: RunState,
    private readonly onProgress: (progress: SaveProgress) => void
  ) {}

  /** A run starts: figures from the queue, kept up to date by each batch from here on. */
  async startWalk(rootItemKey: string): Promise<void> {
    this.rate = new MovingRate()
    this.estimate = new TotalEstimate()
    this.estimate.root(rootItemKey)
    this.counts = await this.mirror.queue.counts(this.vehicle)
  }

  /** The walk ended: figures come from the queue again. */
  endWalk(): void {
    this.counts = null
  }

  async progress(): Promise<SaveProgress> {
    const counts = this.counts ? { ...this.counts } : await this.mirror.queue.counts(this.vehicle)
    const progress: SaveProgress = {
      state: this.run.shown,
      done: counts.done,
      failed: counts.failed,
      total: counts.done + counts.failed + counts.pending
    }
    if (this.run.running) {
      const estimated = this.estimate.total(progress.total)
      if (estimated !== null && estimated > progress.total) progress.estimatedTotal = estimated
      this.rate.add(performance.now(), counts.done + counts.failed)
      // Time left for what is expected, not only for what is queued so far.
      const left = this.rate.secondsLeft((progress.estimatedTotal ?? progress.total) - counts.done - counts.failed)
      if (left !== null) progress.secondsLeft = left
    }
    return this.run.error ? { ...progress, error: this.run.error } : progress
  }

  /** One count at a time, so the figures shown only ever grow. */
  async report(): Promise<SaveProgress> {
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

  /** A batch was written: the figures move by what it did. */
  written(batch: readonly Fetched[], outcome: BatchOutcome): void {
    if (!outcome.stored) return
    for (const { item, status, record, found } of batch)
      this.estimate.finished(item, status === 'done' && !!record, found ?? [])
    if (!this.counts) return
    this.counts.pending += outcome.enqueued
    for (const { status, record } of batch) {
      // A picture that vanished before it could be filed stays pending: fetched again.
      if (record && 'reference' in record && outcome.missing.includes(record.key)) continue
      this.counts.pending--
      this.counts[status]++
    }
  }

  /** Reports in the background when the last report is old enough: the next batch need not wait for the bar. */
  maybeReport(): void {
    if (!this.reporting && performance.now() - this.lastReport > REPORT_EVERY_MS) void this.report()
  }
}
