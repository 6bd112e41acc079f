/** What `run` resolves with when a newer request (or `cancel()`) came first. */
export const SUPERSEDED: unique symbol = Symbol('superseded')

/**
 * One request lifecycle for every loader of the renderer: load, keep the latest, cancel the
 * superseded. Clicks and language switches outrun the network, so answers arrive out of order;
 * only the answer to the newest request may reach the screen.
 */
export interface LatestRequest {
  /**
   * Runs `load`, superseding the request still running: that one's answer is dropped and its
   * AbortSignal fires, so work that can stop early (reading many stored records) does, and a
   * network call given the signal (CatalogAccess options) is dropped or aborted in main: a
   * superseded click costs no request. Resolves with the answer, or with SUPERSEDED, which the
   * caller must not show.
   */
  run<T>(load: (signal: AbortSignal) => Promise<T>): Promise<T | typeof SUPERSEDED>
  /** Supersedes the running request without starting another (the page went away, or was cleared). */
  cancel(): void
}

export function createLatestRequest(): LatestRequest {
  let current: AbortController | null = null

  function cancel(): void {
    current?.abort()
    current = null
  }

  async function run<T>(load: (signal: AbortSignal) => Promise<T>): Promise<T | typeof SUPERSEDED> {
    cancel()
    const mine = new AbortController()
    current = mine
    const answer = await load(mine.signal)
    if (current !== mine) return SUPERSEDED
    current = null
    return answer
  }

  return { run, cancel }
}

/** One LatestRequest per key: requests for different keys (two vehicles) never supersede each other. */
export function createLatestRequests(): (key: string) => LatestRequest {
  const byKey = new Map<string, LatestRequest>()
  return (key) => {
    let request = byKey.get(key)
    if (!request) byKey.set(key, (request = createLatestRequest()))
    return request
  }
}
