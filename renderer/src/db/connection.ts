import { MirrorDatabase } from './schema'

let opening: Promise<MirrorDatabase> | null = null

/**
 * The app's one connection to its IndexedDB database, shared by the mirror and the baskets.
 * A failed open is not remembered, so a later caller may try again.
 */
export function openDatabase(): Promise<MirrorDatabase> {
  opening ??= (async () => {
    const db = new MirrorDatabase()
    await db.open()
    return db
  })().catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}
