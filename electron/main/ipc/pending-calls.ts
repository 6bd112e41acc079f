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
 * cannot cancel another's calls. A window that closes (or reloads) takes every call it still had
 * under way with it, numbered or not: `endOwner` aborts them, since nobody is left to read the
 * answers. Plain data, so it is tested without Electron.
 */
export class PendingCalls {
  private readonly calls = new Map<string, AbortController>()
  private readonly byOwner = new Map<number, Set<AbortController>>()

  /** Starts a call; `id` is whatever the page sent (not a valid id: the call cannot be cancelled). */
  begin(owner: number, id: unknown): PendingCall {
    const controller = new AbortController()
    const key = isCallId(id) ? `${owner}:${id}` : null
    // A repeated id keeps its first call: the page numbers calls once, so a repeat is not ours to honour.
    const registered = key !== null && !this.calls.has(key)
    if (registered) this.calls.set(key, controller)
    const owned = this.byOwner.get(owner) ?? new Set<AbortController>()
    owned.add(controller)
    this.byOwner.set(owner, owned)
    return {
      signal: controller.signal,
      end: () => {
        if (registered && this.calls.get(key) === controller) this.calls.delete(key)
        owned.delete(controller)
        if (owned.size === 0 && this.byOwner.get(owner) === owned) this.byOwner.delete(owner)
      }
    }
  }

  /** The owner's page is gone: aborts all its calls under way. Returns how many were aborted. */
  endOwner(owner: number): number {
    const owned = this.byOwner.get(owner)
    if (!owned) return 0
    this.byOwner.delete(owner)
    for (const [key, controller] of this.calls) if (owned.has(controller)) this.calls.delete(key)
    for (const controller of owned) controller.abort()
    return owned.size
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

  /** Calls under way, numbered or not (tests). */
  get running(): number {
    let count = 0
    for (const owned of this.byOwner.values()) count += owned.size
    return count
  }
}
