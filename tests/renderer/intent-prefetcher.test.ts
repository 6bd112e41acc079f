import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, type Result } from '@shared/result'
import type { SectionAnswer } from '@renderer/data/catalog/catalog-access'
import type { ImageHandle, LoadedImage } from '@renderer/data/catalog/image-urls'
import { IntentPrefetcher, PREFETCH_DWELL_MS, type PrefetchTarget } from '@renderer/data/catalog/intent-prefetcher'
import type { SectionGet } from '@renderer/data/catalog/mirrored-access'
import {
  PREFETCH_REFUSED_MS,
  PREFETCHES_PER_MINUTE,
  refusedPrefetches,
  SlidingWindowCap
} from '@renderer/data/catalog/polite-prefetch'

/**
 * Prefetch on intent, the scheduling: when a resting pointer turns into a request, one at a time,
 * cancelled when it leaves, and a node's drawing fetched after its section. Timers are faked, so
 * "nothing was asked" is checked after the dwell has provably passed, not after a guessed wait.
 */

interface Asked {
  request: SectionGet
  vin: string | undefined
  answer(result: Result<SectionAnswer> | null): void
}

let asked: Asked[]
let pictures: Array<{ qImage: string; vin: string | undefined; released: boolean }>
let decoded: string[]
let warmed: SectionGet[]
let prefetcher: IntentPrefetcher

const target = (q: string): PrefetchTarget => ({ q, catalog: 'C1', lang: 'en', vin: 'VIN1' })
const nodeAnswer = (...qImages: string[]): Result<SectionAnswer> =>
  ok({
    result: { node: { name: 'Node', images: qImages.map((qImage) => ({ qImage })), image_index: 1, parts: [] } },
    fetchedAt: 1
  })
const listAnswer = (): Result<SectionAnswer> =>
  ok({ result: { lists: [{ q: 'x', qImage: 'thumb', title: 'X' }] }, fetchedAt: 1 })

/** Lets the prefetcher's promise chain run (no timers involved). */
const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  asked = []
  pictures = []
  decoded = []
  warmed = []
  prefetcher = new IntentPrefetcher({
    prefetch: (request, options) =>
      new Promise((resolve) => asked.push({ request, vin: options.vin, answer: resolve })),
    images: {
      acquire: (qImage: string, vin?: string): ImageHandle => {
        const picture = { qImage, vin, released: false }
        pictures.push(picture)
        return {
          loaded: Promise.resolve<LoadedImage>({ url: `blob:${qImage}` }),
          release: () => void (picture.released = true)
        }
      }
    },
    decode: async (url) => void decoded.push(url),
    warm: (request) => void warmed.push(request)
  })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('prefetch on intent', () => {
  it('asks for the section once the pointer has rested, then fetches and decodes the drawing the answer is about', async () => {
    prefetcher.intend(target('node-q'))
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS - 1)
    expect(asked).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked.map((a) => [a.request, a.vin])).toEqual([
      [{ q: 'node-q', catalog: 'C1', lang: 'en', priority: 'prefetch' }, 'VIN1']
    ])

    asked[0].answer(nodeAnswer('sheet-1', 'sheet-2'))
    await prefetcher.whenIdle()
    // image_index 1: the second drawing is the one the node view shows first.
    expect(pictures).toEqual([{ qImage: 'sheet-2', vin: 'VIN1', released: true }])
    expect(decoded).toEqual(['blob:sheet-2'])
  })

  it('a pointer that leaves before the dwell asks for nothing', async () => {
    prefetcher.intend(target('passing'))
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS - 1)
    prefetcher.leave(target('passing'))
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS * 10)
    expect(asked).toHaveLength(0)
  })

  it('one at a time: the next intent waits for the request on its way, and only the latest intent runs', async () => {
    prefetcher.intend(target('first'))
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS)
    prefetcher.intend(target('second'))
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS)
    prefetcher.intend(target('third'))
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS)
    expect(asked.map((a) => a.request.q)).toEqual(['first'])

    asked[0].answer(listAnswer())
    await flush()
    expect(asked.map((a) => a.request.q)).toEqual(['first', 'third'])
    asked[1].answer(listAnswer())
    await prefetcher.whenIdle()
    expect(asked).toHaveLength(2)
  })

  it('leaving while the section is on its way stops before the drawing is asked for', async () => {
    prefetcher.intend(target('node-q'))
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS)
    prefetcher.leave(target('node-q'))
    asked[0].answer(nodeAnswer('sheet-1'))
    await prefetcher.whenIdle()
    expect(pictures).toEqual([])
  })

  it('lists, stored sections (nothing asked) and failures fetch no picture', async () => {
    for (const [q, answer] of [
      ['list', listAnswer()],
      ['stored', null],
      ['failed', fail('server', 'The catalog service had a problem.')]
    ] as const) {
      prefetcher.intend(target(q))
      await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS)
      asked.at(-1)!.answer(answer)
      await prefetcher.whenIdle()
    }
    expect(asked.map((a) => a.request.q)).toEqual(['list', 'stored', 'failed'])
    expect(pictures).toEqual([])
  })

  it('resting on the same link again does not restart its dwell; cancel() drops it', async () => {
    prefetcher.intend(target('same'))
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS - 1)
    prefetcher.intend(target('same'))
    await vi.advanceTimersByTimeAsync(1)
    expect(asked).toHaveLength(1)

    prefetcher.intend(target('dropped'))
    prefetcher.cancel()
    asked[0].answer(listAnswer())
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS * 10)
    expect(asked).toHaveLength(1)
  })

  it('opening the link follows the intent: its stored copy is read, one still resting starts at once, and its drawing is fetched as the link goes away', async () => {
    prefetcher.intend(target('node-q'))
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS / 2)
    prefetcher.follow(target('node-q'))
    // Read as the pointer reached it, and again as it was pressed (the mirror keeps the first read).
    expect(warmed).toEqual([
      { q: 'node-q', catalog: 'C1', lang: 'en' },
      { q: 'node-q', catalog: 'C1', lang: 'en' }
    ])
    await flush()
    expect(asked.map((a) => a.request.q)).toEqual(['node-q'])

    // The list row unmounts as the node page opens, and another page's cancel comes too.
    prefetcher.leave(target('node-q'))
    prefetcher.cancel()
    asked[0].answer(nodeAnswer('sheet-1'))
    await prefetcher.whenIdle()
    expect(pictures).toEqual([{ qImage: 'sheet-1', vin: 'VIN1', released: true }])
  })

  it('the pointer reaching a link reads its stored copy at once, before any rest; with prefetch off nothing is asked', async () => {
    prefetcher.intend(target('passing'))
    expect(warmed.map((request) => request.q)).toEqual(['passing'])
    prefetcher.leave(target('passing'))

    prefetcher.intend(target('metered'), false)
    expect(warmed.map((request) => request.q)).toEqual(['passing', 'metered'])
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS * 10)
    expect(asked).toHaveLength(0)
  })

  it('a link pressed without a rest is read and prefetched at once; with prefetch off it is only read', async () => {
    prefetcher.follow(target('pressed'))
    await flush()
    expect(warmed.map((request) => request.q)).toEqual(['pressed'])
    expect(asked.map((a) => a.request.q)).toEqual(['pressed'])
    asked[0].answer(nodeAnswer('sheet-9'))
    await prefetcher.whenIdle()
    expect(pictures.map((picture) => picture.qImage)).toEqual(['sheet-9'])

    prefetcher.follow(target('metered'), false)
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS * 10)
    expect(warmed.map((request) => request.q)).toEqual(['pressed', 'metered'])
    expect(asked).toHaveLength(1)
  })
})

