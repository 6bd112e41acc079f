import type { ContentRecord, ContentUse, MirrorDatabase } from './schema'

/** The two tables of shared content; their uses are counted in `contentUses` for both. */
export type ContentTable = 'pictures' | 'trails'

interface Change {
  refs: number
  /** Change in how many of the users are pinned (records of a saved vehicle). */
  pinned: number
  bytes?: Uint8Array
}

/**
 * How many records use each of `hashes` (undefined: content not stored), inside the caller's
 * transaction, which must include `contentUses` and the content table. Content stored before
 * version 6 has its count on the content record itself: that record (bytes and all) is read this
 * once, and the caller's write moves the count into `contentUses`.
 */
export async function readUses(
  db: MirrorDatabase,
  table: ContentTable,
  hashes: readonly string[]
): Promise<Array<ContentUse | undefined>> {
  const uses = await db.contentUses.bulkGet([...hashes])
  const unknown = hashes.filter((_, index) => !uses[index])
  if (unknown.length === 0) return uses
  const legacy = new Map<string, ContentUse>()
  for (const record of await db[table].bulkGet(unknown)) {
    if (record) legacy.set(record.hash, legacyUse(record))
  }
  return hashes.map((hash, index) => uses[index] ?? legacy.get(hash))
}

function legacyUse(record: ContentRecord): ContentUse {
  return { hash: record.hash, size: record.size, refs: record.refs ?? 0, pinnedRefs: record.pinnedRefs ?? 0 }
}

/**
 * Reference changes to shared content (pictures, breadcrumb trails) gathered over one write, then
 * applied at once inside the writer's transaction: one read and one write of each content's
 * small use record however many records of the batch use it; the bytes are written only when the
 * content is new, and never read. A record that takes content adds a reference (with the bytes,
 * in case the content is new); a record that lets go of it, or is deleted, removes one. Content
 * nobody references any more is deleted.
 *
 * Each reference says whether its record is pinned, so the content knows how many saved records
 * use it (`pinnedRefs`): content counts toward the kept bytes while one does (`keptBytes`).
 */
export class ContentChanges {
  private readonly changes = new Map<string, Change>()
  /** What the last apply moved the kept bytes by (content that became, or stopped being, kept). */
  keptBytes = 0

  add(hash: string, bytes?: Uint8Array, pinned = false): void {
    const change = this.change(hash)
    change.refs++
    if (pinned) change.pinned++
    if (bytes) change.bytes ??= bytes
  }

  remove(hash: string, pinned = false): void {
    const change = this.change(hash)
    change.refs--
    if (pinned) change.pinned--
  }

  /** A user of the content was pinned or unpinned (its vehicle saved, or no longer). */
  repin(hash: string, pinned: boolean): void {
    this.change(hash).pinned += pinned ? 1 : -1
  }

  get empty(): boolean {
    return [...this.changes.values()].every((change) => change.refs === 0 && change.pinned === 0)
  }

  private change(hash: string): Change {
    let change = this.changes.get(hash)
    if (!change) this.changes.set(hash, (change = { refs: 0, pinned: 0 }))
    return change
  }

  /**
   * Applies the changes to `table` and `contentUses` (inside the caller's transaction, which
   * includes both) and returns the stored bytes they add minus those they free: what the usage
   * counter moves by; `keptBytes` says what the kept total moves by. A reference to content that
   * is neither stored nor given throws, which aborts the transaction rather than store a record
   * whose picture is missing.
   */
  async apply(db: MirrorDatabase, table: ContentTable): Promise<number> {
    this.keptBytes = 0
    const hashes = [...this.changes]
      .filter(([, change]) => change.refs !== 0 || change.pinned !== 0)
      .map(([hash]) => hash)
    if (hashes.length === 0) return 0
    const existing = await readUses(db, table, hashes)
    const uses: ContentUse[] = []
    const added: ContentRecord[] = []
    const deletes: string[] = []
    let bytes = 0
    hashes.forEach((hash, index) => {
      const change = this.changes.get(hash)!
      const stored = existing[index]
      const refs = (stored?.refs ?? 0) + change.refs
      const wasKept = (stored?.pinnedRefs ?? 0) > 0
      const pinnedRefs = Math.max(0, Math.min(refs, (stored?.pinnedRefs ?? 0) + change.pinned))
      if (refs <= 0) {
        if (stored) {
          deletes.push(hash)
          bytes -= stored.size
          if (wasKept) this.keptBytes -= stored.size
        }
        return
      }
      if (stored) {
        uses.push({ hash, size: stored.size, refs, pinnedRefs })
        this.keptBytes += ((pinnedRefs > 0 ? 1 : 0) - (wasKept ? 1 : 0)) * stored.size
        return
      }
      if (!change.bytes) throw new Error(`shared content ${hash} is referenced but not stored`)
      const size = change.bytes.byteLength
      added.push({ hash, bytes: change.bytes, size })
      uses.push({ hash, size, refs, pinnedRefs })
      bytes += size
      if (pinnedRefs > 0) this.keptBytes += size
    })
    if (added.length) await db[table].bulkPut(added)
    if (uses.length) await db.contentUses.bulkPut(uses)
    if (deletes.length) {
      await db[table].bulkDelete(deletes)
      await db.contentUses.bulkDelete(deletes)
    }
    return bytes
  }
}
