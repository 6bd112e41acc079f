import { startDemoCatalog, type DemoCatalog, type DemoCatalogOptions } from '../../../demo-catalog/index'
import { DEFAULT_IMAGE_ADDRESS, type AppMode, type ImageAddress } from '../../shared/contract'
import { CatalogClient } from './client/catalog-client'
import { fetchSend, type HttpSend } from './http/http-transport'
import { RequestBudget } from './http/request-budget'
import { countsKey, MemoryCountsStore, RequestCounter, type CountsStore } from './http/request-counter'
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
  /** The account's request budget: its pacing and today's counts (CatalogPacing). */
  budget: RequestBudget
  demo: DemoCatalog | null
}

export interface BackendDeps {
  vault: SecretVault
  monotonicNow: () => number
  wallNow: () => number
  timeoutMs: number
  retry?: RetryPolicy
  /** RuntimeOptions.rateCalmMs. */
  rateCalmMs?: number
  demoOptions?: DemoCatalogOptions
  send?: HttpSend
  /**
   * One budget per account (service origin + user id) for the life of the runtime: a client
   * rebuilt for the same account (a new picture address, a new token) keeps the account's
   * pacing, its Retry-After hold and today's counts. Without it, each client gets its own.
   */
  budgets?: Map<string, RequestBudget>
  /** Where today's counts are kept; default in memory (request-counter.ts). */
  counts?: CountsStore
}

export function budgetFor(account: Account, deps: BackendDeps): RequestBudget {
  const key = countsKey(account.baseUrl, account.userId)
  const known = deps.budgets?.get(key)
  if (known) return known
  const counter = new RequestCounter(key, deps.counts ?? new MemoryCountsStore(), Date.now)
  const budget = new RequestBudget({
    send: deps.send ?? fetchSend,
    retry: deps.retry,
    counter,
    calmMs: deps.rateCalmMs
  })
  deps.budgets?.set(key, budget)
  return budget
}

export function clientFor(
  account: Account,
  deps: BackendDeps,
  imageAddress: ImageAddress = DEFAULT_IMAGE_ADDRESS,
  budget: RequestBudget = budgetFor(account, deps)
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
    budget,
    wallNow: deps.wallNow
  })
}

function backendFor(
  mode: AppMode,
  account: Account,
  deps: BackendDeps,
  imageAddress: ImageAddress,
  demo: DemoCatalog | null
): CatalogBackend {
  const budget = budgetFor(account, deps)
  return { mode, account, imageAddress, client: clientFor(account, deps, imageAddress, budget), budget, demo }
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
  if (account) return backendFor('account', account, deps, imageAddress, null)
  const demo = runningDemo ?? (await startDemoCatalog(deps.demoOptions))
  const demoAccount: Account = {
    baseUrl: demo.baseUrl,
    imageBaseUrl: demo.imageBaseUrl,
    userId: demo.userId,
    userToken: demo.userToken
  }
  return backendFor('demo', demoAccount, deps, imageAddress, demo)
}
