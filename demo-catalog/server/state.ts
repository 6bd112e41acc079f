import type { CatalogModel } from '../data/model'
import type { ImageStore } from '../images/render'
import type { PointerCodec } from '../pointers'
import type { DemoClock } from '../types'
import type { AuthService } from './auth'
import type { FaultInjector } from './faults'
import type { RateLimiter } from './rate-limit'
import type { RequestLog } from './request-log'

/** What both servers share; the knobs mutate it. */
export interface DemoState {
  clock: DemoClock
  latencyMs: number
  model: CatalogModel
  codec: PointerCodec
  auth: AuthService
  faults: FaultInjector
  log: RequestLog
  images: ImageStore
  rateLimit: RateLimiter
  /** pre-serialised GET /api/q bodies per pointer target and language (bounded) */
  sectionCache: Map<string, string>
}
