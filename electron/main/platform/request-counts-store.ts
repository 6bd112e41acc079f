import Store from 'electron-store'
import type { CountsStore, DayCounts } from '../core/http/request-counter'

/** How long a new count may wait in memory before it is written: a save sends hundreds a second. */
const WRITE_EVERY_MS = 5_000

/**
 * Today's request counts per account in `<userData>/request-counts.json`, so Settings' "requests
 * today" survives a restart. Counts change with every request, so they are written at most every
 * few seconds (and on `flush`, at quit), never once per request; losing the last few seconds of
 * counts in a crash is acceptable, slowing every request by a disk write is not. The file is
 * user-editable JSON: RequestCounter takes only sane numbers from it.
 */
export function createRequestCountsStore(options: { cwd?: string } = {}): CountsStore & { flush(): void } {
  const store = new Store<Record<string, DayCounts>>({ name: 'request-counts', cwd: options.cwd })
  const pending = new Map<string, DayCounts>()
  let timer: ReturnType<typeof setTimeout> | null = null
  const flush = (): void => {
    if (timer) clearTimeout(timer)
    timer = null
    for (const [key, value] of pending) store.set(key, value)
    pending.clear()
  }
  return {
    load: (key) => pending.get(key) ?? (store.get(key) as DayCounts | undefined) ?? null,
    save: (key, value) => {
      pending.set(key, value)
      timer ??= setTimeout(flush, WRITE_EVERY_MS)
      timer.unref?.()
    },
    flush
  }
}
