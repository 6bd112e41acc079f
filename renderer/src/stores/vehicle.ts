import { defineStore } from 'pinia'
import { reactive, ref, watch } from 'vue'
import { readCatalogId, readVehicle, type VehicleReading } from '@shared/readers'
import type { VinResponse } from '@shared/contract'
import type { CatalogLanguage } from '@shared/languages'
import type { AppError } from '@shared/result'
import { useCatalogAccess } from '../catalog/catalog-access'
import { normalizeVinInput as normalizeVin } from '../composables/vin'
import { useSettingsStore } from './settings'

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

export { normalizeVinInput as normalizeVin } from '../composables/vin'

/** The vehicle as the page shows it, read from the stored raw answer (old and new shapes alike). */
export function vehicleOf(entry: VehicleEntry | undefined): VehicleReading | null {
  return entry?.response ? readVehicle(entry.response.result.vehicle) : null
}

/** The catalog id every section request of this vehicle carries; null when the answer names none. */
export function catalogOf(entry: VehicleEntry | undefined): string | null {
  return entry?.response ? readCatalogId(entry.response.result) : null
}

export const useVehicleStore = defineStore('vehicle', () => {
  const settings = useSettingsStore()
  const lookup = ref<VinLookup>({ status: 'idle' })
  /** Every vehicle opened in this run, by VIN; the page shows `byVin[current]`. */
  const byVin = reactive<Record<string, VehicleEntry>>({})
  const current = ref<string | null>(null)
  let lastRequest: { vin: string; lang: CatalogLanguage } | null = null
  // Only the newest request may write its answer: a slow first answer must not replace a later one.
  let generation = 0
  const newestFor = new Map<string, number>()

  async function findByVin(raw: string, lang: CatalogLanguage): Promise<void> {
    const vin = normalizeVin(raw)
    if (!vin) return
    lastRequest = { vin, lang }
    const mine = ++generation
    lookup.value = { status: 'loading', vin }
    const result = await useCatalogAccess().vin({ vin, lang })
    if (mine !== generation) return
    if (!result.ok) lookup.value = { status: 'error', vin, error: result.error }
    else if (result.value.result.vehicle) {
      lookup.value = { status: 'found', vin, response: result.value }
      // The vehicle page opens next: hand it the answer instead of asking twice.
      byVin[vin] = { response: result.value, language: lang, loading: false, error: null, infoText: null }
    } else lookup.value = { status: 'not-found', vin, infoText: result.value.result.info?.text ?? null }
  }

  async function retry(): Promise<void> {
    if (lastRequest) await findByVin(lastRequest.vin, lastRequest.lang)
  }

  /** Makes `vin` the current vehicle, asking the service unless its card is already in this language. */
  async function open(vin: string, force = false): Promise<void> {
    current.value = vin
    const lang = settings.language
    // Read back through the reactive map: the object literal itself is not reactive, its proxy is.
    if (!byVin[vin]) byVin[vin] = { response: null, language: null, loading: false, error: null, infoText: null }
    const entry = byVin[vin]
    if (!force && entry.response && entry.language === lang) return
    const mine = (newestFor.get(vin) ?? 0) + 1
    newestFor.set(vin, mine)
    entry.loading = true
    entry.error = null
    const result = await useCatalogAccess().vin({ vin, lang })
    if (newestFor.get(vin) !== mine) return
    entry.loading = false
    if (!result.ok) entry.error = result.error
    else if (result.value.result.vehicle) {
      entry.response = result.value
      entry.language = lang
      entry.infoText = null
    } else {
      entry.response = null
      entry.infoText = result.value.result.info?.text ?? ''
    }
  }

  // The card follows the catalog language like every section does.
  watch(
    () => settings.language,
    () => {
      if (current.value) void open(current.value)
    }
  )

  return { lookup, byVin, current, findByVin, retry, open }
})
