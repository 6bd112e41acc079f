import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watch } from 'vue'
import { vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { useMirrorStore } from '@renderer/common/stores/mirror'
import { useGarageStore } from '@renderer/features/garage/stores/garage'
import { useStorageChangeStore } from '@renderer/features/garage/stores/storage-change'
import { pageUnderList } from './mirror-pages'
import { appInfo, createTestApp } from './support/app-context'

/**
 * A change to offline storage lives in a store, not in the Settings page: a lower limit at 30
 * saved vehicles takes minutes, and a mechanic who leaves Settings and comes back must find it
 * still running with its figures, not a form that starts a second eviction beside the first.
 */
const ORIGIN = 'http://svc.test'
let db: MirrorDatabase

beforeEach(async () => {
  db = new MirrorDatabase(`storage-change-${Math.random()}`)
  const repo = new Mirror(db)
  const owner = vehicleKey(ORIGIN, 'BROWSED')
  await repo.garage.rememberVehicle({ key: owner, origin: ORIGIN, vin: 'BROWSED', catalog: 'C1', name: 'Browsed' })
  // Browsed pages, not saved: several eviction batches of 200.
  for (let n = 0; n < 520; n++) {
    const q = `p${n}`
    await repo.answers.writeSection(
      { origin: ORIGIN, catalog: 'C1', q, lang: 'en' },
      pageUnderList(q, `list-${n % 13}`, 200 + (n % 50), n),
      owner
    )
  }
  createTestApp({
    database: db,
    info: appInfo({ mode: 'account', serviceOrigin: ORIGIN, imageOrigin: ORIGIN })
  })
})
afterEach(async () => {
  vi.restoreAllMocks()
  await db.delete()
})

describe('a change to offline storage', () => {
  it('runs one at a time, with its progress in the store while it runs, whoever shows it', async () => {
    const garage = useGarageStore()
    const change = useStorageChangeStore()
    await garage.refresh()
    const before = garage.usage!.bytes
    const limit = Math.floor(before / 2)

    // The first batch is gone: the eviction is under way.
    const underWay = new Promise<void>((resolve) => {
      const stop = watch(
        () => change.freeing?.freed ?? 0,
        (freed) => {
          if (freed > 0) {
            stop()
            resolve()
          }
        }
      )
    })
    const first = change.setLimit(limit)
    await underWay
    expect(change.busy).toBe(true)
    expect(change.freeing!.toFree).toBe(before - limit * 0.9)

    // A second Apply meanwhile (the form of a Settings page opened again, say) starts nothing.
    expect(await change.setLimit(1)).toBe(false)
    expect(await change.clearUnsaved()).toBe(false)

    expect(await first).toBe(true)
    expect(change.busy).toBe(false)
    expect(change.freeing).toBeNull()
    expect(change.error).toBeNull()
    // The first limit holds, and the garage's figures were read again after it.
    expect(garage.usage!.budget).toBe(limit)
    expect(garage.usage!.bytes).toBeLessThanOrEqual(limit * 0.9)
    expect(garage.usage!.bytes).toBeGreaterThan(0)
    // What it freed, for the page to say: the drop in usage.
    expect(change.freed).toBe(before - garage.usage!.bytes)

    // Done, a change can run again. A limit already met frees nothing and has nothing to say.
    expect(await change.setLimit(limit * 2)).toBe(true)
    expect(change.freed).toBeNull()
    const left = garage.usage!.bytes
    expect(await change.clearUnsaved()).toBe(true)
    expect(garage.usage!.bytes).toBe(0)
    expect(change.freed).toBe(left)
  })

  it('shows what a change that failed partway did: the figures are read again, the form is free', async () => {
    const garage = useGarageStore()
    const change = useStorageChangeStore()
    await garage.refresh()
    const before = garage.usage!.bytes
    const limit = Math.floor(before / 2)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // The first batch commits; the next transaction fails with something other than a full disk.
    const stop = watch(
      () => change.freeing?.freed ?? 0,
      (freed) => {
        if (freed === 0) return
        stop()
        vi.spyOn(db, 'transaction').mockImplementationOnce((() =>
          Promise.reject(new Error('the disk went away'))) as never)
      },
      // At once: the loop asks for the next batch's transaction before a queued watcher would run.
      { flush: 'sync' }
    )

    expect(await change.setLimit(limit)).toBe(true)
    expect(change.busy).toBe(false)
    expect(change.freeing).toBeNull()
    expect(change.error?.code).toBe('internal')
    expect(change.freed).toBeNull() // the page says what went wrong, not a figure
    // Not the figures read before the change: what the batch before the failure freed is gone.
    expect(garage.usage!.bytes).toBeLessThan(before)
    expect(garage.usage!.bytes).toBeGreaterThan(limit * 0.9)
  })

  it('keeps the newest figures when a reading begun earlier (Settings opened mid-change) ends last', async () => {
    const garage = useGarageStore()
    await garage.refresh()
    const before = garage.usage!.bytes
    const storage = useMirrorStore().repo!.storage
    const readUsage = storage.usage.bind(storage)
    let readEarly!: () => void
    const earlyRead = new Promise<void>((resolve) => (readEarly = resolve))
    let endEarly!: () => void
    const early = new Promise<void>((resolve) => (endEarly = resolve))
    vi.spyOn(storage, 'usage').mockImplementationOnce(async () => {
      const usage = await readUsage()
      readEarly()
      await early
      return usage
    })
    const earlier = garage.refresh()
    await earlyRead

    expect(await useStorageChangeStore().clearUnsaved()).toBe(true)
    expect(garage.usage!.bytes).toBe(0)
    endEarly()
    await earlier
    expect(before).toBeGreaterThan(0)
    expect(garage.usage!.bytes).toBe(0)
  })
})
