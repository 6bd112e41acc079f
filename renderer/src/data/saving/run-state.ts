import type { AppError } from '@shared/result'

export type SaveState = 'running' | 'paused' | 'cancelled' | 'done' | 'failed'

/**
 * Where a save stands, and why it stopped early. Pause, cancel and a stop only ever move it out
 * of 'running'; workers look at it between items.
 */
export class RunState {
  state: SaveState = 'paused'
  /** Why the save stopped early (storage full, account refused…); cleared by a new run. */
  error: AppError | undefined
  /**
   * True from the start of a run until its last batch is written. Until then the save says it is
   * running, whatever pause, cancel or a stop asked for: items fetched before still go into the
   * mirror, and a bar that said "paused" with a count would be a count still moving.
   */
  walking = false
  /**
   * The run's requests carry this signal: pause and cancel abort it, so a request in flight is
   * aborted and one still queued in main's request budget is never sent. A new run gets a new one.
   */
  private stopping = new AbortController()

  get signal(): AbortSignal {
    return this.stopping.signal
  }

  get running(): boolean {
    return this.state === 'running'
  }

  /** What the progress bar shows. */
  get shown(): SaveState {
    return this.walking ? 'running' : this.state
  }

  start(): void {
    this.stopping = new AbortController()
    this.state = 'running'
    this.error = undefined
  }

  pause(): void {
    if (this.state !== 'running') return
    this.state = 'paused'
    this.stopping.abort()
  }

  cancel(): void {
    this.state = 'cancelled'
    this.stopping.abort()
  }

  /** Retrying cannot help (no room, the account refused, our own failure): the save fails with the reason. */
  stop(error: AppError): void {
    this.error ??= error
    this.state = 'failed'
  }

  /** Transient trouble that outlasted the retries: paused (Resume goes on), never "failed". */
  pauseFor(error: AppError): void {
    this.error ??= error
    this.pause()
  }
}
