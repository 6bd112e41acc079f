import { startDemoCatalog, type DemoCatalog, type DemoCatalogOptions } from '../../../demo-catalog/index'
import { DEFAULT_IMAGE_ADDRESS, type AppMode, type ImageAddress } from '../../shared/contract'
import { CatalogClient } from './client/catalog-client'
import { fetchSend, type HttpSend } from './http/http-transport'
import type { RetryPolicy } from './http/retry'
import type { SecretVault } from './ports'
import { AuthSession } from './session/auth-session'
import { RefreshTokenStore } from './session/refresh-token-store'
import type { Account } from './settings/account-config'

/** The service the app is talking to right now: a configured account, or the embedded demo. */
export interface CatalogBackend {
  mode: AppMode
  account: Account
  /** The picture address this backend's client uses (settings/image-address.ts). */
  imageAddress: ImageAddress
  client: CatalogClient
  demo: DemoCatalog | null
}

export interface BackendDeps {
  vault: SecretVault
  monotonicNow: () => number
  wallNow: () => number
  timeoutMs: number
  retry?: RetryPolicy
  demoOptions?: DemoCatalogOptions
  send?: HttpSend
}

export function clientFor(
  account: Account,
  deps: BackendDeps,
  imageAddress: ImageAddress = DEFAULT_IMAGE_ADDRESS
): CatalogClient {
  const send = deps.send ?? fetchSend
  const session = new AuthSession({
    baseUrl: account.baseUrl,
    userId: account.userId,
    userToken: account.userToken,
    send,
    store: new RefreshTokenStore(deps.vault, deps.wallNow),
    monotonicNow: deps.monotonicNow,
    timeoutMs: deps.timeoutMs
  })
  return new CatalogClient({
    baseUrl: account.baseUrl,
    imageBaseUrl: account.imageBaseUrl,
    imageAddress,
    session,
    send,
    timeoutMs: deps.timeoutMs,
    retry: deps.retry,
    wallNow: deps.wallNow
  })
}

/**
 * Connects to the configured account, or — with none — starts the embedded demo catalog on
 * loopback and signs in to it over real HTTP, exactly as to the real service. A running demo is
 * reused rather than restarted (its pointers and tokens stay valid).
 */
export async function connectBackend(
  account: Account | null,
  deps: BackendDeps,
  runningDemo: DemoCatalog | null,
  imageAddress: ImageAddress = DEFAULT_IMAGE_ADDRESS
): Promise<CatalogBackend> {
  if (account) {
    return { mode: 'account', account, imageAddress, client: clientFor(account, deps, imageAddress), demo: null }
  }
  const demo = runningDemo ?? (await startDemoCatalog(deps.demoOptions))
  const demoAccount: Account = {
    baseUrl: demo.baseUrl,
    imageBaseUrl: demo.imageBaseUrl,
    userId: demo.userId,
    userToken: demo.userToken
  }
  return { mode: 'demo', account: demoAccount, imageAddress, client: clientFor(demoAccount, deps, imageAddress), demo }
}
