import { ManualClock, startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { CatalogClient } from '../../electron/main/core/client/catalog-client'
import { fetchSend, type HttpSend } from '../../electron/main/core/http/http-transport'
import { MemoryVault } from '../../electron/main/core/memory-adapters'
import { AuthSession, type AuthSessionOptions } from '../../electron/main/core/session/auth-session'
import { RefreshTokenStore } from '../../electron/main/core/session/refresh-token-store'
import { readCatalogId, readVehicle } from '../../electron/shared/readers'

/** A fixed, plausible start so ISO timestamps and 30-day arithmetic are easy to read. */
export const START = Date.parse('2026-11-22T08:00:00.000Z')

export interface Harness {
  demo: DemoCatalog
  clock: ManualClock
  vault: MemoryVault
  close(): Promise<void>
}

/** The demo catalog on loopback with a fake clock that the client's monotonic clock also reads. */
export async function startHarness(): Promise<Harness> {
  const clock = new ManualClock(START)
  const demo = await startDemoCatalog({ clock })
  return { demo, clock, vault: new MemoryVault(), close: () => demo.close() }
}

export interface ClientParts {
  session: AuthSession
  client: CatalogClient
}

export function makeClient(
  h: Harness,
  overrides: Partial<AuthSessionOptions> & { send?: HttpSend; timeoutMs?: number; baseDelayMs?: number } = {}
): ClientParts {
  const send = overrides.send ?? fetchSend
  const timeoutMs = overrides.timeoutMs ?? 5_000
  const session = new AuthSession({
    baseUrl: h.demo.baseUrl,
    userId: h.demo.userId,
    userToken: h.demo.userToken,
    store: new RefreshTokenStore(h.vault, () => h.clock.now()),
    monotonicNow: () => h.clock.now(),
    timeoutMs,
    ...overrides,
    send
  })
  const client = new CatalogClient({
    baseUrl: h.demo.baseUrl,
    imageBaseUrl: h.demo.imageBaseUrl,
    session,
    send,
    timeoutMs,
    retry: { retries: 2, baseDelayMs: overrides.baseDelayMs ?? 5 }
  })
  return { session, client }
}

/** The first vehicle's main-group pointer and catalog, found the way the app finds them. */
export async function firstVehicle(client: CatalogClient, h: Harness) {
  const vin = await client.vin(h.demo.vins[0], 'en')
  const vehicle = readVehicle(vin.result.vehicle)
  const catalog = readCatalogId(vin.result)
  if (!vehicle?.qMainGroup || !catalog) throw new Error('demo VIN not found')
  return { qMainGroup: vehicle.qMainGroup, catalog, name: vehicle.title }
}
