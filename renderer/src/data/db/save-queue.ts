import Dexie from 'dexie'
import type { CatalogLanguage } from '@shared/languages'
import type { Batch, BatchOutcome, BatchWriter, QueueAddition } from './batch-write'
import type { MirrorDatabase, SaveQueueItem } from './schema'

/** What a save-for-offline job needs to resume after a restart (the queue holds no language). */
export interface SaveJob {
  vin: string
  catalog: string
  qMainGroup: string
  lang: CatalogLanguage
  startedAt: number
}

export interface QueueCounts {
  pending: number
  done: number
  failed: number
}

/** Meta key of a vehicle's save job (the garage forgets it with the vehicle). */
export const saveJobKey = (vehicle: string): string => `save:${vehicle}`

/**
 * Meta key that says a vehicle's save walk ended with nothing pending. Its queue is then not
 * counted again at every start: IndexedDB keeps a deleted index entry until the database compacts,
 * so counting the "pending" range of a finished save skips its thousands of finished items one by
 * one (issue 23: the garage waited 45 ms per saved vehicle for these counts).
 */
export const walkedKey = (vehicle: string): string => `walked:${vehicle}`

/**
 * Meta key that says a vehicle's save was cancelled: what it stored stays saved on this computer
 * (the Cancel dialog promises so), but the garage must not call the vehicle saved as a whole.
 */
export const cancelledKey = (vehicle: string): string => `cancelled:${vehicle}`

/** Every meta key of a vehicle's save: the garage forgets them with the vehicle. */
export const saveMetaKeys = (vehicle: string): string[] => [
  saveJobKey(vehicle),
  walkedKey(vehicle),
  cancelledKey(vehicle)
]

/**
 * The save-for-offline queue: the pointers of each vehicle still to fetch, done or failed, and
 * the job that resumes them after a restart. A walk's fetched records are written with their
 * queue items through the mirror's one batch writer.
 */
export class SaveQueueRepository {
  constructor(
    private readonly db: MirrorDatabase,
    private readonly writer: BatchWriter
  ) {}

  /**
   * Adds items not queued before for this vehicle (the unique index drops repeats): a save going
   * on, no longer cancelled. False when the disk refused them (the batch writer makes room first).
   */
  async enqueue(vehicle: string, items: QueueAddition[]): Promise<boolean> {
    if (items.length === 0) return true
    await this.setWalked(vehicle, false)
    await this.db.meta.delete(cancelledKey(vehicle))
    return (await this.writer.write({ vehicle, records: [], enqueue: items })).stored
  }

  /** The walk ended with nothing pending (or not: pointers were queued, or failed ones retried). */
  async setWalked(vehicle: string, walked: boolean): Promise<void> {
    if (walked) await this.db.meta.put({ key: walkedKey(vehicle), value: true })
    else await this.db.meta.delete(walkedKey(vehicle))
  }

  /** Records, the pointers they found and the items they finish, in one transaction (batch-write.ts). */
  writeBatch(batch: Batch): Promise<BatchOutcome> {
    return this.writer.write(batch)
  }

  /**
   * Up to `limit` pending items not in `skip`. One getAll of a few more rows rather than a
   * filtered cursor: in Chromium every step of a cursor is a round trip to the database process.
   */
  async pendingItems(vehicle: string, limit: number, skip: ReadonlySet<number>): Promise<SaveQueueItem[]> {
    const rows = await this.db.saveQueue
      .where('[vehicleKey+status]')
      .equals([vehicle, 'pending'])
      .limit(limit + skip.size)
      .toArray()
    return rows.filter((item) => !skip.has(item.id!)).slice(0, limit)
  }

  async finishItem(id: number, status: 'done' | 'failed' | 'pending', attempts: number): Promise<void> {
    await this.db.saveQueue.update(id, { status, attempts })
  }

  async counts(vehicle: string): Promise<QueueCounts> {
    const count = (status: SaveQueueItem['status']) =>
      this.db.saveQueue.where('[vehicleKey+status]').equals([vehicle, status]).count()
    const [pending, done, failed] = await Promise.all([count('pending'), count('done'), count('failed')])
    return { pending, done, failed }
  }

  /** Failed items go back to pending for another try. */
  async retryFailed(vehicle: string): Promise<void> {
    await this.setWalked(vehicle, false)
    await this.db.saveQueue
      .where('[vehicleKey+status]')
      .equals([vehicle, 'failed'])
      .modify({ status: 'pending', attempts: 0 })
  }

  /** Whether the vehicle's queue has this item, whatever its state. */
  async holds(vehicle: string, itemKey: string): Promise<boolean> {
    return (await this.db.saveQueue.where('[vehicleKey+itemKey]').equals([vehicle, itemKey]).count()) > 0
  }

  /** A Cancel: the queue goes, and the vehicle is marked saved in part. */
  async cancel(vehicle: string): Promise<void> {
    await this.clear(vehicle)
    await this.db.meta.put({ key: cancelledKey(vehicle), value: true })
  }

  async clear(vehicle: string): Promise<void> {
    await this.db.saveQueue
      .where('[vehicleKey+status]')
      .between([vehicle, Dexie.minKey], [vehicle, Dexie.maxKey])
      .delete()
  }

  async setJob(vehicle: string, job: SaveJob | null): Promise<void> {
    if (job) await this.db.meta.put({ key: saveJobKey(vehicle), value: job })
    else await this.db.meta.delete(saveJobKey(vehicle))
  }

  async job(vehicle: string): Promise<SaveJob | null> {
    const record = await this.db.meta.get(saveJobKey(vehicle))
    return (record?.value as SaveJob | undefined) ?? null
  }

  /**
   * Vehicles whose save was interrupted (closed app, crash) and can be resumed. Those whose walk
   * ended with nothing pending are not counted (walkedKey says why).
   */
  /**
   * How each saved vehicle's save ended, for its badge: cancelled (saved in part), or with pages
   * it could not get (failed items stay in the queue until retried). Vehicles with neither are
   * left out.
   */
  async endings(vehicles: string[]): Promise<Map<string, { cancelled: boolean; failed: number }>> {
    const cancelled = await this.db.meta.bulkGet(vehicles.map(cancelledKey))
    const failed = await Promise.all(
      vehicles.map((key) => this.db.saveQueue.where('[vehicleKey+status]').equals([key, 'failed']).count())
    )
    const endings = new Map<string, { cancelled: boolean; failed: number }>()
    vehicles.forEach((key, i) => {
      if (cancelled[i] || failed[i]! > 0) endings.set(key, { cancelled: !!cancelled[i], failed: failed[i]! })
    })
    return endings
  }

  async interrupted(): Promise<string[]> {
    const vehicles = (await this.db.vehicles.toCollection().primaryKeys()) as string[]
    const walked = await this.db.meta.bulkGet(vehicles.map(walkedKey))
    const open = vehicles.filter((_, i) => !walked[i])
    const pending = await Promise.all(
      open.map((key) => this.db.saveQueue.where('[vehicleKey+status]').equals([key, 'pending']).count())
    )
    return open.filter((_, i) => pending[i] > 0)
  }
}
