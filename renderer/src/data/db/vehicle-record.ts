import type { VinResult } from '@shared/catalog-schemas'
import { readCatalogId, readVehicle } from '@shared/readers'
import { vehicleKey } from './keys'
import type { VehicleRecord } from './schema'

/** The garage's row for a vehicle, read from a VIN answer through the shared readers. */
export function vehicleRecordFor(
  origin: string,
  vin: string,
  result: VinResult
): Omit<VehicleRecord, 'saved' | 'lastVisit'> | null {
  const vehicle = readVehicle(result.vehicle)
  if (!vehicle) return null
  return {
    key: vehicleKey(origin, vin),
    origin,
    vin,
    catalog: readCatalogId(result),
    // What people call it (readers/vehicle-name.ts); the catalog's own name is kept as detail.
    name: vehicle.name || vin,
    ...(vehicle.title ? { catalogName: vehicle.title } : {}),
    ...(vehicle.brand ? { brand: vehicle.brand } : {}),
    ...(vehicle.model ? { model: vehicle.model } : {})
  }
}
