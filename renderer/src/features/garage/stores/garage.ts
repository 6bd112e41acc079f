import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref, shallowRef, watch } from 'vue'
import type { AppError } from '@shared/result'
import { vehicleKey } from '../../../data/db/keys'
import { readVehicle } from '@shared/readers'
import { vehicleRecordFor } from '../../../data/db/vehicle-record'
import type { Mirror, SaveJob, Usage, VehicleSummary } from '../../../data/db/mirror'
import { VehicleSaver, type SaveProgress } from '../../../data/saving/vehicle-saver'
import { useServices } from '../../../data/app-services'
import { useAppStore } from '../../../common/stores/app'
import { useMirrorStore } from '../../../common/stores/mirror'
import { usePreferencesStore } from '../../../common/stores/preferences'
import { withPeopleNames } from '../../browse/vehicle-names'
import { isQuotaError } from '../../../lib/quota-error'
import { SUPERSEDED, createLatestRequest } from '../../../lib/latest-request'

/** How often a running save's card re-reads its figures. */
const FIGURES_EVERY_MS = 1_000

export interface ActiveSave {
  key: string
  vin: string
  progress: SaveProgress
  /** Paused because the connection dropped; resumes by itself when it is back. */
  pausedOffline: boolean
}

/**
 * The garage: vehicles stored on this computer for the service in use, the storage budget, and
 * "save for offline". One save runs at a time: saves share the same service and the same disk,
 * so two at once would each go at half speed, double the memory, and make two progress bars
 * compete for attention; a second vehicle waits until the first is paused, done or cancelled.
 */
