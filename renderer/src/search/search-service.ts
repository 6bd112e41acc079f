import type { CatalogResult } from '@shared/catalog-schemas'
import { documentsOf } from './search-documents'
import { normalizeNumber } from './search-text'
import { linksOf, nodeIdOf, usesOf, type PartUse, type UsedNode, type WhereUsedRow } from './where-used-records'
import { indexKey, type SearchDatabase } from './search-database'
import { SAVED_INDEX_FORMAT, VehicleIndex, type SearchHit } from './vehicle-index'

/** A section the mirror has just stored under a vehicle. */
export interface StoredSectionEvent {
  vehicleKey: string
  vin: string
  lang: string
  q: string
  catalog?: string
  result: CatalogResult
}

/** A use of a part number (or of one it replaces or is replaced by) in a stored node. */
export type { WhereUsedRow }

/** Supersession chains are short; this bounds a pathological one. */
const MAX_LINKED_NUMBERS = 50

interface Open {
  index: VehicleIndex
  dirty: boolean
  /** Written back and let go to keep memory small; the next use reads it back. */
  dropped?: boolean
}

/**
 * Indexes held in memory: the vehicle being worked on (in a language or two). Others are written
 * back and let go, so a day of saving vehicles does not keep every one of their indexes in memory.
 */
const OPEN_INDEXES_KEPT = 2

/**
 * An index is written back once sections stop arriving for a moment, and at the latest this long
 * after the first unsaved change: writing a whole vehicle's index is tens of milliseconds of
 * main-thread work, which every few seconds halved a save's speed.
 */
const PERSIST_WHEN_QUIET_MS = 3_000
const PERSIST_AT_LATEST_MS = 30_000

/**
 * The vehicles' search indexes: each stored section updates its vehicle's index in that
 * language as it is stored (never a scan of the mirror), and the index is written back to its
 * own database shortly after, so it is there after a restart and offline.
 */
export class SearchService {
  private readonly open = new Map<string, Promise<Open>>()
  private persistTimer: ReturnType<typeof setTimeout> | null = null
  private persisting: Promise<void> = Promise.resolve()

  constructor(
    private readonly database: () => Promise<SearchDatabase | null>,
    private readonly log: (message: string, error: unknown) => void = (m, e) => console.warn(m, e)
  ) {}

  /**
   * The mirror stored a section under a vehicle: its documents replace what it brought before.
   * Events are taken in batches (a save stores hundreds a second): the sections that arrived
   * while one batch was being written go into the next, its where-used rows in one transaction.
   */
  sectionStored(event: StoredSectionEvent): Promise<void> {
    this.pending.push(event)
    this.applying ??= this.applyPending().finally(() => (this.applying = null))
    return this.applying
  }

  private readonly pending: StoredSectionEvent[] = []
  private applying: Promise<void> | null = null

  private async applyPending(): Promise<void> {
    while (this.pending.length) {
      // Let the batch fill while the stores that produce it run.
      await new Promise((resolve) => setTimeout(resolve, 0))
      const batch = this.pending.splice(0)
      for (const event of batch) {
        let entry: Open
        // Checked as the await resumes, so nothing can let it go before it is changed.
        do entry = await this.entry(event.vehicleKey, event.lang)
        while (entry.dropped)
        entry.index.replace(event.q, documentsOf(event.q, event.result))
        entry.dirty = true
      }
      this.schedulePersist()
      await this.recordUses(batch)
    }
  }

  /**
   * Every stored node in the garage where `number` appears, or a number the catalog says it
   * replaces or is replaced by; one row per node (in `lang` where stored in it), offline.
   */
  async whereUsed(number: string, lang: string): Promise<WhereUsedRow[]> {
    const db = await this.database()
    if (!db) return []
    const keys = new Set([normalizeNumber(number)])
    for (let frontier = [...keys]; frontier.length && keys.size < MAX_LINKED_NUMBERS;) {
      const links = await db.numberLinks.where('a').anyOf(frontier).or('b').anyOf(frontier).toArray()
      frontier = links.flatMap((link) => [link.a, link.b]).filter((key) => !keys.has(key))
      for (const key of frontier) keys.add(key)
    }
    const uses = await db.partUses
      .where('numberKey')
      .anyOf([...keys])
      .toArray()
    const nodeIds = [...new Set(uses.map((use) => use.node))]
    const nodes = new Map<string, UsedNode>()
    ;(await db.usedNodes.bulkGet(nodeIds)).forEach((node, i) => node && nodes.set(nodeIds[i], node))
    const byNode = new Map<string, WhereUsedRow>()
    for (const use of uses) {
      const found = nodes.get(use.node)
      if (!found) continue
      const { id: _node, ...node } = found
      const { node: _of, ...row } = use
      const key = `${node.vehicleKey}\n${node.q}\n${use.numberKey}`
      const seen = byNode.get(key)
      if (!seen || (seen.lang !== lang && node.lang === lang)) byNode.set(key, { ...node, ...row })
    }
    return [...byNode.values()].sort(
      (a, b) => a.vin.localeCompare(b.vin) || a.nodeTitle.localeCompare(b.nodeTitle) || a.number.localeCompare(b.number)
    )
  }

