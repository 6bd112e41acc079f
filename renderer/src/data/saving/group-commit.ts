export interface GroupCommitOptions {
  /** Most pieces per write: bounds the memory held, however large the job. */
  maxBatch: number
  /** Pieces worth a write of their own; fewer wait up to `lingerMs` for company. */
  minBatch?: number
  lingerMs?: number
}

/**
 * Group commit: work arrives one piece at a time and is written many pieces per transaction.
 * While one write runs, what arrives waits and goes into the next, so batches grow by themselves
 * when writing is the slow part. A lone piece lingers a moment for others (every IndexedDB commit
 * costs the database process a log write, whatever its size), unless the producer says nothing
 * more is coming (`flushNow`). A full buffer makes producers wait.
 */
export class GroupCommit<T> {
  private buffer: T[] = []
  private flushing: Promise<void> | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  /** Set by flushNow: what is left after the running write goes at once, not after lingering. */
  private urgent = false
  private readonly maxBatch: number
  private readonly minBatch: number
  private readonly lingerMs: number

  /** `write` must not throw: a failed batch is the writer's to report. */
  constructor(
    private readonly write: (batch: T[]) => Promise<void>,
    options: GroupCommitOptions
  ) {
    this.maxBatch = options.maxBatch
    this.minBatch = Math.min(options.minBatch ?? 1, options.maxBatch)
    this.lingerMs = options.lingerMs ?? 0
  }

  /** Hands over one piece; resolves once there is room for more (not once it is written). */
  async add(piece: T): Promise<void> {
    this.buffer.push(piece)
    if (!this.flushing) this.schedule()
    while (this.buffer.length >= this.maxBatch && this.flushing) await this.flushing
  }

  /** Writes what is waiting without lingering (the producers have nothing more for now). */
  flushNow(): void {
    this.urgent = true
    if (!this.flushing && this.buffer.length) this.start()
  }

  /** Settles once everything handed over so far is written. */
  async drain(): Promise<void> {
    while (this.buffer.length || this.flushing) {
      this.flushNow()
      await this.flushing
    }
  }

  /** Enough waiting: write now; else wait a moment for more. */
  private schedule(): void {
    if (this.buffer.length >= this.minBatch) this.start()
    else this.timer ??= setTimeout(() => this.start(), this.lingerMs)
  }

  private start(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.urgent = false
    this.flushing = this.flush().finally(() => {
      this.flushing = null
      // Pieces arrived while the last batch was written: now, or after a moment for company.
      if (!this.buffer.length) return
      if (this.urgent) this.start()
      else this.schedule()
    })
  }

  private async flush(): Promise<void> {
    do await this.write(this.buffer.splice(0, this.maxBatch))
    while (this.buffer.length >= this.minBatch)
  }
}
