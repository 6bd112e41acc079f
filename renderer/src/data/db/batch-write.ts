import { isQuotaError } from '../../lib/quota-error'
import type { PreparedRecord } from './prepared-records'
import type { MirrorDatabase } from './schema'
import { writeBatch, type Batch } from './batch-transaction'

export type { Batch, BatchResult, QueueAddition, QueueFinish } from './batch-transaction'

/** How a batch went: `stored` false when the disk (or the budget) has no room for it. */
export interface BatchOutcome {
  stored: boolean
  /** Pointers the batch queued that were not queued before. */
  enqueued: number
  /** Picture references whose record was gone by the time of writing (see writeBatch). */
  missing: string[]
}

/** What the writer needs of the storage budget (storage-budget.ts): the limit, and room. */
export interface RoomKeeper {
  budget(): Promise<number>
  /** Bytes counted from outside this database (the search database's). */
  alsoCountedBytes(): Promise<number>
  evictToBudget(targetRatio?: number, minimumBytes?: number): Promise<number>
}

const NOTHING_STORED: BatchOutcome = { stored: false, enqueued: 0, missing: [] }

/** Bytes a batch may add: what eviction must make room for when the disk is full. */
function batchBytes(records: readonly PreparedRecord[]): number {
  return records.reduce((sum, record) => sum + ('size' in record ? record.size : 0), 0)
}

/**
 * The one writer every repository of the mirror stores through (stored answers, the save
 * queue): a batch is one transaction (writeBatch), kept within the storage budget.
 */
export class BatchWriter {
  /** Told of every batch that was stored (the workshop mirror's outbox, workshop-outbox.ts). */
  afterWrite: ((batch: Batch) => void) | null = null

  constructor(
    private readonly db: MirrorDatabase,
    private readonly room: RoomKeeper,
    private readonly now: () => number
  ) {}

  /**
   * Stores prepared records (prepared-records.ts) with the queue's news about them in one
   * transaction. A record larger than the whole budget is refused, and so is the batch; a full
   * disk first evicts unsaved data to make room and tries once more.
   */
  async write(batch: Batch): Promise<BatchOutcome> {
    const budget = await this.room.budget()
    if (batch.records.some((record) => 'size' in record && record.size > budget)) return NOTHING_STORED
    let result
    try {
      result = await writeBatch(this.db, batch, this.now())
    } catch (error) {
      if (!isQuotaError(error)) throw error
      // The disk (or the browser's quota) is full: free at least this batch's size from the
      // least-recently-used unsaved data and try once more. The failed transaction was rolled
      // back, so nothing stored before is touched.
      if (!(await this.evict(0.9, batchBytes(batch.records)))) return NOTHING_STORED
      try {
        result = await writeBatch(this.db, batch, this.now())
      } catch (again) {
        if (isQuotaError(again)) return NOTHING_STORED
        throw again
      }
    }
    // The batch is stored; eviction the disk refuses now is tried again after the next write.
    if (result.used + (await this.room.alsoCountedBytes()) > budget) await this.evict()
    this.afterWrite?.(batch)
    return { stored: true, enqueued: result.enqueued, missing: result.missing }
  }

  /**
   * Eviction writes too (the totals, the usage counter, the shared content's counts), and a disk
   * with no room at all refuses that (Chromium refuses any transaction that adds bytes while the
   * origin is over its quota; only deletes alone go through): eviction then frees with deletes
   * alone and has the totals counted again (storage-budget.ts). False when even that is refused:
   * its transaction is rolled back whole, nothing is lost.
   */
  private async evict(targetRatio?: number, minimumBytes?: number): Promise<boolean> {
    try {
      await this.room.evictToBudget(targetRatio, minimumBytes)
      return true
    } catch (error) {
      if (isQuotaError(error)) return false
      throw error
    }
  }
}
