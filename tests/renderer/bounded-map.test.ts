import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BoundedMap } from '@renderer/lib/bounded-map'

/** The clock and timers are faked: ages are set by moving time, never by waiting. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('BoundedMap: size', () => {
  it('keeps at most maxEntries, dropping the oldest set first', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 3 })
    for (const [n, key] of ['a', 'b', 'c', 'd'].entries()) map.set(key, n)
    expect(map.size).toBe(3)
    expect(map.has('a')).toBe(false)
    expect(['b', 'c', 'd'].map((key) => map.peek(key))).toEqual([1, 2, 3])
  })

  it('get is a use: the key read last is dropped last (LRU)', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 2 })
    map.set('a', 1).set('b', 2)
    expect(map.get('a')).toBe(1)
    map.set('c', 3)
    expect(map.has('a')).toBe(true)
    expect(map.has('b')).toBe(false)
  })

  it('peek and has are not uses', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 2 })
    map.set('a', 1).set('b', 2)
    expect(map.peek('a')).toBe(1)
    expect(map.has('a')).toBe(true)
    map.set('c', 3)
    expect(map.has('a')).toBe(false)
  })

  it('setting a key again makes it the newest, with one entry', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 2 })
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3)
    expect(map.peek('a')).toBe(10)
    expect(map.has('b')).toBe(false)
    expect(map.size).toBe(2)
  })

  it('take hands a value over once', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 2 })
    map.set('a', 1)
    expect(map.take('a')).toBe(1)
    expect(map.take('a')).toBeUndefined()
    expect(map.size).toBe(0)
  })
})

describe('BoundedMap: time', () => {
  it('an entry counts for maxAgeMs after it was set, and not a moment longer', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 10, maxAgeMs: 1_000 })
    map.set('a', 1)
    vi.advanceTimersByTime(999)
    expect(map.has('a')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(map.has('a')).toBe(false)
    expect(map.get('a')).toBeUndefined()
    expect(map.take('a')).toBeUndefined()
  })

  it('reading an entry does not extend its time; setting it again does', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 10, maxAgeMs: 1_000 })
    map.set('read', 1).set('set again', 2)
    vi.advanceTimersByTime(600)
    map.get('read')
    map.set('set again', 3)
    vi.advanceTimersByTime(600)
    expect(map.has('read')).toBe(false)
    expect(map.peek('set again')).toBe(3)
  })

  it('expired entries are not counted, and go when the map is next set', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 2, maxAgeMs: 1_000 })
    map.set('old', 1)
    vi.advanceTimersByTime(1_000)
    map.set('b', 2).set('c', 3)
    // The expired entry went first, so both fresh ones stay.
    expect(map.size).toBe(2)
    expect(['b', 'c'].every((key) => map.has(key))).toBe(true)
  })

  it('without dropOnExpiry no timer is set', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 2, maxAgeMs: 1_000 })
    map.set('a', 1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('with dropOnExpiry an entry is let go on time even if the map is never touched again', () => {
    const map = new BoundedMap<string, { bytes: number }>({ maxEntries: 2, maxAgeMs: 1_000, dropOnExpiry: true })
    map.set('a', { bytes: 1 })
    vi.advanceTimersByTime(500)
    map.set('a', { bytes: 2 })
    // The first timer finds a newer value under the key and leaves it.
    vi.advanceTimersByTime(500)
    expect(map.peek('a')).toEqual({ bytes: 2 })
    vi.advanceTimersByTime(500)
    expect(vi.getTimerCount()).toBe(0)
    expect((map as unknown as { entries: Map<string, unknown> }).entries.size).toBe(0)
  })
})
