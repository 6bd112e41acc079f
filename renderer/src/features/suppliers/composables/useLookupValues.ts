import { computed, reactive, type ComputedRef } from 'vue'
import { useCurrentVin } from '../../browse/composables/useCurrentVin'
import { useMirrorStore } from '../../../common/stores/mirror'
import { useVehicleStore, vehicleOf } from '../../browse/stores/vehicle'

/**
 * The vehicle's brand for `{brand}`: the vehicle opened in this run knows it; a basket line's
 * vehicle may only be known from the garage (the mirror's vehicles table keeps every vehicle
 * looked up, brand included: GarageRepository.brandOf), so that is read once per VIN. Undefined while unknown.
 */
export function useVehicleBrand(): (vin: string) => string | undefined {
  const vehicles = useVehicleStore()
  const mirror = useMirrorStore()
  const stored = reactive<Record<string, string | null>>({})

  async function readStored(vin: string): Promise<void> {
    await mirror.whenReady()
    const brand = await mirror.repo?.garage.brandOf(vin).catch(() => undefined)
    stored[vin] = brand ?? null
  }

  return (vin) => {
    const live = vehicleOf(vehicles.byVin[vin])?.brand
    if (live) return live
    if (!(vin in stored)) {
      stored[vin] = null
      void readStored(vin)
    }
    return stored[vin] ?? undefined
  }
}

/** `{vin}` and `{brand}` on a vehicle page (part rows, part information); empty elsewhere. */
export function usePageVehicleValues(): ComputedRef<{ vin?: string; brand?: string }> {
  const vin = useCurrentVin()
  const brandOf = useVehicleBrand()
  return computed(() => {
    const current = vin?.value
    if (!current) return {}
    const brand = brandOf(current)
    return brand ? { vin: current, brand } : { vin: current }
  })
}