export const useGarageStore = defineStore('garage', () => {
  const { network, search } = useServices()
  const app = useAppStore()
  const preferences = usePreferencesStore()
  const mirror = useMirrorStore()
  const vehicles = ref<VehicleSummary[]>([])
  const usage = ref<Usage | null>(null)
  /** Vehicle keys with unfinished save queues (the app was closed mid-save). */
  const interrupted = ref<string[]>([])
  /** How saved vehicles' saves ended, where not whole: cancelled, or with pages missing. */
  const endings = ref(new Map<string, { cancelled: boolean; failed: number }>())
  const active = ref<ActiveSave | null>(null)
  const error = shallowRef<AppError | null>(null)
  const loaded = ref(false)
  let saver: VehicleSaver | null = null

  /**
   * The one save slot, held from the first check on: a second Save clicked during the first one's
   * VIN look-up (before it shows as running) would otherwise start a walk beside it, and the
   * first would lose its Pause and Cancel.
   */
  const starting = ref(false)
  const running = computed(() => starting.value || active.value?.progress.state === 'running')

  async function inTheSlot(work: () => Promise<SaveProgress | null>): Promise<SaveProgress | null> {
    if (running.value) return null
    starting.value = true
    try {
      return await work()
    } finally {
      starting.value = false
    }
  }

  /**
   * The card's figures follow the save as it stores (they used to stay at "Sections 1" until the
   * page was opened again): the vehicle's running totals are one row, read at most once a second.
   */
  let figuresReadAt = -Infinity
  async function followFigures(key: string): Promise<void> {
    const now = performance.now()
    if (now - figuresReadAt < FIGURES_EVERY_MS) return
    figuresReadAt = now
    const stats = (await mirror.repo?.garage.vehicle(key).catch(() => undefined))?.stats
    if (stats)
      vehicles.value = vehicles.value.map((vehicle) => (vehicle.key === key ? { ...vehicle, ...stats } : vehicle))
  }

  function origins() {
    const where = mirror.origins()
    if (!where) throw new Error('main has not reported the service origins yet')
    return where
  }

  /** The mirror once it is open; null when IndexedDB cannot be used. */
  async function repository(): Promise<Mirror | null> {
    await mirror.whenReady()
    return mirror.repo
  }

  /**
   * Only the newest reading reaches the page: Settings opened mid-eviction starts one, the
   * eviction's end another, and the first may finish last (on a full disk the usage is recounted).
   */
  const reading = createLatestRequest()

  /** Reloads the list and the figures; vehicles of another service (another account) are not shown. */
  async function refresh(): Promise<void> {
    const read = await reading.run(async () => {
      const repo = await repository()
      const where = mirror.origins()
      if (!repo || !where) return null
      const [list, used, unfinished] = await Promise.all([
        repo.garage.listVehicles(),
        repo.storage.usage(),
        repo.queue.interrupted()
      ])
      const here = list.filter((vehicle) => vehicle.origin === where.origin)
      const saved = here.filter((vehicle) => vehicle.saved === 1).map((vehicle) => vehicle.key)
      const [named, ended] = await Promise.all([
        withPeopleNames(here, repo.answers, preferences.language),
        repo.queue.endings(saved)
      ])
      return { list: named, used, unfinished, ended }
    })
    if (read === SUPERSEDED || !read) return
    vehicles.value = read.list
    endings.value = read.ended
    usage.value = read.used
    interrupted.value = read.unfinished.filter((key) => key !== active.value?.key)
    loaded.value = true
  }

  function keyOf(vin: string): string {
    return vehicleKey(origins().origin, vin)
  }

  /**
   * Deletes a vehicle and what is stored for it. Deletes need no room, so this frees space even on
   * a full disk (space-freeing.ts); should the browser refuse even that, nothing is deleted and
   * the garage says why.
   */
  async function remove(vin: string): Promise<void> {
    const key = keyOf(vin)
    error.value = null
    try {
      if (active.value?.key === key) await cancel()
      await (await repository())?.garage.deleteVehicle(key)
    } catch (failure) {
      if (!isQuotaError(failure)) console.error('[garage] deleting a vehicle failed', failure)
      error.value = isQuotaError(failure)
        ? { code: 'storage-full', message: 'This computer has no room left, not even to delete.' }
        : { code: 'internal', message: 'The vehicle could not be deleted.' }
      return
    }
    // Its search index and where-used rows are derived from what was just deleted.
    await search.forgetVehicle(key).catch(() => undefined)
    await refresh()
  }

  /** Starts saving a vehicle in the catalog language in use; resolves when the walk stops. */
  function save(vin: string): Promise<SaveProgress | null> {
    return inTheSlot(() => startSave(vin))
  }

  async function startSave(vin: string): Promise<SaveProgress | null> {
    const repo = await repository()
    if (!repo) return null
    error.value = null
    const lang = preferences.language
    const answer = await network.vin({ vin, lang })
    const record = answer.ok ? vehicleRecordFor(origins().origin, vin, answer.value.result) : null
    const qMainGroup = answer.ok ? readVehicle(answer.value.result.vehicle)?.qMainGroup : undefined
    if (!answer.ok || !record?.catalog || !qMainGroup) {
      error.value = answer.ok
        ? { code: 'bad-response', message: 'The catalog no longer knows this vehicle.' }
        : answer.error
      return null
    }
    const job: SaveJob = {
      vin,
      catalog: record.catalog,
      qMainGroup,
      lang,
      startedAt: Date.now()
    }
    const key = record.key
    await repo.garage.rememberVehicle(record)
    await repo.queue.setJob(key, job)
    return runJob(repo, key, job)
  }

  /** Continues a paused or interrupted save with the language it started in. */
  function resume(vin: string): Promise<SaveProgress | null> {
    return inTheSlot(async () => {
      const repo = await repository()
      if (!repo) return null
      error.value = null
      const key = keyOf(vin)
      const job = await repo.queue.job(key)
      if (!job) return startSave(vin)
      return runJob(repo, key, job)
    })
  }

  async function runJob(repo: Mirror, key: string, job: SaveJob): Promise<SaveProgress> {
    await preferences.whenLoaded()
    if (!saver || active.value?.key !== key) {
      saver = new VehicleSaver(
        { vin: job.vin, catalog: job.catalog, qMainGroup: job.qMainGroup, lang: job.lang },
        // The vehicle's search index follows the save, section by section.
        { network, mirror: repo, origins: origins(), onStored: (event) => void search.sectionStored(event) },
        (progress) => {
          if (active.value?.key !== key) return
          active.value.progress = progress
          void followFigures(key)
        }
      )
    }
    const mine = saver
    mine.setConcurrency(preferences.saveConcurrency)
    active.value = {
      key,
      vin: job.vin,
      progress: { state: 'running', done: 0, failed: 0, total: 0 },
      pausedOffline: false
    }
    interrupted.value = interrupted.value.filter((k) => k !== key)
    const outcome = await mine.run()
    // The save's index is written before the card says so, not after a pause in storing: the app
    // may be closed the moment it reads "Saved", and the part search must find the vehicle then.
    await search.flush().catch(() => undefined)
    if (saver === mine && active.value?.key === key) active.value.progress = outcome
    await refresh()
    return outcome
  }

  function pause(): void {
    saver?.pause()
  }

  async function cancel(): Promise<void> {
    const current = active.value
    if (!saver || !current) return
    await saver.cancel()
    await (await repository())?.queue.setJob(current.key, null)
    saver = null
    active.value = null
    await refresh()
  }

  /** Failed pointers go back in the queue and the walk continues. */
  async function retryFailed(vin: string): Promise<SaveProgress | null> {
    await (await repository())?.queue.retryFailed(keyOf(vin))
    return resume(vin)
  }

  async function clearUnsaved(): Promise<number> {
    const freed = (await (await repository())?.storage.clearUnsaved()) ?? 0
    await refresh()
    return freed
  }

  // A save cannot progress without the service: pause instead of burning every pointer's
  // retries, and carry on by itself once requests get through again.
  watch(
    () => app.connection.state,
    (state) => {
      const current = active.value
      if (!current) return
      if (state === 'offline' && current.progress.state === 'running') {
        current.pausedOffline = true
        pause()
      } else if (state === 'online' && current.pausedOffline && current.progress.state === 'paused') {
        current.pausedOffline = false
        void resume(current.vin)
      }
    }
  )

  return {
    vehicles,
    usage,
    interrupted,
    active,
    error,
    loaded,
    running,
    endings,
    refresh,
    remove,
    save,
    resume,
    pause,
    cancel,
    retryFailed,
    clearUnsaved
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useGarageStore, import.meta.hot))
