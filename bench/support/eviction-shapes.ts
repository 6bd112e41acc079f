/** What bench/eviction.bench.ts asks of its page (bench/page/eviction-page.ts), and what it gets back. */
export interface EvictionShape {
  sections: number
  /** One picture record per this many sections. */
  pictureEvery: number
  /** How many picture records show the same picture (0: every picture its own). */
  sharedBy: number
  pictureKb: number
}

export interface EvictionRun {
  records: number
  storedMb: number
  fillMs: number
  evictMs: number
  freedMb: number
  /** The page's longest task while eviction ran. */
  longestTaskMs: number
}
