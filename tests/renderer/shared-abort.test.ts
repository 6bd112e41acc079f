/**
 * A superseded click stops costing its request, but only when nobody else waits for it: a click
 * that joined its prefetch's request must not cancel the prefetch (issue 21, cancellation).
 */
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import type { SectionRequest } from '@shared/contract'
import { ok, type Result } from '@shared/result'
import type { AccessOptions, CatalogAccess, SectionAnswer } from '@renderer/data/catalog/catalog-access'
import { createMirroredAccess } from '@renderer/data/catalog/mirrored-access'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { SharedAbort } from '@renderer/lib/shared-abort'

describe('SharedAbort', () => {
  it('aborts once every caller with a signal has given up', () => {
    const shared = new SharedAbort()
    const a = new AbortController()
    const b = new AbortController()
    shared.join(a.signal)
    shared.join(b.signal)
    a.abort()
    expect(shared.signal.aborted).toBe(false)
    b.abort()
    expect(shared.signal.aborted).toBe(true)
  })

  it('never aborts while a caller without a signal waits', () => {
    const shared = new SharedAbort()
    const a = new AbortController()
    shared.join(a.signal)
    shared.join(undefined)
    a.abort()
    expect(shared.signal.aborted).toBe(false)
  })
})

describe('a click that gives up, through the mirror', () => {
  const request: SectionRequest = { q: 'q1', catalog: 'C1', lang: 'en' }
  const origins = () => ({ origin: 'http://127.0.0.1:1', imageOrigin: 'http://127.0.0.1:2' })
  let db: MirrorDatabase
  afterEach(() => db.delete())

  /** A service whose answers wait until released, recording the signal each request carries. */
  function heldService() {
    const seen: Array<{ signal?: AbortSignal; release: (answer: Result<SectionAnswer>) => void }> = []
    const network: CatalogAccess = {
      vin: async () => ok({ result: {}, fetchedAt: 1 }),
      image: async () => ok({ contentType: 'image/png', bytes: new Uint8Array() }),
      section: (_request, options?: AccessOptions) =>
        new Promise((resolve) => seen.push({ signal: options?.signal, release: resolve }))
    }
    return { network, seen }
  }
  const answer = (): Result<SectionAnswer> => ok({ result: { lists: [{ q: 'n', title: 'Brakes' }] }, fetchedAt: 1 })

  it('cancels the request it alone was waiting for', async () => {
    db = new MirrorDatabase(`abort-${Math.random()}`)
    const { network, seen } = heldService()
    const access = createMirroredAccess(network, new Mirror(db).answers, origins)
    const click = new AbortController()
    const pending = access.section(request, { signal: click.signal })
    await expect.poll(() => seen.length).toBe(1)
    expect(seen[0].signal?.aborted).toBe(false)
    click.abort()
    expect(seen[0].signal?.aborted).toBe(true)
    seen[0].release(answer())
    await pending
    await access.whenIdle()
  })

  it('keeps a request a prefetch also waits for', async () => {
    db = new MirrorDatabase(`abort-${Math.random()}`)
    const { network, seen } = heldService()
    const access = createMirroredAccess(network, new Mirror(db).answers, origins)
    const prefetch = access.prefetch(request)
    await expect.poll(() => seen.length).toBe(1)
    const click = new AbortController()
    const pending = access.section(request, { signal: click.signal })
    click.abort()
    expect(seen).toHaveLength(1)
    expect(seen[0].signal?.aborted).toBe(false)
    seen[0].release(answer())
    await Promise.all([prefetch, pending])
    await access.whenIdle()
  })
})