  /**
   * Where-used rows of stored nodes, and supersessions of stored part information, in one
   * transaction. A node stored again replaces its rows; other answers have none.
   */
  private async recordUses(events: readonly StoredSectionEvent[]): Promise<void> {
    const db = await this.database()
    if (!db) return
    const nodes: UsedNode[] = []
    const uses: PartUse[] = []
    for (const event of events) {
      if (!event.result.node) continue
      const found = usesOf(event, await nodeIdOf(event), event.result)
      if (!found) continue
      nodes.push(found.node)
      uses.push(...found.uses)
    }
    const links = events.flatMap((event) => linksOf(event.result))
    if (!nodes.length && !links.length) return
    const replaced = nodes.map((node) => node.id)
    try {
      await db.transaction('rw', db.partUses, db.usedNodes, db.numberLinks, async () => {
        if (replaced.length) await db.partUses.where('node').anyOf(replaced).delete()
        if (nodes.length) await db.usedNodes.bulkPut(nodes)
        if (uses.length) await db.partUses.bulkPut(uses)
        if (links.length) await db.numberLinks.bulkPut(links)
      })
    } catch (error) {
      this.log('[search] where-used rows could not be written', error)
    }
  }

  async search(vehicleKey: string, lang: string, query: string, limit?: number): Promise<SearchHit[]> {
    return (await this.entry(vehicleKey, lang)).index.find(query, limit)
  }

  /** How many sections the vehicle's index holds in that language. */
  async size(vehicleKey: string, lang: string): Promise<number> {
    return (await this.entry(vehicleKey, lang)).index.sections
  }

  /** The vehicle was deleted from the garage: its indexes go too. */
  async forgetVehicle(vehicleKey: string): Promise<void> {
    for (const key of [...this.open.keys()]) if (key.startsWith(`${vehicleKey}\n`)) this.open.delete(key)
    const db = await this.database()
    if (!db) return
    await db.transaction('rw', db.indexes, db.partUses, db.usedNodes, async () => {
      await db.indexes.where('vehicleKey').equals(vehicleKey).delete()
      await db.partUses.where('vehicleKey').equals(vehicleKey).delete()
      await db.usedNodes.where('vehicleKey').equals(vehicleKey).delete()
    })
  }

  /** Settles once every section handed in so far is in its index and every changed index is written back. */
  async flush(): Promise<void> {
    await this.applying
    if (this.persistTimer) this.writeBack()
    await this.persisting
  }

  /** The map's order is least recently used first; opening one too many writes back and lets go of the oldest. */
  private entry(vehicleKey: string, lang: string): Promise<Open> {
    const key = indexKey(vehicleKey, lang)
    const entry = this.open.get(key)
    if (entry) {
      this.open.delete(key)
      this.open.set(key, entry)
      return entry
    }
    const loading = this.load(key)
    this.open.set(key, loading)
    if (this.open.size > OPEN_INDEXES_KEPT) this.writeBack()
    return loading
  }

  private async load(key: string): Promise<Open> {
    try {
      const record = await (await this.database())?.indexes.get(key)
      if (record?.saved.format === SAVED_INDEX_FORMAT) return { index: VehicleIndex.load(record.saved), dirty: false }
    } catch (error) {
      // An unreadable index is rebuilt from what is stored next: it is derived data.
      this.log('[search] an index could not be read; it starts again', error)
    }
    return { index: VehicleIndex.empty(), dirty: false }
  }

  private schedulePersist(): void {
    const now = Date.now()
    this.firstUnsaved ??= now
    if (this.persistTimer) clearTimeout(this.persistTimer)
    const wait = Math.min(PERSIST_WHEN_QUIET_MS, this.firstUnsaved + PERSIST_AT_LATEST_MS - now)
    this.persistTimer = setTimeout(() => this.writeBack(), Math.max(0, wait))
  }

  private writeBack(): void {
    if (this.persistTimer) clearTimeout(this.persistTimer)
    this.persistTimer = null
    this.firstUnsaved = null
    this.persisting = this.persisting.then(() => this.persist())
  }

  private firstUnsaved: number | null = null

  private async persist(): Promise<void> {
    const db = await this.database().catch(() => null)
    if (!db) return
    for (const [key, pending] of this.open) {
      const entry = await pending
      if (!entry.dirty) continue
      entry.dirty = false
      const [vehicleKey, lang] = key.split('\n')
      try {
        await db.indexes.put({ key, vehicleKey, lang, saved: entry.index.save(), updatedAt: Date.now() })
      } catch (error) {
        entry.dirty = true
        this.log('[search] an index could not be written; it is kept in memory', error)
      }
    }
    for (const [key, pending] of this.open) {
      if (this.open.size <= OPEN_INDEXES_KEPT) break
      const entry = await pending
      if (entry.dirty || this.open.get(key) !== pending) continue
      entry.dropped = true
      this.open.delete(key)
    }
  }
}
