import type { EventChannel, EventMap, InvokeChannel, InvokeInput, InvokeOutput } from '../../shared/contract'
import type { Result } from '../../shared/result'
import type { DemoCatalogOptions } from '../../../demo-catalog/index'
import type { CountsStore } from './http/request-counter'
import type { RetryPolicy } from './http/retry'
import type { ExternalOpener, SecretVault, SettingsStore } from './ports'

/** What a transport knows about one call besides its input. */
export interface CallContext {
  /** Aborted when the caller stops waiting (IPC cancel message, browser mode's closed connection). */
  signal: AbortSignal
}

/**
 * One implementation per contract row; the transports (IPC, browser-mode HTTP) call these, always
 * with a CallContext (the dispatcher's). Tests and benchmarks may call them without one.
 */
export type ContractHandlers = {
  [K in InvokeChannel]: (input: InvokeInput<K>, call?: CallContext) => Promise<Result<InvokeOutput<K>>>
}

export interface RuntimeEvents {
  on<E extends EventChannel>(event: E, listener: (payload: EventMap[E]) => void): () => void
}

/** Everything main composes at start-up, independent of how the renderer reaches it. */
export interface AppRuntime {
  handlers: ContractHandlers
  events: RuntimeEvents
  close(): Promise<void>
}

export interface RuntimeOptions {
  host: 'electron' | 'web'
  version: string
  /** CATALOG_BASE_URL, CATALOG_IMAGE_BASE_URL, CATALOG_USER_ID, CATALOG_USER_TOKEN override saved settings. */
  env: Record<string, string | undefined>
  settings: SettingsStore
  vault: SecretVault
  openExternal: ExternalOpener
  /** Options for the embedded demo catalog started when no account is configured (tests use its knobs). */
  demo?: DemoCatalogOptions
  /** How long to wait for the service before reporting a timeout. Default 20 s. */
  timeoutMs?: number
  retry?: RetryPolicy
  /** How long a click waits for the workshop mirror (workshop-service.ts, clickTimeoutMs). Default 300 ms. */
  workshopClickTimeoutMs?: number
  /**
   * How long the pacing gate keeps its rate ceiling without a slow-down (pacing-gate.ts,
   * RATE_CALM_MS: 60 s). Tests that only need a save to finish after a rate limit shorten it.
   */
  rateCalmMs?: number
  /** Monotonic milliseconds; tests pass the demo catalog's fake clock. Default: performance.now. */
  monotonicNow?: () => number
  /** Wall-clock epoch ms, used only to date things for the user and to age a stored refresh token. */
  wallNow?: () => number
  /** Where today's request counts are kept; default in memory (the desktop app keeps them on disk). */
  counts?: CountsStore
}
