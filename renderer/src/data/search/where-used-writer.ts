import type { CatalogResult } from '@shared/catalog-schemas'
import type { SearchDatabase } from './search-database'
import { recordBytes, SizeChanges } from './search-sizes'
import type { Slices } from './slices'
import { writeSupersessions, type SupersessionWrite } from './supersession-groups'
import {
  nodeIdOf,
  originOfVehicle,
  supersessionsOf,
  usesOf,
  type PartUse,
  type SupersessionCaps,
  type UsedNode
} from './where-used-records'

/** A section the mirror has just stored under a vehicle. */
export interface StoredSectionEvent {
  vehicleKey: string
  vin: string
  lang: string
  q: string
  catalog?: string
  result: CatalogResult
}

/** Where-used records per transaction: a save's batch of hundreds of nodes is written in pieces. */
const RECORDS_PER_WRITE = 500

type NodeUses = Map<string, { node: UsedNode; uses: PartUse[] }>

/**
 * Writes where-used rows of stored nodes, and supersessions of stored part information, in one
 * transaction with their vehicles' sizes. A node stored again replaces its rows; other answers
 * have none. Records are made between yields (`slices`); the transaction only writes them.
 */
export class WhereUsedWriter {
  constructor(
    private readonly caps: SupersessionCaps,
    private readonly slices: Slices,
    private readonly log: (message: string, error: unknown) => void,
    /** Called after every write: the sizes changed (or may have). */
    private readonly sizesChanged: () => void
  ) {}

  async record(db: SearchDatabase, events: readonly StoredSectionEvent[]): Promise<void> {
    let found: NodeUses = new Map()
    let supersessions: SupersessionWrite[] = []
    let records = 0
    for (const event of events) {
      await this.slices.yieldIfDue()
      const origin = originOfVehicle(event.vehicleKey)
      if (event.result.node) {
        const place = { ...event, origin }
        const made = usesOf(place, await nodeIdOf(place), event.result)
        if (made) {
          // The node's size is its record's and its rows'; the last answer for it in a batch wins.
          made.node.bytes = recordBytes(made.node) + made.uses.reduce((sum, use) => sum + recordBytes(use), 0)
          found.set(made.node.id, made)
          records += made.uses.length + 1
        }
      }
      if (event.result.replacement) {
        const { sets, capped } = supersessionsOf(event.result, this.caps)
        if (sets.length || capped.length) supersessions.push({ origin, vehicleKey: event.vehicleKey, sets, capped })
        records += sets.reduce((sum, set) => sum + set.length, 0) + capped.length
      }
      // A save's batch is written in pieces, so no one transaction holds the page for long.
      if (records >= RECORDS_PER_WRITE) {
        await this.write(db, found, supersessions)
        found = new Map()
        supersessions = []
        records = 0
      }
    }
    await this.write(db, found, supersessions)
  }

  private async write(db: SearchDatabase, found: NodeUses, supersessions: readonly SupersessionWrite[]): Promise<void> {
    if (!found.size && !supersessions.length) return
    await this.slices.yieldIfDue()
    const nodes = [...found.values()].map((made) => made.node)
    const uses = [...found.values()].flatMap((made) => made.uses)
    const replaced = nodes.map((node) => node.id)
    try {
      await db.transaction('rw', [db.partUses, db.usedNodes, db.numberGroups, db.whereUsedCaps, db.sizes], async () => {
        const sizes = new SizeChanges()
        if (replaced.length) {
          for (const old of await db.usedNodes.bulkGet(replaced)) if (old) sizes.add(old.vehicleKey, -(old.bytes ?? 0))
          await db.partUses.where('node').anyOf(replaced).delete()
        }
        for (const node of nodes) sizes.add(node.vehicleKey, node.bytes ?? 0)
        if (nodes.length) await db.usedNodes.bulkPut(nodes)
        if (uses.length) await db.partUses.bulkPut(uses)
        if (supersessions.length) await writeSupersessions(db, supersessions, sizes)
        await applySizes(db, sizes)
      })
    } catch (error) {
      this.log('[search] where-used rows could not be written', error)
    } finally {
      this.sizesChanged()
    }
  }
}

/** Adds each vehicle's size change to its counter, inside the caller's transaction. */
async function applySizes(db: SearchDatabase, sizes: SizeChanges): Promise<void> {
  if (!sizes.size) return
  const changes = sizes.entries()
  const before = await db.sizes.bulkGet(changes.map(([vehicleKey]) => vehicleKey))
  await db.sizes.bulkPut(
    changes.map(([vehicleKey, bytes], i) => ({
      ...before[i],
      vehicleKey,
      bytes: Math.max(0, (before[i]?.bytes ?? 0) + bytes)
    }))
  )
}
