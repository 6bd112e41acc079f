import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

// A real collection before each baseline, so garbage from earlier tests does not count as growth.
setFlagsFromString('--expose-gc')
const collect = runInNewContext('gc') as () => void

export interface Growth {
  /**
   * Peak V8 heap + external memory (every Buffer and ArrayBuffer) above the level before, with a
   * full collection before each sample: what the process actually holds at its worst moment.
   */
  liveBytes: number
  /**
   * The same without collections: live memory plus garbage V8 has not collected yet. Node's HTTP
   * client allocates every socket read and copies each body piece out of it, so reading N bytes
   * leaves about N bytes of such garbage until the next collection.
   */
  withGarbageBytes: number
  /** Peak resident set size above the level before (the allocator may reuse freed pages: a lower bound). */
  rssBytes: number
}

const heapAndExternal = () => {
  const usage = process.memoryUsage()
  // `external` already includes `arrayBuffers`.
  return usage.heapUsed + usage.external
}

/** One run; with `collectEachSample` the growth is live memory only. */
export async function measureOnce<T>(work: () => Promise<T>, collectEachSample: boolean) {
  collect()
  collect()
  const rssBefore = process.memoryUsage().rss
  const before = heapAndExternal()
  let rssPeak = rssBefore
  let peak = before
  const sample = () => {
    if (collectEachSample) collect()
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss)
    peak = Math.max(peak, heapAndExternal())
  }
  const timer = setInterval(sample, 2)
  try {
    const outcome = await work()
    sample()
    return { outcome, growth: peak - before, rss: rssPeak - rssBefore }
  } finally {
    clearInterval(timer)
  }
}

/**
 * Runs `work` twice while sampling this process's memory every 2 ms: once collecting garbage
 * before every sample (live growth), once not (growth including garbage). The HTTP server under
 * test lives in this process too; its side streams from one reused buffer, so what grows is the
 * client side.
 */
export async function measureGrowth<T>(work: () => Promise<T>): Promise<{ outcome: T; growth: Growth }> {
  const live = await measureOnce(work, true)
  const raw = await measureOnce(work, false)
  return {
    outcome: raw.outcome,
    growth: { liveBytes: live.growth, withGarbageBytes: raw.growth, rssBytes: Math.max(live.rss, raw.rss) }
  }
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
