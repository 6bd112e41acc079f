import { isCallId } from '../../shared/contract'

/** A call under way that may be cancelled: its signal for the handler, and `end` once it settled. */
export interface PendingCall {
  signal: AbortSignal
  end(): void
}

/**
 * The calls under way that a page may still cancel (VS Code's cancellation tokens over IPC): the
 * preload numbers a cancellable call and sends its id with the invoke; a cancel message with that
 * id aborts the handler's signal. Ids are per window (the sender's webContents id): one window
 * cannot cancel another's calls. Plain data, so it is tested without Electron.
 */
export class PendingCalls {
  private readonly calls = new Map<string, AbortController>()

  /** Starts a call; `id` is whatever the page sent (not a valid id: the call cannot be cancelled). */
  begin(owner: number, id: unknown): PendingCall {
    const controller = new AbortController()
    const key = isCallId(id) ? `${owner}:${id}` : null
    // A repeated id keeps its first call: the page numbers calls once, so a repeat is not ours to honour.
    const registered = key !== null && !this.calls.has(key)
    if (registered) this.calls.set(key, controller)
    return {
      signal: controller.signal,
      end: () => {
        if (registered && this.calls.get(key) === controller) this.calls.delete(key)
      }
    }
  }

  /** Aborts the owner's call `id`; an unknown, settled or malformed id is ignored. True when one was aborted. */
  cancel(owner: number, id: unknown): boolean {
    if (!isCallId(id)) return false
    const key = `${owner}:${id}`
    const controller = this.calls.get(key)
    if (!controller) return false
    this.calls.delete(key)
    controller.abort()
    return true
  }

  /** Calls that can still be cancelled (tests). */
  get size(): number {
    return this.calls.size
  }
}
