import { describe, expect, it } from 'vitest'
import { SUPERSEDED, createLatestRequest, createLatestRequests } from '@renderer/lib/latest-request'

/** A load the test settles by hand, in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('latest request', () => {
  it('hands on the newest answer and drops an older one that arrives later', async () => {
    const latest = createLatestRequest()
    const first = deferred<string>()
    const second = deferred<string>()
    const older = latest.run(() => first.promise)
    const newer = latest.run(() => second.promise)
    second.resolve('second')
    first.resolve('first')
    expect(await newer).toBe('second')
    expect(await older).toBe(SUPERSEDED)
  })

  it('aborts the superseded request, so it can stop early', async () => {
    const latest = createLatestRequest()
    let seen: AbortSignal | null = null
    const gate = deferred<void>()
    const older = latest.run(async (signal) => {
      seen = signal
      await gate.promise
      return signal.aborted ? 'stopped early' : 'read everything'
    })
    expect(seen!.aborted).toBe(false)
    void latest.run(async () => 'newer')
    expect(seen!.aborted).toBe(true)
    gate.resolve()
    expect(await older).toBe(SUPERSEDED)
  })

  it('cancel() supersedes without starting another', async () => {
    const latest = createLatestRequest()
    const answer = deferred<number>()
    const running = latest.run(() => answer.promise)
    latest.cancel()
    answer.resolve(1)
    expect(await running).toBe(SUPERSEDED)
    expect(await latest.run(async () => 2)).toBe(2)
  })

  it('cancel() aborts the running request’s signal, and a settled request’s signal stays as it was', async () => {
    const latest = createLatestRequest()
    const signals: AbortSignal[] = []
    await latest.run(async (signal) => signals.push(signal))
    const running = latest.run(async (signal) => {
      signals.push(signal)
      // What the network call does with it (catalog-access.ts): main drops or aborts the request.
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }))
      return 'cancelled'
    })
    latest.cancel()
    expect(await running).toBe(SUPERSEDED)
    expect(signals.map((signal) => signal.aborted)).toEqual([false, true])
  })

  it('keeps requests for different keys apart', async () => {
    const requests = createLatestRequests()
    const a = deferred<string>()
    const forA = requests('A').run(() => a.promise)
    const forB = requests('B').run(async () => 'b')
    a.resolve('a')
    expect(await forA).toBe('a')
    expect(await forB).toBe('b')
    expect(requests('A')).toBe(requests('A'))
  })
})
