import { systemClock } from './clock'
import { DEFAULT_SEED, generateCatalog } from './data/generator'
import { VEHICLES } from './data/vehicles'
import { ImageStore } from './images/render'
import { PointerCodec } from './pointers'
import { AuthService, demoCredentials } from './server/auth'
import { createApiServer } from './server/api-server'
import { FaultInjector } from './server/faults'
import { createImageServer } from './server/image-server'
import { RateLimiter } from './server/rate-limit'
import { RequestLog } from './server/request-log'
import type { DemoState } from './server/state'
import type { DemoCatalog, DemoCatalogOptions } from './types'

// Embedded demo catalog: a strict implementation of spec/catalog-api.md over generated data,
// served on loopback over real HTTP (API server + separate image server).

export { ManualClock } from './clock'
export type {
  DemoCatalog,
  DemoCatalogOptions,
  DemoClock,
  DemoRateLimit,
  DemoVehicleSummary,
  FaultKind,
  FaultRule,
  PlayedFaultKind,
  RewriteFaultKind,
  RequestCounts,
  RequestLogEntry,
  VendorResultCode
} from './types'

export async function startDemoCatalog(options: DemoCatalogOptions = {}): Promise<DemoCatalog> {
  const host = options.host ?? '127.0.0.1'
  const seed = options.seed ?? DEFAULT_SEED
  const clock = options.clock ?? systemClock
  const model = generateCatalog(seed, options.fleet ?? 0, options.compact ?? 0)
  const { userId, userToken } = demoCredentials(seed)
  const log = new RequestLog()
  const state: DemoState = {
    clock,
    latencyMs: options.latencyMs ?? 0,
    model,
    codec: new PointerCodec(seed),
    auth: new AuthService(clock, userId, userToken),
    faults: new FaultInjector(seed),
    log,
    images: new ImageStore(model),
    rateLimit: new RateLimiter(clock, options.rateLimit ?? null),
    sectionCache: new Map()
  }
  const api = createApiServer(state)
  const images = createImageServer(state)
  let apiPort: number
  let imagePort: number
  try {
    apiPort = await api.listen(options.port ?? 0, host)
    imagePort = await images.listen(options.imagePort ?? 0, host)
  } catch (err) {
    await Promise.all([api.close(), images.close()])
    throw err
  }
  const origin = (port: number): string => `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  let closed: Promise<void> | undefined

  return {
    baseUrl: origin(apiPort),
    imageBaseUrl: origin(imagePort),
    userId,
    userToken,
    // `vins` are the five hand-made vehicles (the app's start page offers them); `vehicles` lists
    // those five, then the fleet (options.fleet), then the compact city cars (options.compact), if any.
    vins: model.vehicles.slice(0, VEHICLES.length).map((v) => v.def.vin),
    vehicles: model.vehicles.map((v) => ({
      vin: v.def.vin,
      name: `${v.def.make} ${v.def.model}`,
      brand: v.def.make,
      catalog: v.def.catalog
    })),
    clock,
    knobs: {
      setLatency: (ms) => {
        state.latencyMs = Math.max(0, ms)
      },
      injectFault: (rule) => state.faults.add(rule),
      clearFaults: () => state.faults.clear(),
      revokeUserTokens: (id) => state.auth.revoke(id),
      rotatePointerGeneration: () => {
        state.codec.rotate()
        state.sectionCache.clear() // cached bodies embed old-generation pointers
      },
      setRateLimit: (limit) => state.rateLimit.set(limit)
    },
    log: { entries: () => log.entries(), counts: () => log.counts(), reset: () => log.reset() },
    close: () => (closed ??= Promise.all([api.close(), images.close()]).then(() => undefined))
  }
}
