/**
 * One abort signal for a request several callers share (a click that joined its prefetch's
 * request, two views asking for one section): it aborts only once every caller that can give up
 * has given up. A caller without a signal (a prefetch, a background refresh) holds the request to
 * the end: its answer is still wanted.
 */
export class SharedAbort {
  private readonly controller = new AbortController()
  private waiting = 0
  private held = false

  get signal(): AbortSignal {
    return this.controller.signal
  }

  /** Another caller waits for the request; `signal` says when it stops waiting. */
  join(signal: AbortSignal | undefined): void {
    if (this.controller.signal.aborted) return
    if (!signal) {
      this.held = true
      return
    }
    if (signal.aborted) {
      this.settleIfAllGone()
      return
    }
    this.waiting++
    signal.addEventListener(
      'abort',
      () => {
        this.waiting--
        this.settleIfAllGone()
      },
      { once: true }
    )
  }

  private settleIfAllGone(): void {
    if (!this.held && this.waiting === 0) this.controller.abort()
  }
}
