import type {
  ImagePayload,
  PartsDeskApi,
  SectionRequest,
  SectionResponse,
  RequestPriority,
  VinRequest,
  VinResponse
} from '@shared/contract'
import type { AppError, Result } from '@shared/result'

/**
 * Where an answer came from; stored answers also say when they were fetched (fetchedAt).
 * `workshop`: not stored here, read from the workshop mirror (and stored here as it is shown).
 */
export type AnswerSource = 'network' | 'mirror' | 'workshop'

export type SectionAnswer = SectionResponse & { source?: AnswerSource }
export type VinAnswer = VinResponse & { source?: AnswerSource }
export type ImageAnswer = ImagePayload & { source?: AnswerSource }

export interface AccessOptions {
  /** The VIN being browsed: stored answers are filed under this vehicle in the garage. */
  vin?: string
  /**
   * Called when a stored copy was shown first and the service then sent a different answer:
   * the caller updates in place (keeping scroll, zoom and highlights).
   */
  onRevalidated?: (answer: SectionAnswer) => void
  /**
   * Called when a stored copy was shown first and the service then failed (not just unreachable):
   * the copy stays on screen, and the page says the service failed just now.
   */
  onRefreshFailed?: (error: AppError) => void
  /** Who waits for the request, for main's request budget (contract.ts RequestPriority). */
  priority?: RequestPriority
  /**
   * The caller stopped waiting (a newer click, a paused save): the request is dropped in main's
   * queue or aborted on the wire, and the call settles as a 'cancelled' failure (contract.ts CallOptions).
   */
  signal?: AbortSignal
}

/**
 * The renderer's one door to catalog data. Views and stores ask here, never the bridge
 * directly, so the offline mirror (IndexedDB) sits behind this interface: answer from the
 * mirror first, then revalidate over IPC.
 */
export interface CatalogAccess {
  vin(request: VinRequest): Promise<Result<VinAnswer>>
  section(request: SectionRequest, options?: AccessOptions): Promise<Result<SectionAnswer>>
  image(qImage: string, options?: Pick<AccessOptions, 'vin' | 'priority' | 'signal'>): Promise<Result<ImageAnswer>>
}

/** Straight to the service, no mirror; a caller's signal goes with the call to main. */
export function networkAccess(api: PartsDeskApi): CatalogAccess {
  const call = (options?: Pick<AccessOptions, 'signal'>) => (options?.signal ? { signal: options.signal } : undefined)
  return {
    vin: (request) => api.catalog.vin(request),
    section: (request, options) => api.catalog.section(request, call(options)),
    image: (qImage, options) =>
      api.catalog.image({ qImage, ...(options?.priority ? { priority: options.priority } : {}) }, call(options))
  }
}
