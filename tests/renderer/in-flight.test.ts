import { describe, expect, it } from 'vitest'
import { InFlight, PendingWork } from '@renderer/lib/in-flight'

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('InFlight', () => {
  it('a second caller for the same key joins the work under way instead of starting it again', async () => {
    const inFlight = new InFlight<string, number>()
    const work = deferred<number>()
    let started = 0
    const start = () => (started++, work.promise)
    const first = inFlight.join('a', start)
    const second = inFlight.join('a', start)
    expect(second).toBe(first)
    expect(started).toBe(1)
    work.resolve(7)
    expect(await Promise.all([first, second])).toEqual([7, 7])
  })

  it('different keys never share work', () => {
    const inFlight = new InFlight<string, number>()
    const a = inFlight.join('a', () => new Promise(() => undefined))
    const b = inFlight.join('b', () => new Promise(() => undefined))
    expect(a).not.toBe(b)
    expect(inFlight.size).toBe(2)
  })

  it('forgets an entry once its work settles, resolved or rejected, before its callers resume', async () => {
    const inFlight = new InFlight<string, number>()
    const ok = deferred<number>()
    const failing = deferred<number>()
    const seenOnResume: boolean[] = []
    void inFlight.join('ok', () => ok.promise).then(() => seenOnResume.push(inFlight.has('ok')))
    const rejected = inFlight.join('bad', () => failing.promise).catch(() => seenOnResume.push(inFlight.has('bad')))
    ok.resolve(1)
    failing.reject(new Error('no'))
    await rejected
    await Promise.resolve()
    expect(seenOnResume).toEqual([false, false])
    expect(inFlight.size).toBe(0)
    // The next caller starts afresh.
    let started = 0
    await inFlight.join('ok', async () => (started++, 2))
    expect(started).toBe(1)
  })

  it('with an input, joins only work started for the same input; other work is superseded, not cut short', async () => {
    const inFlight = new InFlight<string, string>()
    const one = { name: 'one' }
    const two = { name: 'two' }
    const oldWrite = deferred<string>()
    const first = inFlight.join('k', () => oldWrite.promise, one)
    expect(inFlight.join('k', () => Promise.resolve('never'), one)).toBe(first)
    const second = inFlight.join('k', async () => 'second', two)
    expect(second).not.toBe(first)
    expect(inFlight.get('k')).toBe(second)
    await second
    expect(inFlight.has('k')).toBe(false)
    // The superseded work still finishes for its own callers, and does not remove a newer entry.
    const third = inFlight.join('k', () => new Promise<string>(() => undefined), two)
    oldWrite.resolve('first')
    expect(await first).toBe('first')
    expect(inFlight.get('k')).toBe(third)
  })

  it('start always starts: later callers join the newest', async () => {
    const inFlight = new InFlight<string, number>()
    const older = inFlight.start('k', () => new Promise<number>(() => undefined))
    const newer = inFlight.start('k', async () => 2)
    expect(newer).not.toBe(older)
    expect(inFlight.join('k', async () => 3)).toBe(newer)
  })
})

describe('PendingWork', () => {
  it('whenIdle waits for tracked work, and for work tracked while it waits', async () => {
    const pending = new PendingWork()
    const first = deferred<void>()
    const second = deferred<void>()
    pending.track(first.promise)
    let idle = false
    const waiting = pending.whenIdle().then(() => (idle = true))
    first.resolve()
    pending.track(second.promise)
    await first.promise
    await Promise.resolve()
    expect(idle).toBe(false)
    second.resolve()
    await waiting
    expect(idle).toBe(true)
    expect(pending.size).toBe(0)
  })

  it('a failure counts as settled and is still the caller’s to handle', async () => {
    const pending = new PendingWork()
    const failing = pending.track(Promise.reject(new Error('write failed')))
    await pending.whenIdle()
    await expect(failing).rejects.toThrow('write failed')
    expect(pending.size).toBe(0)
  })

  it('is idle at once with nothing tracked', async () => {
    await expect(new PendingWork().whenIdle()).resolves.toBeUndefined()
  })
})
