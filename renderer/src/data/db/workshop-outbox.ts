import Dexie from 'dexie'
import type { SectionResponse, VinResponse } from '@shared/contract'
import type { Batch, BatchOutcome, BatchWriter } from './batch-write'
import { decodeSectionFullKey } from './keys'
import type { PreparedRecord } from './prepared-records'
import type { SaveQueueRepository } from './save-queue'
import type { MirrorDatabase, VehicleRecord } from './schema'
import { decodeStoredAnswer } from './stored-answer'

/**
 * The workshop mirror's side of the local database (issue 24): the outbox of what this
 * workstation stored and has not pushed yet, the records read back for pushing, and the records
 * a copy from the workshop brings in.
 *
 * Bounded: a workstation that cannot reach the workshop for weeks keeps the newest
 * OUTBOX_MAX names and forgets the oldest (they are still stored here; only their push is lost).
 * At about 80 bytes a name, the full outbox weighs 4 MB — ten saved vehicles of the largest kind.
 */
export const OUTBOX_MAX = 50_000

export interface OutboxItem {
  id: number
  ref: string
}

export interface StoredAnswerForPush {
  fullKey: string
  kind: 'section' | 'vin'
  fetchedAt: number
  payload: SectionResponse | VinResponse
}

export interface StoredImageForPush {
  fullKey: string
  fetchedAt: number
  contentType: string
  /** `picture:<sha256>`: the content's own key, the workshop's document name too. */
  hash: string
  bytes: Uint8Array
}

export interface VehicleForPush {
  vehicle: VehicleRecord
  /** The language of its VIN answer: the language the vehicle was saved in. */
  lang: string | null
  /** Saved for offline, the save finished and nothing is missing: the workshop may call it "in full". */
  complete: boolean
  answers: string[]
  images: string[]
  sections: number
  bytes: number
}

/** The names a stored batch adds to the outbox; forms are a user's own submissions and stay here. */
function refsOf(records: readonly PreparedRecord[]): string[] {
  const refs: string[] = []
  for (const record of records) {
    if (record.table === 'images') {
      if (!('reference' in record)) refs.push(`image:${record.key}`)
      continue
    }
    if (record.kind === 'section' && decodeSectionFullKey(record.fullKey)?.form) continue
    refs.push(`answer:${record.key}`)
    for (const alias of record.aliases) refs.push(`alias:${alias}`)
  }
  return refs
}

export class WorkshopOutbox {
  private enabled = false
  private readonly listeners = new Set<() => void>()

  constructor(
    private readonly db: MirrorDatabase,
    private readonly writer: BatchWriter,
    private readonly queue: SaveQueueRepository
  ) {}

