import { onMounted, ref } from 'vue'
import type { WorkshopVehicleDoc } from '@shared/workshop'
import { useServices } from '../../../data/app-services'
import { copyVehicleFromWorkshop, type CopyOutcome, type CopyProgress } from '../../../data/workshop/vehicle-copy'
import { useGarageStore } from '../stores/garage'

export interface WorkshopVehicleRow {
  vehicle: WorkshopVehicleDoc
  /** Saved for offline here too. */
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
    const where = origins.current()
    const opened = await mirror
    if (!where || !opened || !workshop.switch.enabled()) {
      available.value = false
      return
    }
    const listed = await api.workshop.vehicles({ origin: where.origin })
    available.value = listed.ok
    if (!listed.ok) return
    const local = new Map((await opened.garage.listVehicles()).map((vehicle) => [vehicle.key, vehicle.saved === 1]))
    rows.value = listed.value.map((vehicle) => ({ vehicle, here: local.get(vehicle.vehicleKey) === true }))
  }

  async function get(vehicle: WorkshopVehicleDoc): Promise<void> {
    const opened = await mirror
    if (!opened || copying.value) return
    copying.value = vehicle.vehicleKey
    progress.value = { done: 0, total: vehicle.sections + vehicle.images }
    try {
      const result = await copyVehicleFromWorkshop(api, opened, vehicle, (step) => (progress.value = step))
      outcome.value = { key: vehicle.vehicleKey, result }
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
