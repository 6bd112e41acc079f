import Dexie, { type EntityTable } from 'dexie'
import type { ImageRecord, MirrorDatabase, SectionRecord } from './schema'

/** Records of no saved vehicle, least recently used first (used at `from` or later). */
export function unpinned<T extends SectionRecord | ImageRecord>(table: EntityTable<T, 'key'>, from = -Infinity) {
  return table.where('[pinned+lastAccess]').between([0, from], [0, Dexie.maxKey])
}

/** Every record no saved vehicle keeps (what "Clear unsaved data" deletes), inside the caller's transaction. */
export async function everyUnpinned(db: MirrorDatabase): Promise<{ sections: SectionRecord[]; images: ImageRecord[] }> {
  const [sections, images] = await Promise.all([unpinned(db.sections).toArray(), unpinned(db.images).toArray()])
  return { sections, images }
}
