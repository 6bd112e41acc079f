/**
 * Group commit: work arrives one piece at a time and is written many pieces per transaction.
 * While one write runs, what arrives waits and goes into the next, so batches grow by themselves
 * when writing is the slow part and stay small (quick to show) when it is not; no timer decides.
 * A full buffer makes producers wait (memory stays bounded however large the job).
 */
export class GroupCommit<T> {
  private buffer: T[] = []
  private flushing: Promise<void> | null = null

  /** `write` must not throw: a failed batch is the writer's to report. */
  constructor(
    private readonly write: (batch: T[]) => Promise<void>,
    private readonly maxBatch: number
  ) {}

  /** Hands over one piece; resolves once there is room for more (not once it is written). */
  async add(piece: T): Promise<void> {
    this.buffer.push(piece)
    this.start()
    while (this.buffer.length >= this.maxBatch && this.flushing) await this.flushing
  }

  /** Settles once everything handed over so far is written. */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing
  }

  private start(): void {
    this.flushing ??= this.flush().finally(() => {
      this.flushing = null
      // Pieces may have arrived while the last batch finished.
      if (this.buffer.length) this.start()
    })
  }

  private async flush(): Promise<void> {
    while (this.buffer.length) await this.write(this.buffer.splice(0, this.maxBatch))
  }
}