describe('a polite prefetcher', () => {
  it(`spends at most ${PREFETCHES_PER_MINUTE} requests in any minute; an intent over the cap is dropped, not queued`, async () => {
    const spent: string[] = []
    const capped = new IntentPrefetcher({
      // The mirror calls mayAsk right before a request would go out (MirroredAccess.prefetch).
      prefetch: async (request, options) => {
        if (options.mayAsk?.() === false) return null
        spent.push(request.q)
        return listAnswer()
      },
      images: { acquire: () => ({ loaded: Promise.resolve({ failed: true } as never), release: () => undefined }) }
    })
    for (let n = 0; n < PREFETCHES_PER_MINUTE + 5; n++) {
      capped.follow(target(`row-${n}`))
      await capped.whenIdle()
    }
    expect(spent).toHaveLength(PREFETCHES_PER_MINUTE)

    // Sliding: 59 s on, the window is still full; a minute after the first, there is room again.
    await vi.advanceTimersByTimeAsync(59_000)
    capped.follow(target('late'))
    await capped.whenIdle()
    expect(spent).toHaveLength(PREFETCHES_PER_MINUTE)
    await vi.advanceTimersByTimeAsync(1_000)
    capped.follow(target('later'))
    await capped.whenIdle()
    expect(spent.at(-1)).toBe('later')
    expect(spent).toHaveLength(PREFETCHES_PER_MINUTE + 1)
  })

  it('remembers refused sections in bounded memory: at most its limit, each for its time', async () => {
    const keys = refusedPrefetches(3)
    for (const key of ['a', 'b', 'c', 'd']) keys.set(key, true)
    expect([keys.has('a'), keys.has('b'), keys.has('d'), keys.size]).toEqual([false, true, true, 3])
    await vi.advanceTimersByTimeAsync(PREFETCH_REFUSED_MS)
    keys.set('e', true)
    expect([keys.has('b'), keys.has('e'), keys.size]).toEqual([false, true, 1])

    const cap = new SlidingWindowCap(2, 1_000)
    expect([cap.take(), cap.take(), cap.take()]).toEqual([true, true, false])
  })
})
