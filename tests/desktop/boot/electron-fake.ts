/**
 * A recording stand-in for the `electron` module, loaded in place of the real one by a resolve
 * hook (register-fake-electron.mjs) when the BUILT main process runs in plain Node. It keeps what
 * main hands to Electron (options, handlers, listeners, menus) so child.ts can drive them and
 * report facts; it decides nothing itself. The only behaviour it has is the minimum to let main
 * run: `ready` when the test says so, and the quit sequence (will-quit may be prevented).
 */
import { EventEmitter } from 'node:events'
import { join } from 'node:path'
import type {
  BrowserWindowConstructorOptions,
  CustomScheme,
  MenuItemConstructorOptions,
  MessageBoxOptions,
  MessageBoxReturnValue
} from 'electron'
import type { BootScenario } from './probes'
import { listeningServers } from './server-tracker'

const scenario = JSON.parse(process.env.BOOT_SCENARIO ?? 'null') as BootScenario | null
if (!scenario) throw new Error('electron-fake: BOOT_SCENARIO is not set')

type Handler = (event: unknown, ...args: unknown[]) => unknown
type ProtocolHandler = (request: Request) => Response | Promise<Response>
type HeadersListener = (
  details: { url: string; responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string[]> }) => void
) => void
type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void
type PermissionCheckHandler = (contents: unknown, permission: string) => boolean
type WindowOpenHandler = (details: { url: string }) => { action: string }

/** A quit that went through (will-quit not prevented), or app.exit. */
export interface Exit {
  code: number
  listeningServers: number
}

let markReady: () => void = () => undefined
const readyPromise = new Promise<void>((resolve) => (markReady = resolve))
let markExit: (exit: Exit) => void = () => undefined
let markFirstLoad: () => void = () => undefined

export const recorded = {
  scenario,
  log: [] as string[],
  windows: [] as FakeBrowserWindow[],
  privilegedSchemes: [] as CustomScheme[],
  protocolHandlers: new Map<string, ProtocolHandler>(),
  headersListener: null as HeadersListener | null,
  permissionRequestHandler: null as PermissionRequestHandler | null,
  permissionCheckHandler: null as PermissionCheckHandler | null,
  invokeHandlers: new Map<string, Handler>(),
  sendListeners: new Map<string, Handler[]>(),
  menuTemplate: null as MenuItemConstructorOptions[] | null,
  openedExternally: [] as string[],
  /** Every dialog.showMessageBox: on which window (index in `windows`, null: app-modal) and with what. */
  messageBoxes: [] as Array<{ window: number | null; options: MessageBoxOptions }>,
  /** The label the "user" clicks in the next message box; null: the box's cancelId (Esc). */
  messageBoxClick: null as string | null,
  openedPaths: [] as string[],
  exited: new Promise<Exit>((resolve) => (markExit = resolve)),
  firstLoad: new Promise<void>((resolve) => (markFirstLoad = resolve)),
  /** Electron's `ready`: only the test decides when it happens. */
  becomeReady(): void {
    isReady = true
    recorded.log.push('app ready')
    markReady()
    app.emit('ready')
  }
}

const log = (entry: string) => recorded.log.push(entry)
let isReady = false
let exiting = false

export class FakeWebContents extends EventEmitter {
  readonly mainFrame: { url: string; parent: null } = { url: '', parent: null }
  readonly sent: Array<[string, unknown]> = []
  windowOpenHandler: WindowOpenHandler | null = null

  send(channel: string, payload: unknown): void {
    log(`webContents.send ${channel}`)
    this.sent.push([channel, payload])
  }
  setWindowOpenHandler(handler: WindowOpenHandler): void {
    log('webContents.setWindowOpenHandler')
    this.windowOpenHandler = handler
  }
  getURL(): string {
    return this.mainFrame.url
  }
  isDestroyed(): boolean {
    return false
  }
}

export class FakeBrowserWindow extends EventEmitter {
  readonly webContents = new FakeWebContents()
  readonly loadedUrls: string[] = []

  constructor(readonly options: BrowserWindowConstructorOptions) {
    super()
    log('new BrowserWindow')
    recorded.windows.push(this)
  }
  static getAllWindows(): FakeBrowserWindow[] {
    return [...recorded.windows]
  }
  static fromWebContents(contents: unknown): FakeBrowserWindow | null {
    return recorded.windows.find((window) => window.webContents === contents) ?? null
  }
  async loadURL(url: string): Promise<void> {
    log(`BrowserWindow.loadURL ${url}`)
    this.loadedUrls.push(url)
    this.webContents.mainFrame.url = url
    markFirstLoad()
  }
  show(): void {
    log('BrowserWindow.show')
  }
  focus(): void {
    log('BrowserWindow.focus')
  }
  restore(): void {
    log('BrowserWindow.restore')
  }
  isMinimized(): boolean {
    return false
  }
}

class FakeApp extends EventEmitter {
  readonly isPackaged = scenario!.isPackaged
  readonly commandLine = { hasSwitch: (name: string) => scenario!.switches.includes(name) }

