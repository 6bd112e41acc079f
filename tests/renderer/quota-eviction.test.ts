import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SectionResponse } from '@shared/contract'
import { readResult } from '@shared/readers'
import type { SectionKeyParts } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'

/**
 * A disk with no room at all (issue 23 item 6): Chromium then refuses every transaction that adds
 * bytes, eviction's own included (it writes the totals and the usage counter), and only deletes
 * alone go through. A write that hits that reports "no room" (the save says the disk is full)
 * instead of failing as Parts Desk's own error, and what was stored is untouched. The same in real
 * Chromium with a real quota: tests/browser/storage-quota.e2e.test.ts.
 */
let db: MirrorDatabase
let mirror: Mirror

beforeEach(() => {
  db = new MirrorDatabase(`quota-${Math.random()}`)
  let clock = 1_000
  mirror = new Mirror(db, () => ++clock)
})
afterEach(() => db.delete())

const parts = (q: string): SectionKeyParts => ({ origin: 'https://catalog.example', catalog: 'C1', q, lang: 'en' })
/** Filler gzip cannot shrink (stored sizes count compressed bytes), as in mirror-repository.test.ts. */
function noise(bytes: number): string {
  let state = bytes * 2654435761 + 1
  return Array.from({ length: bytes }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return String.fromCharCode(33 + (state % 94))
  }).join('')
}
const section = (title: string, bytes: number): SectionResponse => ({
  result: { lists: [{ q: 'next', title, note: noise(bytes) }] },
  fetchedAt: 42
})
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')
const titleOf = async (q: string) =>
  readResult((await mirror.answers.readSection(parts(q)))?.payload.result).lists?.[0].title ?? null

describe('a disk with no room at all', () => {
  it('refuses the write, and eviction too: nothing stored is lost and the usage is unchanged', async () => {
    await mirror.answers.writeSection(parts('kept'), section('Kept', 800))
    await mirror.answers.writeSection(parts('evictable'), section('Evictable', 2000))
    const before = await mirror.storage.usage()
    db.sections.hook('creating', () => {
      throw quotaError()
    })
    // Eviction deletes in a transaction that also writes the counters: refused as a whole.
    db.sections.hook('deleting', () => {
      throw quotaError()
    })
    expect(await mirror.answers.writeSection(parts('new'), section('New', 800))).toBe(false)
    expect(await mirror.queue.writeBatch({ records: [] })).toEqual(expect.objectContaining({ stored: true }))
    expect(await titleOf('new')).toBeNull()
    expect(await titleOf('kept')).toBe('Kept')
    expect(await titleOf('evictable')).toBe('Evictable')
    expect((await mirror.storage.usage()).bytes).toBe(before.bytes)
  })

  it('keeps a stored batch stored when only the eviction after it is refused', async () => {
    await mirror.answers.writeSection(parts('old'), section('Old', 2000))
    await mirror.storage.setBudget(2500)
    db.sections.hook('deleting', () => {
      throw quotaError()
    })
    // Over the limit once stored: eviction is due, and refused; the new page stays stored.
    expect(await mirror.answers.writeSection(parts('new'), section('New', 1500))).toBe(true)
    expect((await mirror.storage.usage()).bytes).toBeGreaterThan(2500)
    expect(await titleOf('new')).toBe('New')
    expect(await titleOf('old')).toBe('Old')
  })
})
