/**
 * The one contract between the renderer and the main process (or the browser-mode host).
 *
 * Every call the renderer can make is a row of InvokeMap; every event main can push is a row of
 * EventMap. The preload and the browser-mode bridge both build the renderer's `PartsDeskApi`
 * from INVOKE_CHANNELS with `buildApi`, and main registers exactly these channels — so adding
 * a call means adding it here first, and the compiler shows every side that is missing it.
 */
import type { CatalogLanguage } from './languages'
import type { AppError, Result } from './result'
import type { RawCatalogResult, VinResult } from './catalog-schemas'
import type {
  WorkshopMissingRequest,
  WorkshopMissingResponse,
  WorkshopPicture,
  WorkshopPictureRequest,
  WorkshopPushReport,
  WorkshopPushRequest,
  WorkshopReadRequest,
  WorkshopReadResponse,
  WorkshopSettingsUpdate,
  WorkshopSettingsView,
  WorkshopTestReport,
  WorkshopVehicleDoc,
  WorkshopVehiclesRequest
} from './workshop'

export type AppMode = 'demo' | 'account'

/** How the permanent token is protected at rest; shown honestly in the settings screen. */
export type SecretProtection =
  | 'os-keychain' // safeStorage backed by the OS keychain / DPAPI / libsecret / kwallet
  | 'basic-text' // Linux without a keyring: safeStorage falls back to a hard-coded key
  | 'environment' // the token comes from CATALOG_USER_TOKEN and is never stored
  | 'memory' // browser mode: held in memory for this run only
  | 'none' // no token configured

export interface AppInfo {
  mode: AppMode
  version: string
  /** Origin of the catalog service in use; part of every offline-mirror key. */
  serviceOrigin: string
  imageOrigin: string
  /** 'electron' for the desktop app, 'web' for browser mode. */
  host: 'electron' | 'web'
  /** Demo mode only: a few VINs the demo catalog knows, offered to the user as a starting point. */
  demoVins?: string[]
  /** The connection state at the time of the call; later changes arrive as `connection.changed`. */
  connection: ConnectionStatus
}

export type SettingSource = 'environment' | 'settings' | 'demo'

/**
 * Where pictures come from (spec 4.4 rule 2 leaves it open): a URL template with `{image_base_url}`
 * and `{qImage}`, or `api` for the vendor's own design, `/api/q?q={qImage}` with the access token.
 */
export type ImageAddress = string
export const IMAGE_ADDRESS_API = 'api'
export const DEFAULT_IMAGE_ADDRESS = '{image_base_url}/image?q={qImage}'

export interface SettingsView {
  baseUrl: string
  imageBaseUrl: string
  /** The picture address in force: a template, or IMAGE_ADDRESS_API. */
  imageAddress: ImageAddress
  userId: string
  /** The token is write-only: reads only say whether one is set. */
  tokenSet: boolean
  language: CatalogLanguage | null
  /** Where the account in force comes from; environment variables win over saved settings. */
  source: SettingSource
  secretProtection: SecretProtection
  /**
   * Offered only where the token cannot be stored safely (Linux without a keyring): true keeps it
   * for this session only, false saves it anyway. Absent when there is no such choice.
   */
  keepTokenForSessionOnly?: boolean
  /** Why the configured account cannot be used (an http:// service URL, …); the demo runs meanwhile. */
  problem?: string
}

export interface SettingsUpdate {
  baseUrl?: string
  imageBaseUrl?: string
  /** A template or IMAGE_ADDRESS_API; an empty string goes back to DEFAULT_IMAGE_ADDRESS. */
  imageAddress?: ImageAddress
  userId?: string
  /**
   * Write-only. An empty string clears the stored token (and the refresh token). A token is kept
   * only for the service origin and user id in force: changing either clears it.
   */
  token?: string
  language?: CatalogLanguage
  /** See SettingsView.keepTokenForSessionOnly; ignored where the choice is not offered. */
  keepTokenForSessionOnly?: boolean
}

