import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { VinResponse } from '@shared/contract'
import type { CatalogLanguage } from '@shared/languages'
import type { AppError } from '@shared/result'
import { useApi } from '../bridge'

export type VinLookup =
  | { status: 'idle' }
  | { status: 'loading'; vin: string }
  | { status: 'found'; vin: string; response: VinResponse }
  | { status: 'not-found'; vin: string; infoText: string | null }
  | { status: 'error'; vin: string; error: AppError }

/** VINs are printed with spaces and typed in lower case; the catalog wants neither. */
export function normalizeVin(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase()
}

export const useVehicleStore = defineStore('vehicle', () => {
  const api = useApi()
  const lookup = ref<VinLookup>({ status: 'idle' })
  let lastRequest: { vin: string; lang: CatalogLanguage } | null = null
  // Only the newest lookup may write its answer: a slow first answer must not replace a later one.
  let generation = 0

  async function findByVin(raw: string, lang: CatalogLanguage): Promise<void> {
    const vin = normalizeVin(raw)
    if (!vin) return
    lastRequest = { vin, lang }
    const mine = ++generation
    lookup.value = { status: 'loading', vin }
    const result = await api.catalog.vin({ vin, lang })
    if (mine !== generation) return
    if (!result.ok) lookup.value = { status: 'error', vin, error: result.error }
    else if (result.value.result.vehicle) lookup.value = { status: 'found', vin, response: result.value }
    else lookup.value = { status: 'not-found', vin, infoText: result.value.result.info?.text ?? null }
  }

  async function retry(): Promise<void> {
    if (lastRequest) await findByVin(lastRequest.vin, lastRequest.lang)
  }

  return { lookup, findByVin, retry }
})
