/**
 * Lifecycle only: one instance, serve the renderer on app://, compose the platform adapters with
 * the core runtime, bind IPC, set the menu, open the window, close the runtime on quit. Decisions
 * live in plain modules (launch-config, app-scheme, renderer-files, window-policy, app-menu); this
 * file itself runs in CI under a recording fake of Electron (tests/desktop/main-boot.test.ts).
 */
import { join } from 'node:path'
import { app, BrowserWindow, Menu, protocol, shell } from 'electron'
import { APP_SCHEME, APP_SCHEME_PRIVILEGES } from './app-scheme'
import { appMenuTemplate, followLanguage } from './app-menu'
import { createAppRuntime } from './core/runtime'
import type { AppRuntime } from './core/runtime-types'
import { registerIpc } from './ipc/register-ipc'
import { resolveLaunch } from './launch-config'
import { createLinkOpener } from './platform/open-external'
import { createPlatformPrinter } from './platform/print'
import { createSecretVault } from './platform/secret-vault'
import { createRequestCountsStore } from './platform/request-counts-store'
import { createSettingsStore } from './platform/settings-store'
import { createRendererFileHandler } from './renderer-files'
import type { CatalogLanguage } from '../shared/languages'
import { createMainWindow, hardenSession, rendererCsp } from './window'

const launch = resolveLaunch({
  isPackaged: app.isPackaged,
  env: process.env,
  hasSwitch: (name) => app.commandLine.hasSwitch(name)
})
const rendererRoot = join(import.meta.dirname, '../renderer')
const preloadPath = join(import.meta.dirname, '../preload/index.cjs')

// Privileged schemes can only be registered before `ready`.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])

let mainWindow: BrowserWindow | null = null
let runtime: AppRuntime | null = null
let unregisterIpc: (() => void) | null = null

function openMainWindow(): void {
  mainWindow = createMainWindow({
    renderer: launch.renderer,
    preloadPath,
    developerTools: launch.developerTools
  })
  mainWindow.on('closed', () => (mainWindow = null))
}

function focusMainWindow(): void {
  if (!mainWindow) return openMainWindow()
  if (mainWindow.isMinimized()) mainWindow.restore()
  mainWindow.focus()
}

/** The menu in the UI language; set at start and again whenever the saved language changes. */
function setMenu(language: CatalogLanguage | undefined): void {
  const dataFolder = app.getPath('userData')
  const template = appMenuTemplate({
    language,
    appName: app.getName(),
    version: app.getVersion(),
    dataFolder,
    platform: process.platform,
    developerTools: launch.developerTools,
    openDataFolder: () => void shell.openPath(dataFolder)
  })
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}

/** Today's request counts on disk, written every few seconds and at quit. */
let requestCounts: ReturnType<typeof createRequestCountsStore> | null = null

async function start(): Promise<void> {
  if (launch.refusal) throw new Error(launch.refusal)
  protocol.handle(
    APP_SCHEME,
    createRendererFileHandler({ root: rendererRoot, contentSecurityPolicy: rendererCsp(launch.renderer) })
  )
  hardenSession(launch.renderer)
  // The menu and main's link dialog speak the UI language; a saved change rebuilds the menu.
  const settings = followLanguage(createSettingsStore(), setMenu)
  setMenu(settings.read().language)
  // Web links open only after the user says so in main's own dialog, in the UI language.
  const openLink = createLinkOpener(() => settings.read().language)
  requestCounts = createRequestCountsStore()
  runtime = await createAppRuntime({
    host: 'electron',
    version: app.getVersion(),
    env: process.env,
    settings,
    vault: createSecretVault(),
    counts: requestCounts,
    openExternal: (url) => openLink(url, null)
  })
  unregisterIpc = registerIpc({
    runtime,
    renderer: launch.renderer,
    ownWebContents: () => BrowserWindow.getAllWindows().map((window) => window.webContents),
    printer: createPlatformPrinter(launch.renderer),
    linkOpener: openLink
  })
  openMainWindow()
}

// The runtime holds sockets (and the demo catalog's server): close it before the process exits.
let closing = false
async function shutDown(): Promise<void> {
  unregisterIpc?.()
  await runtime?.close()
  runtime = null
  requestCounts?.flush()
}

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', focusMainWindow)
  app.on('activate', focusMainWindow)
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('will-quit', (event) => {
    if (closing || !runtime) return
    closing = true
    event.preventDefault()
    shutDown()
      .catch((error: unknown) => console.error('[main] shutdown failed:', error))
      .finally(() => app.quit())
  })
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error('[main] start-up failed:', error)
      app.exit(1)
    })
}
