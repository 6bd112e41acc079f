import type { BackfillReport, WorkshopBackfill } from '../db/workshop-backfill'

/**
 * Starts the backfill of what was stored before the workshop mirror was set up
 * (db/workshop-backfill.ts) when the switch says one is set up: once per address, one run at a
 * time, never awaited by anything a user does. Turning the workshop mirror off forgets the mark:
 * what is stored while it is off is named again when it comes back (names the server holds
 * already cost one `_revs_diff` line each, no upload).
 */
const BETWEEN_PAGES_MS = 15

export interface BackfillRunner {
  /** The workshop address in force (null: none). Settles when any run it started has ended. */
  changed(target: string | null): Promise<BackfillReport | null>
}

export function createBackfillRunner(
  backfill: WorkshopBackfill,
  log: (message: string, error: unknown) => void,
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, BETWEEN_PAGES_MS))
): BackfillRunner {
  let running: Promise<BackfillReport | null> = Promise.resolve(null)
  return {
    changed(target) {
      running = running.then(async () => {
        try {
          if (target === null) {
            await backfill.forget()
            return null
          }
          if (await backfill.doneFor(target)) return null
          return await backfill.run(target, pause)
        } catch (error) {
          log('[workshop] naming what was stored before for the workshop mirror failed', error)
          return null
        }
      })
      return running
    }
  }
}