export type ConnectionState = 'unknown' | 'online' | 'offline' | 'auth-failed'

export interface ConnectionStatus {
  state: ConnectionState
  /** Epoch ms of the last change. */
  since: number
  lastError?: AppError
}

export interface VinRequest {
  vin: string
  lang: CatalogLanguage
}

export interface VinResponse {
  /** The answer as the service sent it; `readCatalogId` / `readVehicle` (shared/readers) read it. */
  result: VinResult
  fetchedAt: number
}

export type FormValues = Record<string, string | number | boolean>

/**
 * Who is waiting for a request, for the account's one request budget (main): a click is served
 * before a prefetch, a prefetch before a save or an index walk. Absent means a click.
 */
export type RequestPriority = 'click' | 'prefetch' | 'background'
export const REQUEST_PRIORITIES = ['click', 'prefetch', 'background'] as const satisfies readonly RequestPriority[]

export interface SectionRequest {
  q: string
  catalog?: string
  lang: CatalogLanguage
  /** Present for a form submission (POST, spec 4.4): flat field code → value. */
  form?: FormValues
  priority?: RequestPriority
}

export interface SectionResponse {
  /**
   * The answer's `result` as the service sent it (main checks only the envelope, size and depth).
   * Read it with `readSection` (shared/readers); the mirror keeps it raw so a better reader later
   * re-reads old entries.
   */
  result: RawCatalogResult
  fetchedAt: number
}

export interface ImageRequest {
  qImage: string
  priority?: RequestPriority
}

/** One step of Settings → Test the account, in the order they run; the first failure ends the test. */
export type AccountTestStep = 'login' | 'vin' | 'main-groups' | 'picture'

export interface AccountTestRequest {
  vin: string
}

export interface AccountTestReport {
  steps: Array<{ step: AccountTestStep; ok: boolean; error?: AppError; ms: number }>
}

/** Requests sent to the catalog service today (local day) for the account in force, by who asked. */
export interface RequestCounts {
  click: number
  prefetch: number
  background: number
  total: number
}

/**
 * The account's request budget as the page should know it: when the service last asked us to
 * slow down (a click shows "trying again in 3 s" until then) and today's request counts.
 */
export interface CatalogPacing {
  /** Epoch ms until which no request is sent because of a 429/503; null when not held back. */
  slowDownUntil: number | null
  /** Requests at once the budget allows now (adaptive: halved after a 429, then grows back). */
  concurrency: number
  today: RequestCounts
  /** The local day today's counts are for, `YYYY-MM-DD`. */
  day: string
}

export interface ImagePayload {
  contentType: string
  bytes: Uint8Array
}

export interface OpenExternalRequest {
  url: string
}

/**
 * A print job for the window that asks: main prints (or saves as PDF) the sender's own page, and
 * only when that page is one of the print layouts (see shared/print-layout.ts).
 */
export interface PrintJob {
  /** What the document is (vehicle, node or basket); the PDF's suggested file name is made from it. */
  title: string
  /** "Page {page} of {total}" in the UI language, for the PDF footer. */
  pageLabel: string
  /** Left side of the PDF footer: vehicle and node, so a loose page still says where it belongs. */
  footerNote?: string
}

export interface PrintOutcome {
  /** False when the user cancelled the print dialog. */
  printed: boolean
}

export interface PdfOutcome {
  /** False when the user cancelled the save dialog. */
  saved: boolean
  path?: string
}