  /** Names are collected only while a workshop mirror is set up. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled
  }

  /** Called after each batch added names (the pusher wakes up). */
  onAdded(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Adds the names of what a batch stored (batch-write.ts calls this after every stored batch). A
   * batch of a save walk also names its vehicle, moved to the end each time: it is pushed after
   * the records, and the pusher checks then whether the save is complete.
   */
  async noteStored(batch: Batch): Promise<void> {
    if (!this.enabled || batch.fromWorkshop) return
    const refs = refsOf(batch.records)
    const vehicleRef = batch.finish?.length && batch.vehicle ? `vehicle:${batch.vehicle}` : null
    if (refs.length === 0 && !vehicleRef) return
    await this.db.transaction('rw', this.db.workshopOutbox, async () => {
      if (refs.length) {
        // The unique index drops names already waiting; the rest are added.
        await this.db.workshopOutbox.bulkAdd(refs.map((ref) => ({ ref }))).catch((error: unknown) => {
          if (!(error instanceof Dexie.BulkError)) throw error
        })
      }
      if (vehicleRef) {
        await this.db.workshopOutbox.where('ref').equals(vehicleRef).delete()
        await this.db.workshopOutbox.add({ ref: vehicleRef })
      }
      const over = (await this.db.workshopOutbox.count()) - OUTBOX_MAX
      if (over > 0) {
        const oldest = await this.db.workshopOutbox.orderBy('id').limit(over).primaryKeys()
        await this.db.workshopOutbox.bulkDelete(oldest)
      }
    })
    for (const listener of this.listeners) listener()
  }

  /**
   * Adds names of records stored before (workshop-backfill.ts) while there is room under the cap:
   * unlike a fresh batch they never push older names out. `moveToEnd` re-adds a name already
   * waiting after the others (a vehicle goes after its records). Listeners hear of it as of a batch.
   */
  async enqueue(refs: readonly string[], moveToEnd = false): Promise<{ added: number; full: boolean }> {
    const outcome = await this.db.transaction('rw', this.db.workshopOutbox, async () => {
      if (moveToEnd)
        await this.db.workshopOutbox
          .where('ref')
          .anyOf([...refs])
          .delete()
      const room = OUTBOX_MAX - (await this.db.workshopOutbox.count())
      const fitting = refs.slice(0, Math.max(0, room))
      const waiting = new Set(
        (await this.db.workshopOutbox.where('ref').anyOf(fitting).toArray()).map((item) => item.ref)
      )
      const fresh = [...new Set(fitting.filter((ref) => !waiting.has(ref)))]
      if (fresh.length) await this.db.workshopOutbox.bulkAdd(fresh.map((ref) => ({ ref })))
      return { added: fresh.length, full: fitting.length < refs.length }
    })
    if (outcome.added) for (const listener of this.listeners) listener()
    return outcome
  }

  /** The oldest names waiting, in order. */
  async take(limit: number): Promise<OutboxItem[]> {
    return (await this.db.workshopOutbox.orderBy('id').limit(limit).toArray()) as OutboxItem[]
  }

  async remove(ids: readonly number[]): Promise<void> {
    await this.db.workshopOutbox.bulkDelete([...ids])
  }

  size(): Promise<number> {
    return this.db.workshopOutbox.count()
  }

  /** A stored answer by its record key, decoded; null when it is gone (evicted, deleted) or unreadable. */
  async answer(key: string): Promise<StoredAnswerForPush | null> {
    const found = await this.db.transaction('r', [this.db.sections, this.db.trails], async () => {
      const record = await this.db.sections.get(key)
      return record ? { record, trail: record.trail ? await this.db.trails.get(record.trail) : undefined } : null
    })
    if (!found) return null
    try {
      const payload = await decodeStoredAnswer(found.record, found.trail?.bytes)
      return { fullKey: found.record.fullKey, kind: found.record.kind, fetchedAt: found.record.fetchedAt, payload }
    } catch {
      return null
    }
  }

  /** The page an alias points to (its record key), if the alias is still known. */
  async aliasTarget(key: string): Promise<string | null> {
    return (await this.db.aliases.get(key))?.target ?? null
  }

  async image(key: string): Promise<StoredImageForPush | null> {
    return this.db.transaction('r', [this.db.images, this.db.pictures], async () => {
      const record = await this.db.images.get(key)
      const hash = record?.hash
      const content = hash ? await this.db.pictures.get(hash) : undefined
      if (!record || !hash || !content) return null
      return {
        fullKey: record.fullKey,
        fetchedAt: record.fetchedAt,
        contentType: record.contentType,
        hash,
        bytes: content.bytes
      }
    })
  }

  /** A vehicle and the keys of everything filed under it. */
  async vehicle(key: string): Promise<VehicleForPush | null> {
    const vehicle = await this.db.vehicles.get(key)
    if (!vehicle) return null
    const [sections, images, counts] = await Promise.all([
      this.db.sections.where('vehicleKeys').equals(key).toArray(),
      this.db.images.where('vehicleKeys').equals(key).toArray(),
      this.queue.counts(key)
    ])
    const answers = sections.filter((r) => !(r.kind === 'section' && decodeSectionFullKey(r.fullKey)?.form))
    const vinKey = answers.find((r) => r.kind === 'vin')?.fullKey
    const lang = vinKey ? ((JSON.parse(vinKey) as unknown[])[3] as string) : null
    return {
      vehicle,
      lang,
      complete: vehicle.saved === 1 && counts.pending === 0 && counts.failed === 0 && answers.length > 0,
      answers: answers.map((r) => r.key),
      images: images.filter((r) => r.hash).map((r) => r.key),
      sections: answers.filter((r) => r.kind === 'section').length,
      bytes: [...sections, ...images].reduce((sum, r) => sum + r.size, 0)
    }
  }

  /** Which of these record keys (sections, then pictures) are stored here already. */
  async storedKeys(answers: readonly string[], images: readonly string[]): Promise<Set<string>> {
    const [a, i] = await Promise.all([
      answers.length
        ? this.db.sections
            .where(':id')
            .anyOf([...answers])
            .primaryKeys()
        : [],
      images.length
        ? this.db.images
            .where(':id')
            .anyOf([...images])
            .primaryKeys()
        : []
    ])
    return new Set([...(a as string[]), ...(i as string[])])
  }

  /**
   * A copy that stopped on a full disk: the vehicle is no longer called saved. Only its row is
   * written — a few bytes, which a disk with a batch's room left still takes, where re-pinning
   * each record (rewriting all of them) is refused. Its records stay exempt from eviction until
   * the copy is tried again or the vehicle is removed: nothing copied is lost meanwhile.
   */
  async unmarkSaved(vehicle: string): Promise<void> {
    await this.db.vehicles.update(vehicle, { saved: 0 })
  }

  /**
   * Stores records copied from the workshop under a vehicle, in one transaction within the budget
   * (the one batch writer); they are not pushed back.
   */
  storeCopied(vehicle: string, records: PreparedRecord[]): Promise<BatchOutcome> {
    return this.writer.write({ vehicle, records, fromWorkshop: true })
  }
}
