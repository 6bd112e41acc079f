import { ContentChanges } from './content-store'
import type { ImageRecord, MirrorDatabase, SectionRecord } from './schema'
import { addKept } from './totals'

/**
 * Records whose pin changed (their vehicle saved, or no longer): the kept total moves by their
 * bytes, and the content they use by one pinned user each (content-store.ts).
 */
export class Repins {
  private kept = 0
  private readonly trails = new ContentChanges()
  private readonly pictures = new ContentChanges()

  note(record: SectionRecord | ImageRecord, pinned: 0 | 1): void {
    if (pinned === record.pinned) return
    const now = pinned === 1
    if ('kind' in record) {
      // A section: its own bytes, and one user of its trail.
      this.kept += now ? record.size : -record.size
      if (record.trail) this.trails.repin(record.trail, now)
    } else if (record.hash)
      this.pictures.repin(record.hash, now) // version 3: the bytes are content
    else this.kept += now ? record.size : -record.size // version 2: the record holds its bytes
  }

  async apply(db: MirrorDatabase): Promise<void> {
    await this.trails.apply(db, 'trails')
    await this.pictures.apply(db, 'pictures')
    await addKept(db, this.kept + this.trails.keptBytes + this.pictures.keptBytes)
  }
}
