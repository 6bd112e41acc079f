/**
 * Whether the browser engine keeps this origin's storage when the disk runs low. Without
 * persistence, Chromium may delete the whole origin's storage under disk pressure — the mirror,
 * saved vehicles included, and the baskets — in one go, with no warning. `persist()` asks for the
 * exemption; Chromium decides by its own rules (no prompt), and an Electron app's is its own.
 *
 * - `persistent`: kept until the user or the app deletes it;
 * - `best-effort`: refused: may be cleared under disk pressure;
 * - `unknown`: the engine has no such API, or asking failed.
 */
export type PersistenceAnswer = 'persistent' | 'best-effort' | 'unknown'

/** The part of navigator.storage this uses (a fake in unit tests). */
export interface PersistenceApi {
  persisted?: () => Promise<boolean>
  persist?: () => Promise<boolean>
}

/**
 * Asks once for persistent storage: an origin already persistent is not asked again (persist()
 * may cost the engine a permission check), and a refusal is the answer, not an error.
 */
export async function askForPersistence(storage: PersistenceApi | undefined): Promise<PersistenceAnswer> {
  if (!storage?.persist) return 'unknown'
  try {
    if (await storage.persisted?.()) return 'persistent'
    return (await storage.persist()) ? 'persistent' : 'best-effort'
  } catch {
    return 'unknown'
  }
}
