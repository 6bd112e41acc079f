import type { QueueAddition } from '../db/batch-write'

interface Level {
  /** Sections found at this depth (first seen in this run). */
  discovered: number
  /** Of those, finished (stored or missing). */
  finished: number
  /** Stored ones, whose findings the averages below are made of. */
  read: number
  /** New sections and pictures those found one level down. */
  sections: number
  images: number
}

/**
 * An early estimate of how many items a save will fetch, before the walk has found them all.
 *
 * The walk goes level by level (main groups, group lists, subgroup lists, nodes, part
 * information), so the queue's count grows in jumps: the lists say a few hundred, and the count
 * reaches its thousands only once the nodes' part information is found. Each level's pages found
 * about as much as the others of that level, so every page still to fetch is counted with what
 * its level found so far, recursively: the lists give the number of nodes, the first nodes the
 * parts per node. A level nothing has been read of yet counts its pages only.
 *
 * Depths are known for what this run found; a save resumed after a restart estimates from what
 * it finds from then on.
 */
export class TotalEstimate {
  private readonly depthOf = new Map<string, number>()
  private readonly levels: Level[] = []

  /** The walk's first page, the main groups. */
  root(itemKey: string): void {
    if (this.depthOf.has(itemKey)) return
    this.depthOf.set(itemKey, 0)
    this.level(0).discovered++
  }

  /** An item was fetched (or given up) with the pointers it found. */
  finished(
    item: { itemKey: string; kind: 'section' | 'image' },
    stored: boolean,
    found: readonly QueueAddition[]
  ): void {
    const depth = this.depthOf.get(item.itemKey)
    if (item.kind !== 'section' || depth === undefined || depth < 0) return
    const level = this.level(depth)
    level.finished++
    if (!stored) return
    level.read++
    for (const next of found) {
      if (this.depthOf.has(next.itemKey)) continue // seen already: the queue has it once
      if (next.kind === 'image') {
        this.depthOf.set(next.itemKey, -1)
        level.images++
      } else {
        this.depthOf.set(next.itemKey, depth + 1)
        this.level(depth + 1).discovered++
        level.sections++
      }
    }
  }

  /**
   * The queue's total plus what the pages still to fetch are expected to find; null while nothing
   * says the total will grow (no level read yet beyond what is queued).
   */
  total(queued: number): number | null {
    // Items one page of each level brings in all, itself included, from the deepest level up.
    const expected: number[] = []
    for (let depth = this.levels.length - 1; depth >= 0; depth--) {
      const level = this.levels[depth]
      const below = expected[depth + 1] ?? 1
      expected[depth] = level.read === 0 ? 1 : 1 + (level.images + level.sections * below) / level.read
    }
    let more = 0
    this.levels.forEach((level, depth) => {
      more += Math.max(0, level.discovered - level.finished) * (expected[depth] - 1)
    })
    return more >= 1 ? Math.round(queued + more) : null
  }

  private level(depth: number): Level {
    return (this.levels[depth] ??= { discovered: 0, finished: 0, read: 0, sections: 0, images: 0 })
  }
}
