import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watch } from 'vue'
import type { SettingsView } from '@shared/contract'
import { fail, ok } from '@shared/result'
import { vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { createAppI18n } from '@renderer/i18n'
import { indexKey, SearchDatabase, type IndexRecord } from '@renderer/data/search/search-database'
import { VehicleIndex } from '@renderer/data/search/vehicle-index'
import { useAppStore } from '@renderer/common/stores/app'
import { useGarageStore } from '@renderer/features/garage/stores/garage'
import { usePreferencesStore } from '@renderer/common/stores/preferences'
import SaveProgressBar from '@renderer/features/garage/components/SaveProgressBar.vue'
import StorageBudget from '@renderer/features/garage/components/StorageBudget.vue'
import GarageVehicle from '@renderer/features/garage/components/GarageVehicle.vue'
import { appInfo, createTestApp, type Answers } from './support/app-context'

/**
 * The garage store over real Dexie (fake-indexeddb) and a scripted service behind the bridge: a
 * tiny vehicle of one main-groups page, two nodes, their part information and pictures.
 */
vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB'] })

const ORIGIN = 'http://svc.test'
const VIN = 'XVSAB53C1KR012847'
const CATALOG: Record<string, Record<string, unknown>> = {
  mg: { lists_group: [{ title: 'Mech', lists: [{ q: 'n1', qImage: 'i1' }, { q: 'n2' }] }] },
  n1: { node: { code: '010', title: 'Block', scheme: { qImage: 's1' }, parts: [{ number: 'A1', q_partinfo: 'p1' }] } },
  // The real service's shape: two drawings, hotspots on the node for the second.
  n2: {
    node: {
      code: '020',
      name: 'HEAD',
      images: [{ qImage: 's2' }, { qImage: 's3' }],
      image_index: 1,
      hotspots: [{ hotspotId: '1', left: 1, top: 1, width: 5, height: 5 }],
      parts: [{ hotspotId: '1', number: 'B2', qty: '1', q_partinfo: 'p2' }]
    }
  },
  p1: { partinfo: { weight: 1 } },
  p2: { partinfo: { weight: 2 } }
}
const ITEMS = 10 // mg, n1, n2, p1, p2 and the pictures i1, s1, s2, s3 (both drawings of n2) … plus nothing else

let db: MirrorDatabase
let repo: Mirror
let sections: Array<{ q: string; lang: string }>
let gate: (() => Promise<void>) | null
/** Most section requests the service had open at once. */
let mostAtOnce = 0
let answered = 0

/** The fake main: settings, and the vehicle's pages and pictures (held back while `gate` is set). */
function service(): Answers {
  let settings: SettingsView = {
    baseUrl: ORIGIN,
    imageBaseUrl: ORIGIN,
    userId: '',
    tokenSet: false,
    language: 'en',
    source: 'demo',
    secretProtection: 'none',
    imageAddress: '{image_base_url}/image?q={qImage}'
  }
  return {
    'settings.get': () => ok(settings),
    'settings.update': (update) => ok((settings = { ...settings, ...(update as Partial<SettingsView>) })),
    'catalog.vin': async () =>
      ok({
        result: { catalogs: [{ name: 'C1', status: 200, time: 0.02 }], vehicle: { name: 'Vostra', qMainGroup: 'mg' } },
        fetchedAt: 1
      }),
    'catalog.section': async (input) => {
      const { q, lang } = input as { q: string; lang: string }
      sections.push({ q, lang })
      mostAtOnce = Math.max(mostAtOnce, sections.length - answered)
      await gate?.()
      // Answers come back on a later turn, as over a connection: requests can overlap.
      await new Promise((resolve) => setTimeout(resolve, 0))
      answered++
      const result = CATALOG[q]
      return result ? ok({ result, fetchedAt: 2 }) : fail('server', 'no such section')
    },
    'catalog.image': async () => {
      await gate?.()
      return ok({ contentType: 'image/png', bytes: new Uint8Array(64) })
    }
  }
}

/** The app as it starts, over this test's database: a second call is a restart. */
function startApp(): ReturnType<typeof useGarageStore> {
  createTestApp({
    answers: service(),
    database: db,
    info: appInfo({
      mode: 'account',
      serviceOrigin: ORIGIN,
      imageOrigin: ORIGIN,
      connection: { state: 'online', since: 0 }
    })
  })
  return useGarageStore()
}

beforeEach(async () => {
  db = new MirrorDatabase(`garage-${Math.random()}`)
  repo = new Mirror(db)
  sections = []
  answered = 0
  mostAtOnce = 0
  gate = null
  await repo.garage.rememberVehicle({
    key: vehicleKey(ORIGIN, VIN),
    origin: ORIGIN,
    vin: VIN,
    catalog: 'C1',
    name: 'Vostra'
  })
})
afterEach(() => db.delete())

describe('garage store', () => {
  it('saves a vehicle: every page and picture stored, pinned, counted in the list', async () => {
    const garage = startApp()
    // A vehicle of another account (another service origin) is not this garage's.
    await repo.garage.rememberVehicle({
      key: vehicleKey('http://other', VIN),
      origin: 'http://other',
      vin: VIN,
      catalog: 'C1',
      name: 'Elsewhere'
    })
    const outcome = await garage.save(VIN)
    expect(outcome).toMatchObject({ state: 'done', done: ITEMS - 1, failed: 0 })
    expect(garage.vehicles.map((v) => [v.name, v.saved, v.sections])).toEqual([['Vostra', 1, 5]])
    expect(garage.usage?.pinnedBytes).toBe(garage.usage?.bytes)
    expect(garage.active?.progress.state).toBe('done')
  })

  it('writes the saved vehicle search index before the card says saved, not after a pause in storing', async () => {
    const garage = startApp()
    // The app's own search database, read with a second connection the moment the card says done:
    // a read asked then is answered before any write asked after it (IndexedDB keeps their order).
    const searchDb = new SearchDatabase()
    await searchDb.open()
    const key = indexKey(vehicleKey(ORIGIN, VIN), 'en')
    let readWhenDone: Promise<IndexRecord | undefined> | null = null
    const stop = watch(
      () => garage.active?.progress.state,
      (state) => {
        if (state !== 'done' || readWhenDone) return
        const read = searchDb.backendDB().transaction('indexes').objectStore('indexes').get(key)
        readWhenDone = new Promise((resolve, reject) => {
          read.onsuccess = () => resolve(read.result)
          read.onerror = () => reject(read.error)
        })
      },
      { flush: 'sync' }
    )
    await garage.save(VIN)
    stop()
    expect(readWhenDone).not.toBeNull()
    const record = await readWhenDone!
    searchDb.close()
    expect(record).toBeDefined()
    expect(
      VehicleIndex.load(record!.saved)
        .find('B2')
        .map((hit) => [hit.kind, hit.q])
    ).toEqual([['part', 'n2']])
  })

  it('runs one save at a time, also while the first one still looks its vehicle up', async () => {
    const garage = startApp()
    const first = garage.save(VIN)
    // Clicked during the first one's VIN look-up, before its card shows it running.
    expect(garage.running).toBe(true)
    expect(await garage.save(VIN)).toBeNull()
    expect(await garage.resume(VIN)).toBeNull()
    expect((await first)?.state).toBe('done')
    expect(garage.running).toBe(false)
    // One walk: no page was asked for twice.
    expect(sections.length).toBeGreaterThan(0)
    expect(new Set(sections.map((section) => section.q)).size).toBe(sections.length)
  })

  it('a cancelled save leaves the vehicle saved in part, not saved; saving it again makes it whole', async () => {
    const garage = startApp()
    const key = vehicleKey(ORIGIN, VIN)
    let reached!: () => void
    const asked = new Promise<void>((resolve) => (reached = resolve))
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    gate = async () => {
      reached()
      await held
    }
    const saving = garage.save(VIN)
    await asked
    const cancelling = garage.cancel()
    release()
    gate = null
    await Promise.all([saving, cancelling])
    expect(garage.vehicles[0]?.saved).toBe(1) // what it stored stays, as the Cancel dialog says
    expect(garage.endings.get(key)).toEqual({ cancelled: true, failed: 0 })
    expect((await garage.save(VIN))?.state).toBe('done')
    expect(garage.endings.has(key)).toBe(false)
  })

  it('keeps the pages a save could not get after a restart: the garage still says they are missing', async () => {
    await startApp().save(VIN)
    const key = vehicleKey(ORIGIN, VIN)
    const item = await db.saveQueue.where('[vehicleKey+status]').equals([key, 'done']).first()
    expect(item).toBeDefined()
    await repo.queue.finishItem(item!.id!, 'failed', 4)
    // A new start of the app: nothing of the save in memory.
    const garage = startApp()
    await garage.refresh()
    expect(garage.endings.get(key)).toEqual({ cancelled: false, failed: 1 })
  })

  it('resumes an interrupted save after a restart, in the language it started in', async () => {
    let garage = startApp()
    await usePreferencesStore().setLanguage('de')
    let release!: () => void
    gate = () => new Promise<void>((resolve) => (release = resolve))
    const first = garage.save(VIN)
    await vi.waitFor(() => expect(sections.length).toBeGreaterThan(0))
    garage.pause()
    gate = null
    release()
    expect((await first)?.state).toBe('paused')

    // Restart: a new app over the same database, now in English.
    garage = startApp()
    await usePreferencesStore().setLanguage('en')
    await garage.refresh()
    const key = vehicleKey(ORIGIN, VIN)
    expect(garage.interrupted).toEqual([key])
    const resumed = await garage.resume(VIN)
    expect(resumed).toMatchObject({ state: 'done', failed: 0 })
    expect(new Set(sections.map((s) => s.lang))).toEqual(new Set(['de']))
    expect(garage.interrupted).toEqual([])
  })

  it('pauses when the connection drops and carries on when it is back', async () => {
    const garage = startApp()
    let release!: () => void
    gate = () => new Promise<void>((resolve) => (release = resolve))
    const running = garage.save(VIN)
    await vi.waitFor(() => expect(sections.length).toBeGreaterThan(0))
    useAppStore().connection = { state: 'offline', since: 1 }
    await flushPromises()
    gate = null
    release()
    expect((await running)?.state).toBe('paused')
    expect(garage.active?.pausedOffline).toBe(true)
    useAppStore().connection = { state: 'online', since: 2 }
    await vi.waitFor(() => expect(garage.active?.progress.state).toBe('done'))
  })

  it('cancels a save: it stops, forgets its queue and is not offered for resuming', async () => {
    const garage = startApp()
    let release!: () => void
    gate = () => new Promise<void>((resolve) => (release = resolve))
    const running = garage.save(VIN)
    await vi.waitFor(() => expect(sections.length).toBeGreaterThan(0))
    const cancelling = garage.cancel()
    gate = null
    release()
    await cancelling
    expect((await running)?.state).toBe('cancelled')
    expect(garage.active).toBeNull()
    expect(garage.interrupted).toEqual([])
    expect(await repo.queue.counts(vehicleKey(ORIGIN, VIN))).toEqual({ pending: 0, done: 0, failed: 0 })
    expect(await repo.queue.job(vehicleKey(ORIGIN, VIN))).toBeNull()
  })

  it('saves with as many requests at once as Settings say, from the next start on', async () => {
    const garage = startApp()
    const preferences = usePreferencesStore()
    await preferences.setSaveConcurrency(1)
    expect((await garage.save(VIN))?.state).toBe('done')
    expect(mostAtOnce).toBe(1)

    // Kept on this computer: a restart reads the choice back (and out-of-range values are clamped).
    startApp()
    await usePreferencesStore().whenLoaded()
    expect(usePreferencesStore().saveConcurrency).toBe(1)
    await usePreferencesStore().setSaveConcurrency(40)
    expect(usePreferencesStore().saveConcurrency).toBe(8)
    mostAtOnce = 0
    sections = []
    answered = 0
    await db.saveQueue.clear()
    expect((await useGarageStore().save(VIN))?.state).toBe('done')
    expect(mostAtOnce).toBeGreaterThan(1)
  })

  it('deletes a vehicle, sets the budget and clears unsaved data', async () => {
    const garage = startApp()
    await garage.save(VIN)
    await usePreferencesStore().setStorageBudget(10 * 1024 * 1024)
    await garage.refresh()
    expect(garage.usage?.budget).toBe(10 * 1024 * 1024)
    // Saved data is not "unsaved": clearing leaves it.
    expect(await garage.clearUnsaved()).toBe(0)
    expect(garage.vehicles[0].sections).toBe(5)
    await garage.remove(VIN)
    expect(garage.vehicles).toEqual([])
    expect(garage.usage?.bytes).toBe(0)
  })
})

describe('save progress and storage budget views', () => {
  const i18n = () => createAppI18n('en')

  it('shows "done of ~total" and says plainly why a save stopped', async () => {
    const wrapper = mount(SaveProgressBar, {
      props: {
        name: 'Vostra',
        pausedOffline: false,
        progress: { state: 'failed', done: 1234, failed: 2, total: 5000, error: { code: 'storage-full', message: 'x' } }
      },
      global: { plugins: [i18n()] }
    })
    expect(wrapper.get('[data-testid="save-count"]').text()).toBe('1,234 of ~5,000')
    expect(wrapper.get('[data-testid="save-error"]').text()).toContain('its disk or the storage limit is full')
    expect(wrapper.get('progress').attributes('aria-label')).toBe('Saving Vostra for offline use')
    await wrapper.setProps({
      progress: { state: 'failed', done: 1, failed: 0, total: 2, error: { code: 'auth', message: 'x' } }
    })
    expect(wrapper.get('[data-testid="save-error"]').text()).toContain('refused the account')
    await wrapper.get('[data-testid="save-resume"]').trigger('click')
    expect(wrapper.emitted('resume')).toHaveLength(1)
  })

  it('offers 1 to 8 requests at once for saving, says what the default is, and tells the choice', async () => {
    const usage = { bytes: 0, budget: 1024 * 1024 * 1024, pinnedBytes: 0 }
    const without = mount(StorageBudget, { props: { usage, busy: false }, global: { plugins: [i18n()] } })
    expect(without.find('[data-testid="save-concurrency"]').exists()).toBe(false)

    const wrapper = mount(StorageBudget, {
      props: { usage, busy: false, concurrency: 4 },
      global: { plugins: [i18n()] }
    })
    const select = wrapper.get('[data-testid="save-concurrency"]')
    expect(select.findAll('option').map((o) => o.text())).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect((select.element as HTMLSelectElement).value).toBe('4')
    expect(wrapper.get('#save-concurrency-hint').text()).toContain('Default: 4.')
    await select.setValue('2')
    expect(wrapper.emitted('concurrency')).toEqual([[2]])
    expect(wrapper.emitted('budget')).toBeUndefined()
  })

  it('says how far lowering the limit has got while it frees space, and nothing once it is done', async () => {
    const MB = 1024 * 1024
    const usage = { bytes: 900 * MB, budget: 450 * MB, pinnedBytes: 200 * MB }
    const wrapper = mount(StorageBudget, {
      props: { usage, busy: true, freeing: { freed: 120 * MB, toFree: 495 * MB, used: 780 * MB, limit: 450 * MB } },
      global: { plugins: [i18n()] }
    })
    const line = () => wrapper.find('[data-testid="budget-freeing"]')
    expect(line().text()).toBe(
      'Freeing space, the pages opened longest ago first: 120 MB of about 495 MB so far. The rest of the app works meanwhile.'
    )
    // The usage line and the meter follow the eviction, not the figures read before it began.
    expect(wrapper.get('[data-testid="budget-usage"]').text()).toBe('In use: 780 MB of 450 MB')
    expect(wrapper.get('meter').attributes('max')).toBe(String(450 * MB))
    await wrapper.setProps({ busy: false, freeing: null })
    expect(line().exists()).toBe(false)
    expect(wrapper.get('[data-testid="budget-usage"]').text()).toBe('In use: 900 MB of 450 MB')
    // Busy with something that frees no pages (clearing): no figures to give.
    await wrapper.setProps({ busy: true })
    expect(line().exists()).toBe(false)
  })

  it('lets a screen reader hear the start, each quarter of the way and the end, not every batch', async () => {
    const MB = 1024 * 1024
    const usage = { bytes: 900 * MB, budget: 450 * MB, pinnedBytes: 200 * MB }
    const progress = (freed: number) => ({
      freed: freed * MB,
      toFree: 400 * MB,
      used: (900 - freed) * MB,
      limit: 450 * MB
    })
    const wrapper = mount(StorageBudget, {
      props: { usage, busy: true, freeing: progress(0) },
      global: { plugins: [i18n()] }
    })
    const heard = wrapper.get('[data-testid="budget-heard"]')
    expect(heard.attributes('role')).toBe('status')
    const saying = (freed: string) =>
      `Freeing space, the pages opened longest ago first: ${freed} of about 400 MB so far. The rest of the app works meanwhile.`
    expect(heard.text()).toBe(saying('0 kB'))
    // Batches within the first quarter change the visible line, not what is heard.
    await wrapper.setProps({ freeing: progress(37) })
    expect(wrapper.get('[data-testid="budget-freeing"]').text()).toBe(saying('37 MB'))
    expect(heard.text()).toBe(saying('0 kB'))
    await wrapper.setProps({ freeing: progress(99) })
    expect(heard.text()).toBe(saying('0 kB'))
    await wrapper.setProps({ freeing: progress(101) })
    expect(heard.text()).toBe(saying('100 MB'))
    await wrapper.setProps({ freeing: progress(310) })
    expect(heard.text()).toBe(saying('300 MB'))
    await wrapper.setProps({ freeing: progress(412) })
    expect(heard.text()).toBe(saying('400 MB'))
    // Done: what was freed (the last batch may go past the figure aimed at), until the next change.
    await wrapper.setProps({ busy: false, freeing: null, freed: 412 * MB })
    expect(heard.text()).toBe('Space freed: 412 MB.')
    await wrapper.setProps({ busy: true, freeing: progress(0), freed: null })
    expect(heard.text()).toBe(saying('0 kB'))
    // Clearing has no quarters: only what it freed, once done.
    await wrapper.setProps({ busy: true, freeing: null })
    expect(heard.text()).toBe('')
    await wrapper.setProps({ busy: false, freed: 3 * MB })
    expect(heard.text()).toBe('Space freed: 3 MB.')
  })

  it('calls a vehicle saved only when its save was whole, and offers the missing pages again', async () => {
    const vehicle = {
      key: vehicleKey(ORIGIN, VIN),
      origin: ORIGIN,
      vin: VIN,
      catalog: 'C1',
      name: 'Vostra',
      lastVisit: 0,
      saved: 1 as const,
      sections: 5,
      bytes: 1000
    }
    const card = (ending: { cancelled: boolean; failed: number } | null) =>
      mount(GarageVehicle, {
        props: { vehicle, save: null, interrupted: false, busy: false, now: 0, ending },
        global: { plugins: [i18n()], stubs: { RouterLink: true } }
      })
    expect(card(null).get('[data-testid="saved-badge"]').text()).toBe('Saved for offline')
    expect(card({ cancelled: true, failed: 0 }).get('[data-testid="saved-badge"]').text()).toBe('Saved in part')
    const missing = card({ cancelled: false, failed: 3 })
    expect(missing.get('[data-testid="saved-badge"]').text()).toBe('Saved · 3 pages missing')
    expect(missing.find('[data-testid="garage-save"]').exists()).toBe(false)
    await missing.get('[data-testid="save-retry-missing"]').trigger('click')
    expect(missing.emitted('retry')).toHaveLength(1)
  })

  it('takes a limit in MB or GB, refuses a silly one, and confirms before clearing', async () => {
    const MB = 1024 * 1024
    const wrapper = mount(StorageBudget, {
      props: { usage: { bytes: 3 * MB, budget: 1024 * MB, pinnedBytes: 2 * MB }, busy: false },
      global: { plugins: [i18n()] }
    })
    expect(wrapper.get('[data-testid="budget-usage"]').text()).toBe('In use: 3 MB of 1 GB')
    expect(wrapper.get('[data-testid="budget-pinned"]').text()).toContain('2 MB')
    expect((wrapper.get('[data-testid="budget-unit"]').element as HTMLSelectElement).value).toBe('GB')
    await wrapper.get('[data-testid="budget-amount"]').setValue('0.05')
    await wrapper.get('[data-testid="budget-unit"]').setValue('MB')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('budget')).toBeUndefined()
    expect(wrapper.get('[role="alert"]').text()).toContain('at least 0.1 MB')
    await wrapper.get('[data-testid="budget-amount"]').setValue('250')
    await wrapper.get('form').trigger('submit')
    expect(wrapper.emitted('budget')).toEqual([[250 * MB]])

    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true)
    vi.stubGlobal('confirm', confirm)
    await wrapper.get('[data-testid="budget-clear"]').trigger('click')
    await wrapper.get('[data-testid="budget-clear"]').trigger('click')
    expect(confirm).toHaveBeenCalledTimes(2)
    expect(wrapper.emitted('clear')).toHaveLength(1)
  })
})
