import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readResult } from '@shared/readers'
import { ok } from '@shared/result'
import { appBootSteps } from '@renderer/app/boot'
import { Lifecycle, stopWithPage } from '@renderer/app/lifecycle'
import type { CompactionReport } from '@renderer/data/db/legacy-compaction'
import { useGarageStore } from '@renderer/features/garage/stores/garage'
import { MirrorMaintenance } from '@renderer/data/mirror/mirror-maintenance'
import { indexKey, SearchDatabase } from '@renderer/data/search/search-database'
import { SearchService } from '@renderer/data/search/search-service'
import { createUiI18n } from '@renderer/i18n/app-i18n'
import { appInfo, createTestApp } from './support/app-context'

/**
 * The ordered boot (app/boot.ts over app/lifecycle.ts): steps start in their declared order, each
 * awaited; the page's end stops them in reverse, and what the search service holds in memory is
 * written then, not after its quiet timer.
 */

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
  vi.useRealTimers()
})

describe('lifecycle', () => {
  it('starts each step after the one before has settled, and stops them last first', async () => {
    const seen: string[] = []
    let openMirror!: () => void
    const mirrorOpen = new Promise<void>((resolve) => (openMirror = resolve))
    const lifecycle = new Lifecycle([
      { name: 'strings', start: () => seen.push('start strings'), stop: () => seen.push('stop strings') },
      {
        name: 'mirror',
        start: () => mirrorOpen.then(() => seen.push('start mirror')),
        stop: () => seen.push('stop mirror')
      },
      { name: 'mount', start: () => seen.push('start mount') }
    ])
    const started = lifecycle.start()
    await Promise.resolve()
    expect(seen).toEqual(['start strings']) // the mount waits for the mirror
    openMirror()
    await started
    expect(seen).toEqual(['start strings', 'start mirror', 'start mount'])
    await lifecycle.stop()
    expect(seen.slice(3)).toEqual(['stop mirror', 'stop strings'])
  })

  it('goes on past a step that outlasts its waitAtMostMs, and stops it like any started step', async () => {
    vi.useFakeTimers()
    const log = vi.fn()
    const mounted = vi.fn()
    const stopped = vi.fn()
    let answer!: () => void
    const lifecycle = new Lifecycle(
      [
        {
          name: 'app info',
          start: () => new Promise<void>((resolve) => (answer = resolve)),
          waitAtMostMs: 3000,
          stop: stopped
        },
        { name: 'mount', start: mounted }
      ],
      log
    )
    const started = lifecycle.start()
    await vi.advanceTimersByTimeAsync(2999)
    expect(mounted).not.toHaveBeenCalled() // still within its wait
    await vi.advanceTimersByTimeAsync(1)
    await started
    expect(mounted).toHaveBeenCalledOnce()
    expect(log).toHaveBeenCalledWith(expect.stringContaining('app info is still starting after 3000 ms'), null)
    answer()
    await lifecycle.stop()
    expect(stopped).toHaveBeenCalledOnce()
  })

  it('logs a step that fails and goes on; a failed step is not stopped', async () => {
    const log = vi.fn()
    const stopped = vi.fn()
    const mounted = vi.fn()
    const lifecycle = new Lifecycle(
      [
        { name: 'mirror', start: () => Promise.reject(new Error('no IndexedDB')), stop: stopped },
        { name: 'mount', start: mounted }
      ],
      log
    )
    await lifecycle.start()
    expect(mounted).toHaveBeenCalledOnce()
    expect(log).toHaveBeenCalledWith('[boot] mirror failed to start', expect.any(Error))
    await lifecycle.stop()
    expect(stopped).not.toHaveBeenCalled()
  })
})

