import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SectionRequest } from '@shared/contract'
import { fail, ok, type Result } from '@shared/result'
import type { CatalogAccess, SectionAnswer } from '@renderer/data/catalog/catalog-access'
import { createMirroredAccess, type MirroredAccess } from '@renderer/data/catalog/mirrored-access'
import { Mirror } from '@renderer/data/db/mirror'
import type { AnswerRepository } from '@renderer/data/db/answer-repository'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { IntentPrefetcher, PREFETCH_DWELL_MS } from '@renderer/data/catalog/intent-prefetcher'
import { PREFETCH_REFUSED_MS, PREFETCHES_PER_MINUTE } from '@renderer/data/catalog/polite-prefetch'

/**
 * Prefetch in the mirror layer: what a prefetch asks the service for, what it stores, and how the
 * click that follows uses it — over fake-indexeddb, with a service whose answers the test releases.
 */

interface Pending {
  request: SectionRequest
  answer(result: Result<SectionAnswer>): void
}

let db: MirrorDatabase
let mirror: Mirror
let repo: AnswerRepository
let access: MirroredAccess
let asked: Pending[]

const network: CatalogAccess = {
  vin: async () => fail('internal', 'not used'),
  section: (request) =>
    new Promise((resolve) => {
      asked.push({ request, answer: resolve })
    }),
  image: async () => fail('internal', 'not used')
}
const node = (name: string): Result<SectionAnswer> =>
  ok({ result: { node: { name, images: [{ qImage: 'img' }], parts: [] } }, fetchedAt: Date.now() })
const request = { q: 'node-pointer', catalog: 'C1', lang: 'en' } as const
const origins = () => ({ origin: 'http://127.0.0.1:1', imageOrigin: 'http://127.0.0.1:2' })

/** The service's n-th request (from 0), once it has arrived; the test then answers it. */
async function askedAt(n: number): Promise<Pending> {
  while (asked.length <= n) await new Promise((resolve) => setTimeout(resolve, 0))
  return asked[n]
}

beforeEach(() => {
  db = new MirrorDatabase(`prefetch-${Math.random()}`)
  mirror = new Mirror(db)
  repo = mirror.answers
  asked = []
  access = createMirroredAccess(network, repo, origins, () => undefined)
})
afterEach(async () => {
  await db.delete()
})

