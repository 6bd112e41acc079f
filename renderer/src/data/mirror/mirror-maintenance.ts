import type { CompactionReport } from '../db/legacy-compaction'

/** What maintenance needs of the mirror: its compaction pass (legacy-compaction.ts), `pause` between batches. */
export interface Compactable {
  compactLegacy(pause?: () => Promise<void>): Promise<CompactionReport | null>
}

/** After the start has settled: the first page's reads come first. */
export const COMPACTION_DELAY_MS = 5_000
/** A breath between batches: the user's clicks come first. */
export const COMPACTION_PAUSE_MS = 20

export interface MirrorMaintenanceOptions {
  delayMs?: number
  pauseMs?: number
  log?: (message: string, error: unknown) => void
}

/**
 * The mirror's background work, started by the boot (app/boot.ts) rather than by a store's first
 * use: records an earlier version stored are made compact (legacy-compaction.ts) once the start
 * has settled, a batch at a time. Stopping (the page is going away) lets the batch being written
 * finish and runs no further one; the next start carries on where this one stopped.
 */
export class MirrorMaintenance {
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly stopping = new AbortController()
  private running: Promise<CompactionReport | null> = Promise.resolve(null)

  private readonly delayMs: number
  private readonly pauseMs: number
  private readonly log: (message: string, error: unknown) => void

  constructor(options: MirrorMaintenanceOptions = {}) {
    this.delayMs = options.delayMs ?? COMPACTION_DELAY_MS
    this.pauseMs = options.pauseMs ?? COMPACTION_PAUSE_MS
    this.log = options.log ?? ((message, error) => console.warn(message, error))
  }

  /** Schedules compaction of `mirror`'s records, `delayMs` from now (nothing when there is no mirror). */
  start(mirror: Compactable | null): void {
    if (!mirror || this.timer !== undefined || this.stopping.signal.aborted) return
    this.running = new Promise((resolve) => {
      this.waiting = resolve
      this.timer = setTimeout(() => {
        this.waiting = null
        resolve(this.compactNow(mirror))
      }, this.delayMs)
    })
  }

  /** Until the timer fires: settles the pass as not run. */
  private waiting: ((report: CompactionReport | null) => void) | null = null

  /** Settles when the scheduled pass has finished or stopped: its report, null if there was nothing to do. */
  whenDone(): Promise<CompactionReport | null> {
    return this.running
  }

  /** No further batch; settles once the one being written (if any) is. */
  async stop(): Promise<void> {
    this.stopping.abort()
    clearTimeout(this.timer)
    this.waiting?.(null)
    this.waiting = null
    await this.running
  }

  private async compactNow(mirror: Compactable): Promise<CompactionReport | null> {
    const signal = this.stopping.signal
    const pause = async () => {
      await new Promise((resolve) => setTimeout(resolve, this.pauseMs))
      signal.throwIfAborted()
    }
    try {
      return await mirror.compactLegacy(pause)
    } catch (error) {
      if (!signal.aborted) this.log('[mirror] compacting stored data failed; it stays readable as it is', error)
      return null
    }
  }
}
