import type { AppInfo, EventMap, SettingsUpdate, SettingsView } from '../../shared/contract'
import { AppFailure, fail, ok, type Result } from '../../shared/result'
import { isWebUrl } from '../../shared/web-url'
import { runAccountTest } from './account-test'
import { connectBackend, type BackendDeps, type CatalogBackend } from './catalog-backend'
import { ConnectionMonitor } from './connection-monitor'
import { fetchSend } from './http/http-transport'
import { probeService } from './service-probe'
import { PacingFeed } from './http/pacing-feed'
import type { AppRuntime, ContractHandlers, RuntimeOptions } from './runtime-types'
import { resolveConfig, type Account } from './settings/account-config'
import { dropSecretsNotOwnedBy } from './settings/secret-owner'
import { applySettingsUpdate } from './settings/settings-update'
import { WorkshopService } from '../workshop/workshop-service'

const DEFAULT_TIMEOUT_MS = 20_000

function sameAccount(a: Account, b: Account | null): boolean {
  return (
    !!b &&
    a.baseUrl === b.baseUrl &&
    a.imageBaseUrl === b.imageBaseUrl &&
    a.userId === b.userId &&
    a.userToken === b.userToken
  )
}

/**
 * Converts core's thrown AppFailures into Results and feeds every outcome to the connection
 * monitor, except a cancelled call: the caller stopped waiting, which says nothing about the service.
 */
async function settle<T>(monitor: ConnectionMonitor, work: () => Promise<T>): Promise<Result<T>> {
  try {
    const value = await work()
    monitor.succeeded()
    return ok(value)
  } catch (error) {
    if (!(error instanceof AppFailure)) throw error
    if (error.appError.code !== 'cancelled') monitor.failed(error.appError)
    return { ok: false, error: error.appError }
  }
}

/**
 * Composes the main-process services: settings → account (or demo) → session → client, and binds
 * them to the contract's handlers. Used unchanged by the Electron main process, browser mode,
 * the contract tests and the benchmarks.
 */