describe('prefetch into the mirror', () => {
  it('asks the service once and stores the answer; the click shows it without asking again or reading the mirror', async () => {
    const prefetching = access.prefetch(request, { vin: 'VIN1' })
    ;(await askedAt(0)).answer(node('Brake caliper'))
    expect(await prefetching).toMatchObject({ ok: true })
    await access.whenIdle()
    expect(await repo.hasSection({ origin: origins().origin, ...request })).toBe(true)

    const reads = vi.spyOn(repo, 'readSection')
    const opened = await access.section(request, { vin: 'VIN1' })
    expect(opened).toMatchObject({ ok: true, value: { result: { node: { name: 'Brake caliper' } } } })
    expect(reads).not.toHaveBeenCalled()
    await access.whenIdle()
    expect(asked).toHaveLength(1)

    // Taken once: the next open is the stored copy, revalidated as usual.
    expect(await access.section(request, { vin: 'VIN1' })).toMatchObject({ ok: true, value: { source: 'mirror' } })
    expect(reads).toHaveBeenCalledTimes(1)
    ;(await askedAt(1)).answer(node('Brake caliper'))
    await access.whenIdle()
  })

  it('the click right after a prefetch does not wait for the mirror to finish writing it', async () => {
    let finishWrite = () => undefined as void
    const writing = new Promise<boolean>((resolve) => (finishWrite = () => resolve(true)))
    const writes = vi.spyOn(repo, 'writeSection').mockImplementation(() => writing)
    const prefetching = access.prefetch(request, { vin: 'VIN1' })
    ;(await askedAt(0)).answer(node('Big node'))
    await prefetching
    expect(writes).toHaveBeenCalledTimes(1)

    // The write is still going on: the click has the answer regardless.
    const opened = await access.section(request, { vin: 'VIN1' })
    expect(opened).toMatchObject({ ok: true, value: { result: { node: { name: 'Big node' } } } })
    finishWrite()
    await access.whenIdle()
    expect(writes).toHaveBeenCalledTimes(1)
  })

  it('asks nothing for a section already stored', async () => {
    const first = access.section(request)
    ;(await askedAt(0)).answer(node('Stored'))
    await first
    await access.whenIdle()

    expect(await access.prefetch(request)).toBeNull()
    expect(asked).toHaveLength(1)
  })

  it('a click while the prefetch is on its way waits for it instead of reading the mirror; the answer is stored once', async () => {
    const prefetching = access.prefetch(request, { vin: 'VIN1' })
    const pending = await askedAt(0)
    const reads = vi.spyOn(repo, 'readSection')
    const clicked = access.section(request, { vin: 'VIN1' })
    pending.answer(node('Joined'))
    const [prefetched, opened] = await Promise.all([prefetching, clicked])
    expect(opened).toMatchObject({ ok: true, value: { source: 'network', result: { node: { name: 'Joined' } } } })
    expect(prefetched).toMatchObject({ ok: true })
    expect(reads).not.toHaveBeenCalled()
    await access.whenIdle()
    expect(asked).toHaveLength(1)
    expect(await db.sections.count()).toBe(1)
  })

  it('a failed prefetch stores nothing, and the click asks the service itself', async () => {
    const prefetching = access.prefetch(request)
    ;(await askedAt(0)).answer(fail('server', 'The catalog service had a problem.'))
    expect(await prefetching).toMatchObject({ ok: false })
    await access.whenIdle()
    expect(await db.sections.count()).toBe(0)

    const clicked = access.section(request)
    ;(await askedAt(1)).answer(node('Second try'))
    expect(await clicked).toMatchObject({ ok: true, value: { result: { node: { name: 'Second try' } } } })
  })

  type Opening = { opened: Promise<unknown>; prefetched: Promise<unknown> }
  it.each<[string, () => Promise<Opening>]>([
    [
      'the click asks first, the prefetch joins its request',
      async () => {
        const opened = access.section(request)
        await askedAt(0)
        const looked = vi.spyOn(repo, 'hasSection')
        const prefetched = access.prefetch(request)
        await vi.waitFor(() => expect(looked).toHaveBeenCalled())
        expect(await looked.mock.results[0].value).toBe(false)
        // The prefetch goes on from "not stored" to the service, and finds the click's request there.
        await new Promise((resolve) => setTimeout(resolve, 0))
        return { opened, prefetched }
      }
    ],
    [
      'the prefetch asks first, the click joins it without having seen it start',
      async () => {
        // The click reads the mirror before the prefetch has begun, then asks after it.
        const readSection = repo.readSection.bind(repo)
        let finishRead = () => undefined as void
        const read = vi.spyOn(repo, 'readSection').mockImplementationOnce(async (parts) => {
          await new Promise<void>((resolve) => (finishRead = resolve))
          return readSection(parts)
        })
        const opened = access.section(request)
        await vi.waitFor(() => expect(read).toHaveBeenCalled())
        const prefetched = access.prefetch(request)
        await askedAt(0)
        finishRead()
        expect(await read.mock.results[0].value).toBeNull()
        // The click goes on from "not stored" to the service, and finds the prefetch's request there.
        await new Promise((resolve) => setTimeout(resolve, 0))
        return { opened, prefetched }
      }
    ]
  ])(
    "a click that shared its prefetch's request (%s) shows the answer, and nothing is held for a later open",
    async (_, start) => {
      const { opened, prefetched } = await start()
      ;(await askedAt(0)).answer(node('Shared'))
      expect(await opened).toMatchObject({ ok: true, value: { source: 'network' } })
      await prefetched
      await access.whenIdle()
      expect(asked).toHaveLength(1)

      // The later open is the stored copy, revalidated: not the old answer held back.
      expect(await access.section(request)).toMatchObject({ ok: true, value: { source: 'mirror' } })
      ;(await askedAt(1)).answer(node('Shared'))
      await access.whenIdle()
    }
  )

  it('an opened section that was not just prefetched is still revalidated', async () => {
    const first = access.section(request)
    ;(await askedAt(0)).answer(node('Old'))
    await first
    await access.whenIdle()
    const again = await access.section(request)
    expect(again).toMatchObject({ ok: true, value: { source: 'mirror' } })
    ;(await askedAt(1)).answer(node('New'))
    await access.whenIdle()
    expect(asked).toHaveLength(2)
  })

  it('a read started as the link is pressed is the one the open uses, once', async () => {
    const first = access.section(request)
    ;(await askedAt(0)).answer(node('Stored'))
    await first
    await access.whenIdle()

    const reads = vi.spyOn(repo, 'readSection')
    access.warm(request)
    expect(reads).toHaveBeenCalledTimes(1)
    expect(await access.section(request)).toMatchObject({ ok: true, value: { source: 'mirror' } })
    expect(reads).toHaveBeenCalledTimes(1)
    ;(await askedAt(1)).answer(node('Stored'))
    await access.whenIdle()

    // Taken once: the next open reads again.
    await access.section(request)
    expect(reads).toHaveBeenCalledTimes(2)
    ;(await askedAt(2)).answer(node('Stored'))
    await access.whenIdle()
  })

  /** A read ahead that finds nothing, then the section stored (by a save, say) under it; returns the reads. */
  async function readAheadThenStore(name: string) {
    const reads = vi.spyOn(repo, 'readSection')
    access.warm(request)
    await reads.mock.results[0].value
    await repo.writeSection(
      { origin: origins().origin, ...request },
      { result: { node: { name, images: [], parts: [] } }, fetchedAt: 1 }
    )
    return reads
  }

  it('a read ahead that found nothing is not the answer: the open reads again (a save may have stored it since)', async () => {
    const reads = await readAheadThenStore('Saved since')

    const opened = await access.section(request)
    expect(opened).toMatchObject({ ok: true, value: { source: 'mirror', result: { node: { name: 'Saved since' } } } })
    expect(reads).toHaveBeenCalledTimes(2)
    ;(await askedAt(0)).answer(node('Saved since'))
    await access.whenIdle()
  })

  it('a read ahead that found nothing does not make a prefetch ask for a section stored since', async () => {
    await readAheadThenStore('Stored since')

    const outcome = await Promise.race([
      access.prefetch(request).then((answer) => ({ settled: answer })),
      askedAt(0).then(() => 'asked the service')
    ])
    expect(outcome).toEqual({ settled: null })
    expect(asked).toHaveLength(0)
  })

  it('a prefetch does not ask for a section a click is storing', async () => {
    let finishWrite = () => undefined as void
    const writeSection = repo.writeSection.bind(repo)
    const write = vi.spyOn(repo, 'writeSection').mockImplementation(async (...args) => {
      await new Promise<void>((resolve) => (finishWrite = resolve))
      return writeSection(...args)
    })
    const opened = access.section(request)
    ;(await askedAt(0)).answer(node('Being stored'))
    await opened
    await vi.waitFor(() => expect(write).toHaveBeenCalled())

    const outcome = await Promise.race([
      access.prefetch(request).then((answer) => ({ settled: answer })),
      askedAt(1).then(() => 'asked the service again')
    ])
    expect(outcome).toEqual({ settled: null })
    finishWrite()
    await access.whenIdle()
  })

  it('holds the last three reads ahead (a pointer swept across a list): an older one is read again', async () => {
    const pointers = ['a', 'b', 'c', 'd']
    for (const [index, q] of pointers.entries()) {
      const opened = access.section({ ...request, q })
      ;(await askedAt(index)).answer(node(q))
      await opened
    }
    await access.whenIdle()

    const reads = vi.spyOn(repo, 'readSection')
    for (const q of pointers) access.warm({ ...request, q })
    expect(reads).toHaveBeenCalledTimes(4)
    await access.section({ ...request, q: 'd' })
    expect(reads).toHaveBeenCalledTimes(4)
    await access.section({ ...request, q: 'a' })
    expect(reads).toHaveBeenCalledTimes(5)
    for (const n of [4, 5]) (await askedAt(n)).answer(node('same'))
    await access.whenIdle()
  })

  it('a second prefetch of a section on its way joins the first and spends nothing', async () => {
    let spent = 0
    const mayAsk = () => (spent++, true)
    const first = access.prefetch(request, { mayAsk })
    await askedAt(0)
    const second = access.prefetch(request, { mayAsk })
    ;(await askedAt(0)).answer(node('Once'))
    expect(await second).toBe(await first)
    await access.whenIdle()
    expect([asked.length, spent, await db.sections.count()]).toEqual([1, 1, 1])
  })

  it('form submissions never share a request', async () => {
    const form = { ...request, form: { year: 2019 } }
    void access.section(form)
    void access.section(form)
    await askedAt(1)
    expect(asked.map((pending) => pending.request.form)).toEqual([{ year: 2019 }, { year: 2019 }])
  })
})

