import { MirrorDatabase } from './schema'

/**
 * The app's one connection to its IndexedDB database, shared by the mirror and the baskets: the
 * returned function opens it once. A failed open is not remembered, so a later caller (the
 * baskets page, after the mirror found IndexedDB busy) may try again.
 */
export function databaseOpener(
  create: () => MirrorDatabase = () => new MirrorDatabase()
): () => Promise<MirrorDatabase> {
  let opening: Promise<MirrorDatabase> | null = null
  return () => {
    opening ??= (async () => {
      const db = create()
      await db.open()
      return db
    })().catch((error: unknown) => {
      opening = null
      throw error
    })
    return opening
  }
}
