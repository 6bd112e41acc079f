import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref, shallowRef } from 'vue'
import type { VinResponse } from '@shared/contract'
import { forgetLegacy, legacyRecentVehicles } from '../../../data/db/legacy-local-storage'
import type { GarageRepository } from '../../../data/db/garage-repository'
import type { VehicleRecord } from '../../../data/db/schema'
import { vehicleRecordFor } from '../../../data/db/vehicle-record'
import { useMirrorStore } from '../../../common/stores/mirror'
import { usePreferencesStore } from '../../../common/stores/preferences'
import { withPeopleNames } from '../vehicle-names'

/**
 * Vehicles opened on this computer, most recent first, for one-click reopening: the garage's
 * recent list (GarageRepository.recent), not kept a second time. Without IndexedDB
 * the list stays empty. The list of earlier versions, kept in localStorage, is moved in on first start.
 */
export const useRecentVehiclesStore = defineStore('recent-vehicles', () => {
  const mirror = useMirrorStore()
  const preferences = usePreferencesStore()
  const list = shallowRef<VehicleRecord[]>([])
  const loaded = ref(false)

  async function repository(): Promise<GarageRepository | null> {
    await mirror.whenReady()
    return mirror.repo?.garage ?? null
  }

  /** The list of earlier versions, moved once the service in use is known (new rows need its origin). */
  async function moveLegacyList(repo: GarageRepository): Promise<void> {
    const legacy = legacyRecentVehicles()
    const where = mirror.origins()
    if (legacy === null || !where) return
    await repo.importLegacyRecent(where.origin, legacy)
    forgetLegacy('recentVehicles')
  }

  async function refresh(): Promise<void> {
    const repo = await repository()
    try {
      if (repo) {
        await moveLegacyList(repo)
        const recent = await repo.recent()
        list.value = mirror.repo ? await withPeopleNames(recent, mirror.repo.answers, preferences.language) : recent
      }
    } catch {
      // IndexedDB failed mid-way: the list stays as it was, and the old one stays to be moved.
    }
    loaded.value = true
  }

  /** The vehicle page opened with this answer: the vehicle goes (back) to the top of the list. */
  async function visited(vin: string, answer: VinResponse): Promise<void> {
    await mirror.whenReady()
    const where = mirror.origins()
    const record = where ? vehicleRecordFor(where.origin, vin, answer.result) : null
    if (record) await mirror.repo?.garage.rememberVehicle(record, { visit: true }).catch(() => undefined)
  }

  /** Off the start page; the vehicle and what is stored for it stay in the garage. */
  async function remove(vin: string): Promise<void> {
    await (await repository())?.hideFromRecent(vin)
    await refresh()
  }

  return { list, loaded, refresh, visited, remove }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useRecentVehiclesStore, import.meta.hot))