  requestSingleInstanceLock(): boolean {
    log('app.requestSingleInstanceLock')
    return scenario!.singleInstanceLock
  }
  whenReady(): Promise<void> {
    log('app.whenReady')
    return readyPromise
  }
  isReady(): boolean {
    return isReady
  }
  getVersion(): string {
    return scenario!.version
  }
  getName(): string {
    return 'Parts Desk'
  }
  getPath(name: string): string {
    return name === 'userData' ? scenario!.userData : join(scenario!.userData, `path-${name}`)
  }
  /** Electron: will-quit (preventable), then quit, then the process ends. */
  quit(): void {
    log('app.quit')
    if (exiting) return
    let prevented = false
    this.emit('will-quit', { preventDefault: () => (prevented = true) })
    if (prevented) return void log('will-quit prevented')
    exiting = true
    log('quit')
    markExit({ code: 0, listeningServers: listeningServers() })
  }
  exit(code = 0): void {
    log(`app.exit ${code}`)
    exiting = true
    markExit({ code, listeningServers: listeningServers() })
  }
}

export const app = new FakeApp()
export const BrowserWindow = FakeBrowserWindow

export const protocol = {
  registerSchemesAsPrivileged(schemes: CustomScheme[]): void {
    log(`protocol.registerSchemesAsPrivileged${isReady ? ' (after ready!)' : ''}`)
    recorded.privilegedSchemes.push(...schemes)
  },
  handle(scheme: string, handler: ProtocolHandler): void {
    log(`protocol.handle ${scheme}`)
    recorded.protocolHandlers.set(scheme, handler)
  }
}

export const session = {
  defaultSession: {
    webRequest: {
      onHeadersReceived(listener: HeadersListener): void {
        log('session.webRequest.onHeadersReceived')
        recorded.headersListener = listener
      }
    },
    setPermissionRequestHandler(handler: PermissionRequestHandler): void {
      log('session.setPermissionRequestHandler')
      recorded.permissionRequestHandler = handler
    },
    setPermissionCheckHandler(handler: PermissionCheckHandler): void {
      log('session.setPermissionCheckHandler')
      recorded.permissionCheckHandler = handler
    }
  }
}

export const ipcMain = {
  handle(channel: string, handler: Handler): void {
    log(`ipcMain.handle ${channel}`)
    if (recorded.invokeHandlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    recorded.invokeHandlers.set(channel, handler)
  },
  removeHandler(channel: string): void {
    log(`ipcMain.removeHandler ${channel}`)
    recorded.invokeHandlers.delete(channel)
  },
  on(channel: string, listener: Handler): void {
    log(`ipcMain.on ${channel}`)
    recorded.sendListeners.set(channel, [...(recorded.sendListeners.get(channel) ?? []), listener])
  },
  removeListener(channel: string, listener: Handler): void {
    recorded.sendListeners.set(
      channel,
      (recorded.sendListeners.get(channel) ?? []).filter((existing) => existing !== listener)
    )
  }
}

export const Menu = {
  buildFromTemplate(template: MenuItemConstructorOptions[]): { template: MenuItemConstructorOptions[] } {
    log('Menu.buildFromTemplate')
    return { template }
  },
  setApplicationMenu(menu: { template: MenuItemConstructorOptions[] } | null): void {
    log('Menu.setApplicationMenu')
    recorded.menuTemplate = menu?.template ?? null
  }
}

export const shell = {
  async openExternal(url: string): Promise<void> {
    log('shell.openExternal')
    recorded.openedExternally.push(url)
  },
  async openPath(path: string): Promise<string> {
    log('shell.openPath')
    recorded.openedPaths.push(path)
    return ''
  }
}

export const dialog = {
  async showMessageBox(
    first: FakeBrowserWindow | MessageBoxOptions,
    second?: MessageBoxOptions
  ): Promise<MessageBoxReturnValue> {
    const owner = first instanceof FakeBrowserWindow ? first : null
    const options = (owner ? second : first) as MessageBoxOptions
    log('dialog.showMessageBox')
    recorded.messageBoxes.push({ window: owner ? recorded.windows.indexOf(owner) : null, options })
    const click = recorded.messageBoxClick
    const clicked = click === null ? -1 : (options.buttons ?? []).indexOf(click)
    return { response: clicked >= 0 ? clicked : (options.cancelId ?? 0), checkboxChecked: false }
  },
  async showSaveDialog(): Promise<{ canceled: boolean; filePath?: string }> {
    log('dialog.showSaveDialog')
    return { canceled: true }
  }
}

/** No keyring in this fake: the vault keeps secrets in memory, as it does on such a machine. */
export const safeStorage = {
  isEncryptionAvailable: (): boolean => false,
  isAsyncEncryptionAvailable: async (): Promise<boolean> => false,
  getSelectedStorageBackend: (): string => 'unknown'
}

const electron = { app, BrowserWindow, protocol, session, ipcMain, Menu, shell, dialog, safeStorage }
export default electron
