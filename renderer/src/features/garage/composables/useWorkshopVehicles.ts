import { onMounted, ref } from 'vue'
import type { WorkshopVehicleDoc } from '@shared/workshop'
import { useServices } from '../../../data/app-services'
import { copyVehicleFromWorkshop, type CopyOutcome, type CopyProgress } from '../../../data/workshop/vehicle-copy'
import { useGarageStore } from '../stores/garage'

export interface WorkshopVehicleRow {
  vehicle: WorkshopVehicleDoc
  /** Saved for offline here too, in full. */
  here: boolean
}

/**
 * The garage's workshop part (issue 24): the vehicles of this catalog service the workshop mirror
 * holds in full (saved at some workstation), which of them this computer holds too, and *Get from
 * the workshop*, one at a time.
 */
export function useWorkshopVehicles() {
  const { api, mirror, origins, workshop } = useServices()
  const garage = useGarageStore()
  const rows = ref<WorkshopVehicleRow[]>([])
  const available = ref(false)
  const copying = ref<string | null>(null)
  const progress = ref<CopyProgress | null>(null)
  const outcome = ref<{ key: string; result: CopyOutcome } | null>(null)

  async function refresh(): Promise<void> {
    // A garage opened as the app's first page mounts before main has named the service.
    await origins.known
    const where = origins.current()
    const opened = await mirror
    if (!where || !opened || !workshop.switch.enabled()) {
      available.value = false
      return
    }
    const listed = await api.workshop.vehicles({ origin: where.origin })
    available.value = listed.ok
    if (!listed.ok) return
    // Held here in full: saved, and as many pages as the workshop lists (a copy a full disk
    // stopped may still be marked saved when the disk refused even that small write).
    const local = new Map((await opened.garage.listVehicles()).map((vehicle) => [vehicle.key, vehicle]))
    rows.value = listed.value.map((vehicle) => {
      const mine = local.get(vehicle.vehicleKey)
      return { vehicle, here: mine?.saved === 1 && mine.sections >= vehicle.sections }
    })
  }

  async function get(vehicle: WorkshopVehicleDoc): Promise<void> {
    const opened = await mirror
    if (!opened || copying.value) return
    copying.value = vehicle.vehicleKey
    progress.value = { done: 0, total: vehicle.sections + vehicle.images }
    try {
      const result = await copyVehicleFromWorkshop(api, opened, vehicle, (step) => (progress.value = step))
      outcome.value = { key: vehicle.vehicleKey, result }
    } catch (error) {
      // Never a silent stop: the row says the copy stopped, and why.
      const message = error instanceof Error ? error.message : String(error)
      const result: CopyOutcome = { answers: 0, pictures: 0, missing: 0, complete: false }
      outcome.value = { key: vehicle.vehicleKey, result: { ...result, stopped: { code: 'internal', message } } }
    } finally {
      copying.value = null
      progress.value = null
      await Promise.all([refresh(), garage.refresh()])
    }
  }

  onMounted(async () => {
    await workshop.switch.refresh()
    await refresh()
  })
  return { rows, available, copying, progress, outcome, get, refresh }
}
