import { AnswerRepository } from './answer-repository'
import { BatchWriter } from './batch-write'
import { GarageRepository } from './garage-repository'
import { compactLegacy, type CompactionReport } from './legacy-compaction'
import { PreferenceRepository } from './preference-repository'
import { SaveQueueRepository } from './save-queue'
import type { MirrorDatabase } from './schema'
import { StorageBudget } from './storage-budget'
import { TotalsRecount } from './totals-recount'
import { WorkshopBackfill } from './workshop-backfill'
import { WorkshopOutbox } from './workshop-outbox'

export type { Stored, StoredAnswer } from './answer-repository'
export type { VehicleSummary } from './garage-repository'
export type { QueueCounts, SaveJob } from './save-queue'
export type { FreeingProgress, Usage } from './storage-budget'
export type { BatchOutcome } from './batch-write'
export type { WorkshopOutbox } from './workshop-outbox'

/**
 * The offline mirror: the one way into the app's IndexedDB tables for everything but the baskets.
 * Its repositories share the connection and one batch writer, so every
 * write is one transaction with the usage counter and the vehicles' totals, within the budget:
 *
 * - `answers`: stored sections, VIN answers and pictures (what catalog access reads first);
 * - `garage`: the vehicles looked up, their totals, saved flags and the start page's recent list;
 * - `queue`: the save-for-offline queue and its jobs;
 * - `storage`: usage, the budget, eviction and clearing;
 * - `preferences`: this computer's choices kept beside them (the storage limit among them);
 * - `workshop`: what waits to be pushed to the workshop mirror, and what a copy from it brings;
 *   `workshopBackfill` names for it what was stored before it was set up.
 *
 * Made once (createAppServices) and provided through the services container.
 */
export class Mirror {
  readonly answers: AnswerRepository
  readonly garage: GarageRepository
  readonly queue: SaveQueueRepository
  readonly storage: StorageBudget
  readonly preferences: PreferenceRepository
  readonly workshop: WorkshopOutbox
  readonly workshopBackfill: WorkshopBackfill
  /** Counts every running total from the records when they are not known to be exact. */
  private readonly totals: TotalsRecount

  constructor(
    private readonly db: MirrorDatabase,
    now: () => number = Date.now
  ) {
    this.preferences = new PreferenceRepository(db)
    this.totals = new TotalsRecount(db)
    this.storage = new StorageBudget(db, this.preferences, this.totals)
    const writer = new BatchWriter(db, this.storage, now)
    this.garage = new GarageRepository(db, now, this.totals)
    this.answers = new AnswerRepository(db, writer, this.garage, now)
    this.queue = new SaveQueueRepository(db, writer)
    this.workshop = new WorkshopOutbox(db, writer, this.queue)
    this.workshopBackfill = new WorkshopBackfill(db, this.workshop)
    // Never awaited: what the user waits for is stored already; the outbox follows in its own transaction.
    writer.afterWrite = (batch) => void this.workshop.noteStored(batch).catch(() => undefined)
  }

  /**
   * Converts what an earlier version stored into the current form (legacy-compaction.ts);
   * `pause` runs between batches. Null when there was nothing to convert. Then totals left to be
   * counted (the app closed after space was freed on a full disk) are counted and stored, if
   * there is room, before anyone looks.
   */
  async compactLegacy(pause?: () => Promise<void>): Promise<CompactionReport | null> {
    const report = await compactLegacy(this.db, pause)
    await this.totals.storeIfUnknown()
    return report
  }
}

/**
 * Opens the offline mirror. Null when IndexedDB cannot be used (a private window, a corrupted or
 * newer database, storage switched off): the app then browses over the network only.
 */
export async function openMirror(
  openDatabase: () => Promise<MirrorDatabase>,
  log: (message: string, error: unknown) => void
): Promise<Mirror | null> {
  try {
    return new Mirror(await openDatabase())
  } catch (error) {
    log('[mirror] the offline mirror cannot be opened; browsing over the network only', error)
    return null
  }
}