/**
 * A polite prefetch (issue 20, finding 3): the scheduler (IntentPrefetcher) over the mirror layer,
 * with a service that answers at once and counts what it was asked. A section whose prefetch
 * failed or could not be kept is not asked ahead again for 10 minutes; more than 30 prefetches a
 * minute are dropped. Date and timeouts are faked (the dwell, the 10 minutes, the minute); each
 * count is read after whenIdle(), which settles once every prefetch started so far is done.
 */
describe('a polite prefetch', () => {
  let requests: SectionRequest[]
  let answerFor: (q: string) => Result<SectionAnswer>
  let prefetcher: IntentPrefetcher
  const rows = ['r1', 'r2', 'r3', 'r4']
  const requestsFor = (q: string) => requests.filter((sent) => sent.q === q).length

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    requests = []
    answerFor = (q) => node(q)
    const counting: CatalogAccess = {
      ...network,
      section: async (sent) => {
        requests.push(sent)
        return answerFor(sent.q)
      }
    }
    access = createMirroredAccess(counting, repo, origins, () => undefined)
    prefetcher = new IntentPrefetcher({
      prefetch: access.prefetch,
      warm: access.warm,
      images: { acquire: () => ({ loaded: Promise.resolve({ failed: true } as never), release: () => undefined }) }
    })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** The pointer rests on the row past the dwell, then leaves; resolves once its prefetch is done. */
  async function hover(q: string): Promise<void> {
    const target = { q, catalog: 'C1', lang: 'en', vin: 'VIN1' } as const
    prefetcher.intend(target)
    await vi.advanceTimersByTimeAsync(PREFETCH_DWELL_MS)
    prefetcher.leave(target)
    await prefetcher.whenIdle()
    await access.whenIdle()
  }

  const infoError: Result<SectionAnswer> = ok({
    result: { info: { type: 'error', text: 'No data for this section.' } },
    fetchedAt: 1
  })

  it.each<[string, () => void]>([
    ['an info error', () => (answerFor = () => infoError)],
    ['a failure of the service', () => (answerFor = () => fail('server', 'The catalog service had a problem.'))],
    [
      'an answer too large to accept',
      () => (answerFor = () => fail('bad-response', 'The catalog service sent an answer that is too large.'))
    ],
    ['a write refused by the storage limit', () => void vi.spyOn(repo, 'writeSection').mockResolvedValue(false)],
    [
      'a write that fails for a full disk',
      () =>
        void vi
          .spyOn(repo, 'writeSection')
          .mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
    ]
  ])('4 rows × 10 hovers whose answers cannot be kept (%s) cost 4 requests', async (_, cannotKeep) => {
    cannotKeep()
    for (let round = 0; round < 10; round++) for (const q of rows) await hover(q)
    expect(requests.map((sent) => sent.q)).toEqual(rows)
    expect(await db.sections.count()).toBe(0)

    // A click still asks (a minute on, when no prefetched answer is held for it any more).
    await vi.advanceTimersByTimeAsync(60_000)
    await access.section({ ...request, q: 'r1' })
    expect(requestsFor('r1')).toBe(2)
  })

  it('after 10 minutes a failed section may be prefetched again', async () => {
    answerFor = () => fail('server', 'The catalog service had a problem.')
    await hover('r1')
    await vi.advanceTimersByTimeAsync(PREFETCH_REFUSED_MS - 1_000)
    await hover('r1')
    expect(requestsFor('r1')).toBe(1)

    answerFor = (q) => node(q)
    await vi.advanceTimersByTimeAsync(1_000)
    await hover('r1')
    expect(requestsFor('r1')).toBe(2)
    expect(await repo.hasSection({ origin: origins().origin, ...request, q: 'r1' })).toBe(true)
  })

  it('offline is not remembered: the next rest asks once the connection is back', async () => {
    answerFor = () => fail('offline', 'No connection.')
    await hover('r1')
    answerFor = (q) => node(q)
    await hover('r1')
    expect(requestsFor('r1')).toBe(2)
  })

  it(`more than ${PREFETCHES_PER_MINUTE} prefetches a minute are dropped, not queued; stored sections do not count`, async () => {
    const many = Array.from({ length: PREFETCHES_PER_MINUTE + 10 }, (_, n) => `row-${n}`)
    for (const q of many) await hover(q)
    expect(requests).toHaveLength(PREFETCHES_PER_MINUTE)
    // Resting again on stored rows costs nothing and takes no place under the cap.
    for (const q of many.slice(0, 5)) await hover(q)
    expect(requests).toHaveLength(PREFETCHES_PER_MINUTE)

    // A minute after the first, the dropped rows were not sent on their own; a new rest asks.
    await vi.advanceTimersByTimeAsync(60_000)
    await prefetcher.whenIdle()
    expect(requests).toHaveLength(PREFETCHES_PER_MINUTE)
    await hover(many.at(-1)!)
    expect(requests.map((sent) => sent.q).at(-1)).toBe(many.at(-1))
    expect(requests).toHaveLength(PREFETCHES_PER_MINUTE + 1)
  })
})
