/**
 * What the boot test can ask the child process that runs the built main (child.ts), and what it
 * answers. Every answer is plain data: the child turns Electron-shaped calls into facts.
 */

/** How a child run is set up: what the fake Electron reports about this run. */
export interface BootScenario {
  isPackaged: boolean
  /** What `app.requestSingleInstanceLock()` returns: false means another instance runs. */
  singleInstanceLock: boolean
  /** Command-line switches `app.commandLine.hasSwitch` reports. */
  switches: string[]
  /** `app.getPath('userData')`. */
  userData: string
  version: string
}

/** A menu item as data (click handlers become `clickable`). */
export interface MenuItemFacts {
  label?: string
  role?: string
  type?: string
  enabled?: boolean
  accelerator?: string
  clickable: boolean
  submenu?: MenuItemFacts[]
}

export interface WindowFacts {
  /** The BrowserWindow constructor options, minus anything that is not data. */
  options: Record<string, unknown>
  loadedUrls: string[]
}

export interface BootState {
  /** Every Electron call main made, in order ("app.requestSingleInstanceLock", "protocol.handle app", …). */
  log: string[]
  windows: WindowFacts[]
  privilegedSchemes: unknown[]
  handledSchemes: string[]
  /** Channels bound with ipcMain.handle (invoke) and ipcMain.on (send). */
  invokeChannels: string[]
  sendChannels: string[]
  menu: MenuItemFacts[] | null
  /** Listening TCP servers in the process (the embedded demo catalog's two). */
  listeningServers: number
}

/** Who an IPC call comes from. */
export type SenderKind =
  | 'own-main-frame' // our window, top frame, showing our renderer
  | 'own-sub-frame' // a frame inside our page
  | 'foreign-page' // our window, but navigated to someone else's page
  | 'old-file-page' // our window showing the renderer from file:// (the old origin)
  | 'other-contents' // a webContents this app did not create
  | 'vanished-frame' // senderFrame is null

export interface NavigationOutcome {
  prevented: boolean
  /** Messages main sent to the page meanwhile: [channel, payload]. */
  sent: Array<[string, unknown]>
  /** URLs main handed to shell.openExternal meanwhile. */
  openedExternally: string[]
}

export interface FetchOutcome {
  status: number
  headers: Record<string, string>
  bodyLength: number
  sha256: string
}

export interface QuitRecord {
  /** Listening TCP servers at the moment the app really quit. */
  listeningServersAtQuit: number
  log: string[]
}

export interface ProbeMap {
  state: { input: null; output: BootState }
  /** Runs the session's onHeadersReceived listener on a response. */
  headers: {
    input: { url: string; responseHeaders: Record<string, string[]> }
    output: Record<string, string[]> | null
  }
  permissionRequest: { input: { permission: string }; output: boolean | 'no-handler' }
  permissionCheck: { input: { permission: string }; output: boolean | 'no-handler' }
  navigate: { input: { event: 'will-navigate' | 'will-redirect'; url: string }; output: NavigationOutcome }
  windowOpen: { input: { url: string }; output: (NavigationOutcome & { action: string }) | 'no-handler' }
  attachWebview: { input: null; output: { prevented: boolean } }
  invoke: { input: { channel: string; input: unknown; sender: SenderKind }; output: unknown }
  fetch: { input: { url: string; method?: string }; output: FetchOutcome | 'no-handler' }
  menuClick: { input: { label: string }; output: { openedPaths: string[] } }
  secondInstance: { input: null; output: { log: string[] } }
  /**
   * Our page asks main to open `url` (shell.openExternal from our main frame) and the user clicks
   * `click` in whatever message box main shows (null: Esc). Reports the answer, the boxes shown,
   * what was opened, and Electron's calls meanwhile, in order.
   */
  openLink: {
    input: { url: string; click: string | null }
    output: {
      answer: unknown
      dialogs: Array<{ window: number | null; options: Record<string, unknown> }>
      openedExternally: string[]
      log: string[]
    }
  }
  /** `app.quit()`, as the menu's Quit does; the answer arrives as the child's exit. */
  quit: { input: null; output: null }
}

export type ProbeName = keyof ProbeMap

export interface ProbeRequest<K extends ProbeName = ProbeName> {
  id: number
  name: K
  input: ProbeMap[K]['input']
}

/** Child → parent messages. */
export type ChildMessage =
  | { type: 'booted' }
  | { type: 'answer'; id: number; output: unknown }
  | { type: 'failed'; id: number; error: string }
  | { type: 'exiting'; code: number; quit: QuitRecord }
