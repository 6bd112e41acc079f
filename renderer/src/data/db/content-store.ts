import type { ContentRecord, MirrorDatabase } from './schema'

/**
 * Reference changes to shared content (pictures, breadcrumb trails) gathered over one write, then
 * applied at once inside the writer's transaction: one read and one write per content however
 * many records of the batch use it. A record that takes content adds a reference (with the bytes,
 * in case the content is new); a record that lets go of it, or is deleted, removes one. Content
 * nobody references any more is deleted.
 */
export class ContentChanges {
  private readonly changes = new Map<string, { refs: number; bytes?: Uint8Array }>()

  add(hash: string, bytes?: Uint8Array): void {
    const change = this.changes.get(hash) ?? { refs: 0 }
    change.refs++
    if (bytes) change.bytes ??= bytes
    this.changes.set(hash, change)
  }

  remove(hash: string): void {
    const change = this.changes.get(hash) ?? { refs: 0 }
    change.refs--
    this.changes.set(hash, change)
  }

  get empty(): boolean {
    return [...this.changes.values()].every((change) => change.refs === 0)
  }

  /**
   * Applies the changes (inside the caller's transaction) and returns the stored bytes they add
   * minus those they free: what the usage counter moves by. A reference to content that is
   * neither stored nor given throws, which aborts the transaction rather than store a record
   * whose picture is missing.
   */
  async apply(table: MirrorDatabase['pictures'] | MirrorDatabase['trails']): Promise<number> {
    const hashes = [...this.changes].filter(([, change]) => change.refs !== 0).map(([hash]) => hash)
    if (hashes.length === 0) return 0
    const existing = await table.bulkGet(hashes)
    const puts: ContentRecord[] = []
    const deletes: string[] = []
    let bytes = 0
    hashes.forEach((hash, index) => {
      const change = this.changes.get(hash)!
      const stored = existing[index]
      const refs = (stored?.refs ?? 0) + change.refs
      if (refs <= 0) {
        if (stored) {
          deletes.push(hash)
          bytes -= stored.size
        }
        return
      }
      if (stored) {
        puts.push({ ...stored, refs })
        return
      }
      if (!change.bytes) throw new Error(`shared content ${hash} is referenced but not stored`)
      puts.push({ hash, bytes: change.bytes, size: change.bytes.byteLength, refs })
      bytes += change.bytes.byteLength
    })
    if (puts.length) await table.bulkPut(puts)
    if (deletes.length) await table.bulkDelete(deletes)
    return bytes
  }
}