export interface InvokeMap {
  'app.info': { input: void; output: AppInfo }
  'settings.get': { input: void; output: SettingsView }
  'settings.update': { input: SettingsUpdate; output: SettingsView }
  'catalog.vin': { input: VinRequest; output: VinResponse }
  'catalog.section': { input: SectionRequest; output: SectionResponse }
  'catalog.image': { input: ImageRequest; output: ImagePayload }
  /**
   * Whether the catalog service's host answers (a GET of its root, no token, no account request);
   * main's connection state follows the outcome and is returned. The page asks in the background.
   */
  'connection.probe': { input: void; output: ConnectionStatus }
  'account.test': { input: AccountTestRequest; output: AccountTestReport }
  'shell.openExternal': { input: OpenExternalRequest; output: void }
  'print.print': { input: PrintJob; output: PrintOutcome }
  'print.pdf': { input: PrintJob; output: PdfOutcome }
  // The workshop mirror (shared/workshop.ts): main holds the server's address and password.
  'workshop.settings': { input: void; output: WorkshopSettingsView }
  'workshop.configure': { input: WorkshopSettingsUpdate; output: WorkshopSettingsView }
  'workshop.test': { input: void; output: WorkshopTestReport }
  'workshop.read': { input: WorkshopReadRequest; output: WorkshopReadResponse }
  'workshop.picture': { input: WorkshopPictureRequest; output: WorkshopPicture | null }
  'workshop.push': { input: WorkshopPushRequest; output: WorkshopPushReport }
  'workshop.missing': { input: WorkshopMissingRequest; output: WorkshopMissingResponse }
  'workshop.vehicles': { input: WorkshopVehiclesRequest; output: WorkshopVehicleDoc[] }
}

/**
 * Main asks the page to confirm a web link it will not open by itself: a link dropped on the
 * window or one that got past the renderer. The page shows the same confirmation as for links in
 * service content; only the user's "Open" calls `shell.openExternal`.
 */
export interface ExternalLinkRequest {
  url: string
}

/**
 * Events the runtime raises; every transport (IPC, browser mode) forwards them to every page.
 * Each is a state, and the latest one is what counts: browser mode replays the latest of each to
 * a tab whose stream opens late (event-stream.ts).
 */
export interface EventMap {
  'connection.changed': ConnectionStatus
  'catalog.pacing': CatalogPacing
}

/**
 * Events only the Electron main process raises, for the one window they concern. Browser mode has
 * none (the browser handles a dropped link itself), so its bridge does not carry them.
 */
export interface WindowEventMap {
  'link.confirm': ExternalLinkRequest
}

export type InvokeChannel = keyof InvokeMap
export type EventChannel = keyof EventMap
export type WindowEventChannel = keyof WindowEventMap
/** Everything the page can listen to: `api.on(…)`. */
export type PageEventMap = EventMap & WindowEventMap
export type PageEventChannel = keyof PageEventMap
export type InvokeInput<K extends InvokeChannel> = InvokeMap[K]['input']
export type InvokeOutput<K extends InvokeChannel> = InvokeMap[K]['output']

/** Listed at run time so the preload and the main side can iterate them. */
export const INVOKE_CHANNELS = [
  'app.info',
  'settings.get',
  'settings.update',
  'catalog.vin',
  'catalog.section',
  'catalog.image',
  'connection.probe',
  'account.test',
  'shell.openExternal',
  'print.print',
  'print.pdf',
  'workshop.settings',
  'workshop.configure',
  'workshop.test',
  'workshop.read',
  'workshop.picture',
  'workshop.push',
  'workshop.missing',
  'workshop.vehicles'
] as const satisfies readonly InvokeChannel[]

export const EVENT_CHANNELS = ['connection.changed', 'catalog.pacing'] as const satisfies readonly EventChannel[]
export const WINDOW_EVENT_CHANNELS = ['link.confirm'] as const satisfies readonly WindowEventChannel[]

// Compile-time check that the run-time lists name every row of the maps.
type Missing<All, Listed> = Exclude<All, Listed>
const everyInvokeListed: Missing<InvokeChannel, (typeof INVOKE_CHANNELS)[number]> extends never ? true : false = true
const everyEventListed: Missing<EventChannel, (typeof EVENT_CHANNELS)[number]> extends never ? true : false = true
const everyWindowEventListed: Missing<WindowEventChannel, (typeof WINDOW_EVENT_CHANNELS)[number]> extends never
  ? true
  : false = true
void everyInvokeListed
void everyEventListed
void everyWindowEventListed

