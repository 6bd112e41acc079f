import type { ImagePayload, SectionRequest, SectionResponse, VinRequest, VinResponse } from '@shared/contract'
import type { Result } from '@shared/result'
import { useApi } from '../bridge'

/**
 * The renderer's one door to catalog data. Views and stores ask here, never the bridge
 * directly, so the offline mirror (IndexedDB) can sit behind this interface: answer from the
 * mirror first, then revalidate over IPC.
 */
export interface CatalogAccess {
  vin(request: VinRequest): Promise<Result<VinResponse>>
  section(request: SectionRequest): Promise<Result<SectionResponse>>
  image(qImage: string): Promise<Result<ImagePayload>>
}

let override: CatalogAccess | null = null

/** Tests (and later the mirror) install their own implementation. */
export function installCatalogAccess(access: CatalogAccess | null): void {
  override = access
}

export function useCatalogAccess(): CatalogAccess {
  if (override) return override
  const api = useApi()
  return {
    vin: (request) => api.catalog.vin(request),
    section: (request) => api.catalog.section(request),
    image: (qImage) => api.catalog.image({ qImage })
  }
}
