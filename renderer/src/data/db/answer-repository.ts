import type { ImagePayload, SectionResponse, VinResponse } from '@shared/contract'
import type { CatalogLanguage } from '@shared/languages'
import type { BatchWriter } from './batch-write'
import type { GarageRepository } from './garage-repository'
import { decodeSectionFullKey, imageFullKey, sectionFullKey, sha256Hex, vinFullKey, type SectionKeyParts } from './keys'
import { prepareImage, prepareSection } from './prepared-records'
import type { MirrorDatabase, VehicleRecord } from './schema'
import { decodeStoredAnswer } from './stored-answer'

export type { StoredAnswer } from './stored-answer'

export interface Stored<T> {
  payload: T
  fetchedAt: number
  /** Set when found under another pointer of the same page: the pointer it is stored under. */
  q?: string
}

const TOUCH_EVERY_MS = 60_000
const TOUCHES_REMEMBERED = 10_000

type Table = 'sections' | 'images'

/**
 * The stored answers: sections (found under any pointer of the same page the mirror has
 * learned), VIN answers and pictures — what the catalog access layer reads first and writes
 * through. Every write goes through the mirror's one batch writer, with the usage counter and
 * the vehicles' totals in the same transaction; every read marks the record used (for eviction).
 */
export class AnswerRepository {
  /** When this session last touched each record (see touch). */
  private readonly touched = new Map<string, number>()

  constructor(
    private readonly db: MirrorDatabase,
    private readonly writer: BatchWriter,
    private readonly garage: GarageRepository,
    private readonly now: () => number
  ) {}

  /**
   * The stored page asked for by this pointer, or by another pointer of the same page the mirror
   * has learned (page-identity.ts): then `q` says the pointer it is stored under.
   */
  async readSection(parts: SectionKeyParts): Promise<Stored<SectionResponse> | null> {
    const fullKey = sectionFullKey(parts)
    const own = (await this.readAnswer(fullKey, parts.q)) as Stored<SectionResponse> | null
    if (own || parts.form) return own
    const alias = await this.db.aliases.get(await sha256Hex(fullKey))
    const target = alias ? await this.db.sections.get(alias.target) : undefined
    const stored = target ? decodeSectionFullKey(target.fullKey) : null
    if (!stored || stored.q === parts.q) return null
    const found = (await this.readAnswer(target!.fullKey, stored.q)) as Stored<SectionResponse> | null
    return found ? { ...found, q: stored.q } : null
  }

  /** Whether a copy is stored, under this pointer or a learned alias, without reading it. */
  async hasSection(parts: SectionKeyParts): Promise<boolean> {
    const key = await sha256Hex(sectionFullKey(parts))
    if ((await this.db.sections.where(':id').equals(key).count()) > 0) return true
    const alias = await this.db.aliases.get(key)
    return !!alias && (await this.db.sections.where(':id').equals(alias.target).count()) > 0
  }

  async writeSection(parts: SectionKeyParts, payload: SectionResponse, vehicle?: string): Promise<boolean> {
    const prepared = await prepareSection(sectionFullKey(parts), 'section', payload, parts.q)
    return (await this.writer.write({ vehicle, records: [prepared] })).stored
  }

  async readVin(origin: string, vin: string, lang: CatalogLanguage): Promise<Stored<VinResponse> | null> {
    return (await this.readAnswer(vinFullKey(origin, vin, lang))) as Stored<VinResponse> | null
  }

  async writeVin(
    origin: string,
    vin: string,
    lang: CatalogLanguage,
    payload: VinResponse,
    vehicle: string
  ): Promise<boolean> {
    const prepared = await prepareSection(vinFullKey(origin, vin, lang), 'vin', payload)
    return (await this.writer.write({ vehicle, records: [prepared] })).stored
  }

  /** A VIN answer names a vehicle: the garage remembers it (garage-repository.ts). */
  rememberVehicle(
    vehicle: Omit<VehicleRecord, 'saved' | 'lastVisit' | 'hiddenFromRecent'>,
    options: { visit?: boolean } = {}
  ): Promise<void> {
    return this.garage.rememberVehicle(vehicle, options)
  }

  async readImage(imageOrigin: string, qImage: string): Promise<(ImagePayload & { fetchedAt: number }) | null> {
    const fullKey = imageFullKey(imageOrigin, qImage)
    const key = await sha256Hex(fullKey)
    const found = await this.db.transaction('r', [this.db.images, this.db.pictures], async () => {
      const record = await this.db.images.get(key)
      if (!record || record.fullKey !== fullKey) return null // a hash collision is a miss
      const bytes = record.hash ? (await this.db.pictures.get(record.hash))?.bytes : record.bytes
      return bytes ? { record, bytes } : null
    })
    if (!found) return null
    this.touch('images', key)
    return { contentType: found.record.contentType, bytes: found.bytes, fetchedAt: found.record.fetchedAt }
  }

  /**
   * Which of these picture records (by record key) are stored: a save files those under its
   * vehicle instead of fetching them again. One transaction for many.
   */
  async storedImageKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set()
    return new Set(
      (await this.db.images
        .where(':id')
        .anyOf([...keys])
        .primaryKeys()) as string[]
    )
  }

  async writeImage(imageOrigin: string, qImage: string, image: ImagePayload, vehicle?: string): Promise<boolean> {
    const prepared = await prepareImage(imageFullKey(imageOrigin, qImage), image, this.now())
    return (await this.writer.write({ vehicle, records: [prepared] })).stored
  }

  /** A stored answer by its full key, decoded; null when absent (or a hash collision). */
  private async readAnswer(
    fullKey: string,
    ownPointer?: string
  ): Promise<Stored<SectionResponse | VinResponse> | null> {
    const key = await sha256Hex(fullKey)
    const found = await this.db.transaction('r', [this.db.sections, this.db.trails], async () => {
      const record = await this.db.sections.get(key)
      if (!record || record.fullKey !== fullKey) return null // a hash collision is a miss, never wrong data
      return { record, trail: record.trail ? await this.db.trails.get(record.trail) : undefined }
    })
    if (!found) return null
    this.touch('sections', key)
    const payload = await decodeStoredAnswer(found.record, found.trail?.bytes, ownPointer)
    return { payload, fetchedAt: found.record.fetchedAt }
  }

  /**
   * Recency for LRU; a failed touch must not fail the read. Once a minute per record is plenty
   * for eviction's order, and a touch rewrites the whole record: a node read again and again
   * (back and forth from its list) would otherwise keep a write ahead of its own next read.
   */
  private touch(table: Table, key: string): void {
    const now = this.now()
    const id = `${table}:${key}`
    const last = this.touched.get(id)
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return
    if (this.touched.size >= TOUCHES_REMEMBERED) this.touched.clear()
    this.touched.set(id, now)
    void this.db[table].update(key, { lastAccess: now }).catch(() => undefined)
  }
}