/** The Electron IPC channel name of a contract row; one prefix keeps ours apart from anything else. */
export function ipcChannelName(channel: InvokeChannel | PageEventChannel): string {
  return `parts-desk:${channel}`
}

type Domain = InvokeChannel extends `${infer D}.${string}` ? D : never

/**
 * How a call can be stopped: VS Code's CancellationToken, as the web platform's AbortSignal. The
 * signal travels with the call to main (Electron: the call's id, then a cancel message on
 * CANCEL_CHANNEL; browser mode: the page aborts its fetch and the host sees the connection close),
 * where it aborts the handler: a request still queued in the account's budget is dropped unsent,
 * one on the wire is aborted. An aborted call settles as a Result failure with code 'cancelled'.
 */
export interface CallOptions {
  signal?: AbortSignal
}

/**
 * CallOptions as they cross Electron's contextBridge, which copies an AbortSignal as an empty
 * object but proxies functions both ways: the page hands the preload `whenCancelled`, and the
 * preload hands back the function the page calls when its signal aborts
 * (renderer/src/platform/bridge/ipc-bridge.ts).
 */
export interface BridgedCallOptions {
  whenCancelled?: (cancel: () => void) => void
}

/** The IPC channel (renderer → main, `send`) that cancels a call by its id; not a contract row. */
export const CANCEL_CHANNEL = 'parts-desk:cancel'

/** A call's id for CANCEL_CHANNEL, unique per window: the preload numbers its calls 1, 2, 3, … */
export type CallId = number

export function isCallId(value: unknown): value is CallId {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}

type Method<K extends InvokeChannel, O> =
  InvokeInput<K> extends void
    ? () => Promise<Result<InvokeOutput<K>>>
    : (input: InvokeInput<K>, options?: O) => Promise<Result<InvokeOutput<K>>>

/** The API shape over a transport whose calls take options O. */
export type ApiOf<O> = {
  [D in Domain]: { [K in InvokeChannel as K extends `${D}.${infer M}` ? M : never]: Method<K, O> }
} & {
  on<E extends PageEventChannel>(event: E, listener: (payload: PageEventMap[E]) => void): () => void
}

/** What the renderer sees: `api.catalog.section({...}, { signal })`, `api.on('connection.changed', …)`. */
export type PartsDeskApi = ApiOf<CallOptions>

/** `window.partsDesk` as the preload exposes it; the renderer's bridge wraps it into a PartsDeskApi. */
export type BridgedApi = ApiOf<BridgedCallOptions>

export type Invoker<O = CallOptions> = (channel: InvokeChannel, input: unknown, options?: O) => Promise<unknown>
export type Subscriber = (event: PageEventChannel, listener: (payload: unknown) => void) => () => void

/**
 * Builds the renderer-side proxy from a transport. The transport is Electron IPC in the preload
 * and HTTP in browser mode; both pass Result objects through unchanged.
 */
export function buildApi<O = CallOptions>(invoke: Invoker<O>, subscribe: Subscriber): ApiOf<O> {
  const api: Record<string, Record<string, (input?: unknown, options?: O) => Promise<unknown>>> = {}
  for (const channel of INVOKE_CHANNELS) {
    const [domain, method] = channel.split('.') as [string, string]
    api[domain] ??= {}
    api[domain][method] = (input?: unknown, options?: O) => invoke(channel, input, options)
  }
  const on = (event: PageEventChannel, listener: (payload: unknown) => void) => subscribe(event, listener)
  return Object.freeze({ ...api, on }) as unknown as ApiOf<O>
}

/** The other way round: an Invoker that calls a built API's methods by channel name. */
export function invokerOf<O>(api: ApiOf<O>): Invoker<O> {
  const methods = api as unknown as Record<string, Record<string, (input?: unknown, options?: O) => Promise<unknown>>>
  return (channel, input, options) => {
    const [domain, method] = channel.split('.') as [string, string]
    return methods[domain][method](input, options)
  }
}