export async function createAppRuntime(options: RuntimeOptions): Promise<AppRuntime> {
  const deps: BackendDeps = {
    vault: options.vault,
    monotonicNow: options.monotonicNow ?? (() => performance.now()),
    wallNow: options.wallNow ?? Date.now,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: options.retry,
    rateCalmMs: options.rateCalmMs,
    demoOptions: options.demo,
    // One request budget per account for the life of the runtime (catalog-backend.ts).
    budgets: new Map(),
    ...(options.counts ? { counts: options.counts } : {})
  }
  const pacing = new PacingFeed()
  const monitor = new ConnectionMonitor(deps.wallNow)
  const config = () => resolveConfig(options.env, options.settings.read(), options.vault)
  await options.vault.open?.()
  // Secrets saved for another service or user (CATALOG_* changed since the last run, a hand-edited
  // settings file) are deleted before anything could send them.
  const startup = config()
  dropSecretsNotOwnedBy(options.vault, startup.owner)
  if (startup.problem) console.warn(`[settings] ${startup.problem}`)
  let backend: CatalogBackend = await connectBackend(startup.account, deps, null, startup.imageAddress)
  pacing.follow(backend.budget)
  // The workshop mirror (electron/main/workshop): its documents are filed under the service in force.
  const workshop = new WorkshopService({
    env: options.env,
    settings: options.settings,
    vault: options.vault,
    origins: () => ({
      origin: new URL(backend.account.baseUrl).origin,
      imageOrigin: new URL(backend.account.imageBaseUrl).origin
    }),
    now: deps.wallNow,
    monotonicNow: deps.monotonicNow,
    clickTimeoutMs: options.workshopClickTimeoutMs
  })
  // Settings changes are applied one at a time so two quick saves cannot race two backends.
  let switching: Promise<unknown> = Promise.resolve()

  async function reconnectIfAccountChanged(): Promise<void> {
    const { account: wanted, imageAddress } = config()
    const same = backend.mode === 'account' ? sameAccount(backend.account, wanted) : wanted === null
    // A changed picture address needs a client that asks pictures there (settings/image-address.ts).
    if (same && backend.imageAddress === imageAddress) return
    const previous = backend
    backend = await connectBackend(wanted, deps, wanted ? null : previous.demo, imageAddress)
    pacing.follow(backend.budget)
    monitor.reset()
    if (previous.demo && previous.demo !== backend.demo) await previous.demo.close()
  }

  function settingsView(): SettingsView {
    const resolved = config()
    const sessionOnly = options.vault.sessionOnly?.() ?? null
    return {
      ...resolved.fields,
      tokenSet: resolved.tokenSet,
      language: options.settings.read().language ?? null,
      source: resolved.source,
      secretProtection: resolved.tokenProtection,
      ...(sessionOnly === null ? {} : { keepTokenForSessionOnly: sessionOnly }),
      ...(resolved.problem ? { problem: resolved.problem } : {})
    }
  }

  function appInfo(): AppInfo {
    return {
      mode: backend.mode,
      version: options.version,
      serviceOrigin: new URL(backend.account.baseUrl).origin,
      imageOrigin: new URL(backend.account.imageBaseUrl).origin,
      host: options.host,
      ...(backend.demo ? { demoVins: backend.demo.vins } : {}),
      connection: monitor.current()
    }
  }

  const handlers: ContractHandlers = {
    'app.info': async () => ok(appInfo()),
    'settings.get': async () => ok(settingsView()),
    'settings.update': (update: SettingsUpdate) => {
      const next = switching.then(async (): Promise<Result<SettingsView>> => {
        const applied = applySettingsUpdate(update, { env: options.env, store: options.settings, vault: options.vault })
        if (!applied.ok) return applied
        // "Saved" means on disk: a cleared token must be gone from the file before we say so.
        await options.vault.flush?.()
        await reconnectIfAccountChanged()
        return ok(settingsView())
      })
      switching = next.catch(() => undefined)
      return next
    },
    // The call's signal (a cancel from the page) reaches the request budget and the transport.
    'catalog.vin': ({ vin, lang }, call) =>
      settle(monitor, () => backend.client.vin(vin.replace(/\s+/g, '').toUpperCase(), lang, call?.signal)),
    'catalog.section': (request, call) => settle(monitor, () => backend.client.section(request, call?.signal)),
    'catalog.image': ({ qImage, priority }, call) =>
      settle(monitor, () => backend.client.image(qImage, priority, call?.signal)),
    // The page's background check: the host answering is "online" (unless the account was refused,
    // which only a real request can undo), not answering is "offline" — before the next click fails.
    'connection.probe': async (_input, call) => {
      const failure = await probeService(deps.send ?? fetchSend, backend.account.baseUrl, deps.timeoutMs, call?.signal)
      if (failure?.code === 'cancelled') return { ok: false, error: failure }
      if (failure) monitor.failed(failure)
      else if (monitor.current().state !== 'auth-failed') monitor.succeeded()
      return ok(monitor.current())
    },
    // The account in force (the demo's when none is configured), with a session of its own.
    'account.test': async ({ vin }) =>
      ok(
        await runAccountTest({ account: backend.account, imageAddress: backend.imageAddress }, vin, {
          ...deps,
          budget: backend.budget,
          lang: options.settings.read().language ?? 'en'
        })
      ),
    'shell.openExternal': async ({ url }) => {
      if (!isWebUrl(url)) return fail('invalid-input', 'Only web links can be opened.')
      await options.openExternal(url)
      return ok(undefined)
    },
    // Printing needs a window: the Electron main process binds these to the platform printer
    // (register-ipc.ts) and browser mode prints in the page itself. Plain Node cannot print.
    'print.print': async () => fail('invalid-input', 'Printing is not available here.'),
    'print.pdf': async () => fail('invalid-input', 'Saving as PDF is not available here.'),
    'workshop.settings': async () => ok(workshop.view()),
    'workshop.configure': (update) => workshop.configure(update),
    'workshop.test': () => workshop.test(),
    'workshop.read': (request, call) => workshop.read(request, call?.signal),
    'workshop.picture': (request, call) => workshop.picture(request, call?.signal),
    'workshop.push': ({ docs }) => workshop.push(docs),
    'workshop.missing': ({ ids }) => workshop.missing(ids),
    'workshop.vehicles': ({ origin }) => workshop.vehicles(origin)
  }

  return {
    handlers,
    events: {
      on: (event, listener) => {
        // The switch keeps the compiler honest when EventMap grows.
        switch (event) {
          case 'connection.changed':
            return monitor.onChange(listener as (payload: EventMap['connection.changed']) => void)
          case 'catalog.pacing':
            return pacing.on(listener as (payload: EventMap['catalog.pacing']) => void)
        }
        return () => undefined
      }
    },
    async close() {
      await switching
      await backend.demo?.close()
      await options.vault.flush?.()
    }
  }
}
