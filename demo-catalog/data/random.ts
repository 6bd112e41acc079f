// Deterministic helpers: every piece of demo data is a pure function of the seed and a name,
// so the same seed gives byte-identical catalogs on every start (clients cache by pointer).

/** 32-bit FNV-1a over a string, mixed with a seed. */
export function hash32(text: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  // final avalanche so nearby strings spread
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b) >>> 0
  h ^= h >>> 13
  return h >>> 0
}

export interface Rng {
  next(): number // [0, 1)
  int(min: number, max: number): number // inclusive
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

/** mulberry32: small, fast, good enough for demo data. */
export function rng(seed: number): Rng {
  let a = seed >>> 0
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p
  }
}

export function rngFor(seed: number, name: string): Rng {
  return rng(hash32(name, seed))
}