describe('the app boot', () => {
  const section = readResult({
    node: { name: 'Water pump', code: 'WP', parts: [{ name: 'Water pump', number: '1K0 121 011 B' }] }
  })

  function bootedApp(search: SearchService, maintenance = new MirrorMaintenance({ delayMs: 60_000 })) {
    const app = createTestApp({
      answers: {
        'app.info': async () => ok(appInfo()),
        'settings.get': async () => ok({ language: 'en' })
      },
      info: appInfo()
    })
    const services = { ...app.services, search }
    const mount = vi.fn()
    const lifecycle = new Lifecycle(
      appBootSteps({ services, pinia: app.pinia, i18n: createUiI18n('en'), mount, maintenance }),
      () => undefined
    )
    cleanups.push(stopWithPage(lifecycle))
    return { lifecycle, mount, app }
  }

  it('writes the search index held in memory when the page is hidden', async () => {
    const db = new SearchDatabase(`boot-${Math.random()}`)
    cleanups.push(() => db.delete())
    const search = new SearchService(
      async () => db,
      () => undefined
    )
    const { lifecycle, mount } = bootedApp(search)
    await lifecycle.start()
    expect(mount).toHaveBeenCalledOnce()

    const vehicleKey = 'https://catalog.example|VIN-A'
    await search.sectionStored({ vehicleKey, vin: 'VIN-A', lang: 'en', q: 'q1', result: section })
    // Indexed in memory; written after a quiet moment, which has not come.
    expect(await db.indexes.get(indexKey(vehicleKey, 'en'))).toBeUndefined()

    window.dispatchEvent(new Event('pagehide'))
    await lifecycle.whenStopped()
    const written = await db.indexes.get(indexKey(vehicleKey, 'en'))
    expect(written?.vehicleKey).toBe(vehicleKey)
    // Read back as a restart would: the section is found.
    const reopened = new SearchService(
      async () => db,
      () => undefined
    )
    expect((await reopened.search(vehicleKey, 'en', 'pump')).length).toBe(1)
  })

  it('writes sections still being indexed when the page is hidden, without waiting for a timer', async () => {
    const db = new SearchDatabase(`boot-${Math.random()}`)
    cleanups.push(() => db.delete())
    const search = new SearchService(
      async () => db,
      () => undefined
    )
    const { lifecycle } = bootedApp(search)
    await lifecycle.start()
    const vehicleKey = 'https://catalog.example|VIN-B'
    void search.sectionStored({ vehicleKey, vin: 'VIN-B', lang: 'en', q: 'q1', result: section })

    window.dispatchEvent(new Event('pagehide'))
    await lifecycle.whenStopped()
    expect((await db.indexes.get(indexKey(vehicleKey, 'en')))?.vehicleKey).toBe(vehicleKey)
  })

  it('pauses a save under way when the page is hidden, so what it fetched is written', async () => {
    const search = new SearchService(
      async () => null,
      () => undefined
    )
    const { lifecycle, app } = bootedApp(search)
    await lifecycle.start()
    const pause = vi.spyOn(useGarageStore(app.pinia), 'pause')
    window.dispatchEvent(new Event('pagehide'))
    await lifecycle.whenStopped()
    expect(pause).toHaveBeenCalledOnce()
  })

  it('stops the mirror compaction it scheduled when the page is hidden', async () => {
    const maintenance = new MirrorMaintenance({ delayMs: 0 })
    const search = new SearchService(
      async () => null,
      () => undefined
    )
    const { lifecycle } = bootedApp(search, maintenance)
    await lifecycle.start()
    window.dispatchEvent(new Event('pagehide'))
    await lifecycle.whenStopped()
    expect(await maintenance.whenDone()).toBeNull() // the test app has no mirror: nothing was scheduled either
  })
})

describe('mirror maintenance', () => {
  const mirrorWith = (compactLegacy: (pause: () => Promise<void>) => Promise<CompactionReport | null>) => ({
    compactLegacy: vi.fn(compactLegacy)
  })

  it('compacts after its delay, a batch at a time', async () => {
    const report = { sections: 2, images: 0, queueItems: 0 }
    const mirror = mirrorWith(async () => report)
    const maintenance = new MirrorMaintenance({ delayMs: 0 })
    maintenance.start(mirror)
    expect(mirror.compactLegacy).not.toHaveBeenCalled()
    expect(await maintenance.whenDone()).toBe(report)
  })

  it('stopped before its delay, it never compacts', async () => {
    const mirror = mirrorWith(async () => null)
    const maintenance = new MirrorMaintenance({ delayMs: 60_000 })
    maintenance.start(mirror)
    await maintenance.stop()
    expect(await maintenance.whenDone()).toBeNull()
    expect(mirror.compactLegacy).not.toHaveBeenCalled()
  })

  it('stopped while compacting, it lets the batch being written finish and starts no other', async () => {
    const batches: string[] = []
    const maintenance = new MirrorMaintenance({ delayMs: 0, pauseMs: 0 })
    const mirror = mirrorWith(async (pause) => {
      batches.push('first')
      void maintenance.stop()
      await pause()
      batches.push('second')
      return null
    })
    maintenance.start(mirror)
    expect(await maintenance.whenDone()).toBeNull()
    expect(batches).toEqual(['first'])
  })
})
