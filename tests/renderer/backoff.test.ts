import { describe, expect, it } from 'vitest'
import { backoffDelay, retry, TRY_AGAIN } from '@renderer/lib/backoff'

/** The one retry helper (issue 21): each caller's policy, and the loop that leaves the verdict to the try. */
describe('backoffDelay', () => {
  it('doubles from the base, up to the cap and the most doublings', () => {
    const top = () => 1
    const policy = { baseDelayMs: 100, maxDelayMs: 1_000, jitter: 'full' as const }
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(policy, n, top))).toEqual([100, 200, 400, 800, 1_000, 1_000])
    expect(backoffDelay({ baseDelayMs: 1, maxDoublings: 3, jitter: 'full' }, 20, top)).toBe(8)
  })

  it('full jitter spreads a wait from none to all of it; a fraction keeps it within 1 ± r', () => {
    expect(backoffDelay({ baseDelayMs: 400, jitter: 'full' }, 1, () => 0)).toBe(0)
    expect(backoffDelay({ baseDelayMs: 400, jitter: 'full' }, 2, () => 0.5)).toBe(400)
    expect(backoffDelay({ baseDelayMs: 400, jitter: 0.25 }, 1, () => 0)).toBe(300)
    expect(backoffDelay({ baseDelayMs: 400, jitter: 0.25 }, 1, () => 1)).toBe(500)
  })
})

describe('retry', () => {
  it('tries again until the try settles, waiting by the policy in between', async () => {
    const waits: number[] = []
    const outcome = await retry(
      { baseDelayMs: 10, jitter: 'full' },
      async (n) => (n < 3 ? TRY_AGAIN : `settled on try ${n}`),
      { sleep: async (ms) => void waits.push(ms), random: () => 1 }
    )
    expect(outcome).toBe('settled on try 3')
    expect(waits).toEqual([10, 20])
  })

  it('ends a wait between tries when its signal fires, and leaves the verdict to the next try', async () => {
    const stop = new AbortController()
    const tries: number[] = []
    const outcome = retry(
      { baseDelayMs: 60_000, jitter: 'full' },
      async (n) => {
        tries.push(n)
        if (n === 1) queueMicrotask(() => stop.abort()) // Pause, clicked during the minute's wait
        return stop.signal.aborted ? 'stopped' : TRY_AGAIN
      },
      { signal: stop.signal, random: () => 1 }
    )
    // Settles with the minute's wait cut short: vitest's 20 s would fail this test otherwise.
    expect(await outcome).toBe('stopped')
    expect(tries).toEqual([1, 2])
  })

  it('gives up where the try says so, never by itself', async () => {
    let tries = 0
    const outcome = await retry({ baseDelayMs: 0, jitter: 'full' }, async (n) => {
      tries = n
      return n >= 2 ? null : TRY_AGAIN
    })
    expect(outcome).toBeNull()
    expect(tries).toBe(2)
  })
})
