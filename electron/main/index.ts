/**
 * Lifecycle only: one instance, compose the platform adapters with the core runtime, bind IPC,
 * open the window, close the runtime on quit. Everything with logic lives elsewhere and is
 * tested without Electron (the Electron runtime cannot be started on the build machines).
 */
import { join } from 'node:path'
import { app, BrowserWindow } from 'electron'
import { createAppRuntime } from './core/runtime'
import type { AppRuntime } from './core/runtime-types'
import { registerIpc } from './ipc/register-ipc'
import { openExternal } from './platform/open-external'
import { createPlatformPrinter } from './platform/print'
import { createSecretVault } from './platform/secret-vault'
import { createSettingsStore } from './platform/settings-store'
import { createMainWindow, hardenSession } from './window'
import { rendererLocation } from './window-policy'

const renderer = rendererLocation(
  join(import.meta.dirname, '../renderer/index.html'),
  process.env.ELECTRON_RENDERER_URL
)
const preloadPath = join(import.meta.dirname, '../preload/index.cjs')

let mainWindow: BrowserWindow | null = null
let runtime: AppRuntime | null = null
let unregisterIpc: (() => void) | null = null

function openMainWindow(): void {
  mainWindow = createMainWindow({ renderer, preloadPath, openExternal })
  mainWindow.on('closed', () => (mainWindow = null))
}

function focusMainWindow(): void {
  if (!mainWindow) return openMainWindow()
  if (mainWindow.isMinimized()) mainWindow.restore()
  mainWindow.focus()
}

async function start(): Promise<void> {
  hardenSession(renderer)
  runtime = await createAppRuntime({
    host: 'electron',
    version: app.getVersion(),
    env: process.env,
    settings: createSettingsStore(),
    vault: createSecretVault(),
    openExternal
  })
  unregisterIpc = registerIpc({
    runtime,
    renderer,
    ownWebContents: () => BrowserWindow.getAllWindows().map((window) => window.webContents),
    printer: createPlatformPrinter(renderer)
  })
  openMainWindow()
}

// The runtime holds sockets (and the demo catalog's server): close it before the process exits.
let closing = false
async function shutDown(): Promise<void> {
  unregisterIpc?.()
  await runtime?.close()
  runtime = null
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
