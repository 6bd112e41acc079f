import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, reactive, ref, watch } from 'vue'
import { readCatalogId, readInfo, readVehicle, type VehicleReading } from '@shared/readers'
import type { VinResponse } from '@shared/contract'
import type { CatalogLanguage } from '@shared/languages'
import type { AppError } from '@shared/result'
import { SUPERSEDED, createLatestRequests } from '../../../lib/latest-request'
import { normalizeVinInput } from '../../../lib/vin'
import { useServices } from '../../../data/app-services'
import { usePreferencesStore } from '../../../common/stores/preferences'

/** The start page's VIN search, as it reads the searched vehicle's entry. */
export type VinLookup =
  | { status: 'idle' }
  | { status: 'loading'; vin: string }
  | { status: 'found'; vin: string; response: VinResponse }
  | { status: 'not-found'; vin: string; infoText: string | null }
  | { status: 'error'; vin: string; error: AppError }

/** One opened vehicle: the last good answer stays while a newer one (other language, retry) loads. */
export interface VehicleEntry {
  response: VinResponse | null
  language: CatalogLanguage | null
  loading: boolean
  error: AppError | null
  /** The service's words when it does not know the VIN. */
  infoText: string | null
}

/** The vehicle as the page shows it, read from the stored raw answer (old and new shapes alike). */
export function vehicleOf(entry: VehicleEntry | undefined): VehicleReading | null {
  return entry?.response ? readVehicle(entry.response.result.vehicle) : null
}

/** The catalog id every section request of this vehicle carries; null when the answer names none. */
export function catalogOf(entry: VehicleEntry | undefined): string | null {
  return entry?.response ? readCatalogId(entry.response.result) : null
}

function lookupOf(vin: string | null, entry: VehicleEntry | undefined): VinLookup {
  if (!vin || !entry) return { status: 'idle' }
  if (entry.loading) return { status: 'loading', vin }
  if (entry.error) return { status: 'error', vin, error: entry.error }
  if (entry.infoText !== null) return { status: 'not-found', vin, infoText: entry.infoText || null }
  if (entry.response) return { status: 'found', vin, response: entry.response }
  return { status: 'idle' }
}

/**
 * Vehicles by VIN, one lookup each: the start page's search and the vehicle page read the same
 * entry, so a VIN found on the start page opens its page without asking twice.
 */
/** 404 (no such vehicle), 410 and 400 (not a valid VIN) from the vendor, as failures sent with HTTP 200. */
function isVinRefusal(error: AppError): boolean {
  return error.code === 'unavailable' && (error.status === 404 || error.status === 410 || error.status === 400)
}

export const useVehicleStore = defineStore('vehicle', () => {
  const preferences = usePreferencesStore()
  const { catalog } = useServices()
  /** Every vehicle asked for in this run, by VIN; the page shows `byVin[current]`. */
  const byVin = reactive<Record<string, VehicleEntry>>({})
  const current = ref<string | null>(null)
  /** The VIN last searched for on the start page. */
  const searched = ref<string | null>(null)
  const requests = createLatestRequests()

  const lookup = computed(() => lookupOf(searched.value, searched.value ? byVin[searched.value] : undefined))

  function entryFor(vin: string): VehicleEntry {
    // Read back through the reactive map: the object literal itself is not reactive, its proxy is.
    if (!byVin[vin]) byVin[vin] = { response: null, language: null, loading: false, error: null, infoText: null }
    return byVin[vin]
  }

  /** Asks the catalog; the last good answer stays in the entry until a newer one replaces it. */
  async function load(vin: string, lang: CatalogLanguage): Promise<void> {
    const entry = entryFor(vin)
    entry.loading = true
    entry.error = null
    const result = await requests(vin).run(() => catalog.vin({ vin, lang }))
    if (result === SUPERSEDED) return
    entry.loading = false
    if (!result.ok && isVinRefusal(result.error)) {
      // The vendor's "not found" / "not a valid VIN", sent as failures: the VIN messages, not an error.
      entry.response = null
      entry.infoText = result.error.serviceMessage ?? ''
    } else if (!result.ok) entry.error = result.error
    else if (readVehicle(result.value.result.vehicle)?.qMainGroup) {
      entry.response = result.value
      entry.language = lang
      entry.infoText = null
    } else {
      entry.response = null
      entry.infoText = readInfo(result.value.result.info)?.text ?? ''
    }
  }

  /** The start page's search: always asks (the user pressed the button), in the catalog language. */
  async function findByVin(raw: string): Promise<void> {
    const vin = normalizeVinInput(raw)
    if (!vin) return
    searched.value = vin
    await load(vin, preferences.language)
  }

  /** Makes `vin` the current vehicle, asking the service unless its card is already in this language. */
  async function open(vin: string, force = false): Promise<void> {
    current.value = vin
    const entry = entryFor(vin)
    if (!force && entry.response && entry.language === preferences.language) return
    await load(vin, preferences.language)
  }

  // The card follows the catalog language like every section does.
  watch(
    () => preferences.language,
    () => {
      if (current.value) void open(current.value)
    }
  )

  return { lookup, byVin, current, findByVin, open }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useVehicleStore, import.meta.hot))
