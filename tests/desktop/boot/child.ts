/**
 * The child process of the boot test: imports the BUILT main process (path in argv[2]) with
 * `electron` resolved to electron-fake.ts, lets Electron become ready, and waits for main to load
 * its window (or to exit). Then it answers the parent's probes by calling exactly what main
 * registered — listeners, handlers, the protocol handler — and reporting what happened.
 */
import { createHash } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import type { MenuItemConstructorOptions } from 'electron'
import { FakeWebContents, app, recorded } from './electron-fake'
import { listeningServers } from './server-tracker'
import type {
  BootState,
  ChildMessage,
  MenuItemFacts,
  NavigationOutcome,
  ProbeMap,
  ProbeName,
  ProbeRequest,
  SenderKind
} from './probes'

const mainPath = process.argv[2]
if (!mainPath) throw new Error('child.ts: pass the built main (out/main/index.js)')

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => process.send?.(message, undefined, undefined, () => resolve()))
}

function menuFacts(items: MenuItemConstructorOptions[]): MenuItemFacts[] {
  return items.map((item) => ({
    label: item.label,
    role: item.role,
    type: item.type,
    enabled: item.enabled,
    accelerator: item.accelerator === undefined ? undefined : String(item.accelerator),
    clickable: typeof item.click === 'function',
    submenu: Array.isArray(item.submenu) ? menuFacts(item.submenu) : undefined
  }))
}

/** Options as data: functions and other non-data values would not survive the trip to the parent. */
function plain(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>
}

function mainWindow() {
  const window = recorded.windows[0]
  if (!window) throw new Error('main created no window')
  return window
}

/** Runs `act` and reports what main did meanwhile: sent to the page, opened outside. */
async function observe(act: () => unknown): Promise<Omit<NavigationOutcome, 'prevented'>> {
  const contents = mainWindow().webContents
  const sentBefore = contents.sent.length
  const openedBefore = recorded.openedExternally.length
  await act()
  return {
    sent: contents.sent.slice(sentBefore),
    openedExternally: recorded.openedExternally.slice(openedBefore)
  }
}

function preventable() {
  const event = { prevented: false, preventDefault: () => void (event.prevented = true) }
  return event
}

/** Builds the IPC event Electron would hand to ipcMain.handle for each kind of sender. */
function senderEvent(kind: SenderKind): { event: unknown; restore: () => void } {
  const own = mainWindow().webContents
  const frame = own.mainFrame
  const url = frame.url
  const retarget = (next: string) => {
    frame.url = next
    return () => void (frame.url = url)
  }
  switch (kind) {
    case 'own-main-frame':
      return { event: { sender: own, senderFrame: frame }, restore: () => undefined }
    case 'own-sub-frame':
      return { event: { sender: own, senderFrame: { url, parent: frame } }, restore: () => undefined }
    case 'foreign-page':
      return { event: { sender: own, senderFrame: frame }, restore: retarget('https://evil.example/#/') }
    case 'old-file-page':
      return {
        event: { sender: own, senderFrame: frame },
        restore: retarget(pathToFileURL(mainPath.replace(/main[\\/]index\.js$/, 'renderer/index.html')).href)
      }
    case 'other-contents': {
      const stranger = new FakeWebContents()
      stranger.mainFrame.url = url
      return { event: { sender: stranger, senderFrame: stranger.mainFrame }, restore: () => undefined }
    }
    case 'vanished-frame':
      return { event: { sender: own, senderFrame: null }, restore: () => undefined }
  }
}

type Probes = { [K in ProbeName]: (input: ProbeMap[K]['input']) => Promise<ProbeMap[K]['output']> }

const probes: Probes = {
  async state(): Promise<BootState> {
    return {
      log: [...recorded.log],
      windows: recorded.windows.map((window) => ({ options: plain(window.options), loadedUrls: window.loadedUrls })),
      privilegedSchemes: plain({ schemes: recorded.privilegedSchemes }).schemes as unknown[],
      handledSchemes: [...recorded.protocolHandlers.keys()],
      invokeChannels: [...recorded.invokeHandlers.keys()],
      sendChannels: [...recorded.sendListeners.keys()],
      menu: recorded.menuTemplate ? menuFacts(recorded.menuTemplate) : null,
      listeningServers: listeningServers()
    }
  },

  async headers({ url, responseHeaders }) {
    const listener = recorded.headersListener
    if (!listener) return null
    return new Promise((resolve) =>
      listener({ url, responseHeaders }, (answer) => resolve(answer.responseHeaders ?? {}))
    )
  },

  async permissionRequest({ permission }) {
    const handler = recorded.permissionRequestHandler
    if (!handler) return 'no-handler'
    return new Promise((resolve) => handler(mainWindow().webContents, permission, resolve))
  },

  async permissionCheck({ permission }) {
    const handler = recorded.permissionCheckHandler
    return handler ? handler(mainWindow().webContents, permission) : 'no-handler'
  },

  async navigate({ event: name, url }) {
    const event = preventable()
    const seen = await observe(() => mainWindow().webContents.emit(name, event, url))
    return { prevented: event.prevented, ...seen }
  },

  async windowOpen({ url }) {
    const handler = mainWindow().webContents.windowOpenHandler
    if (!handler) return 'no-handler'
    let action = ''
    const seen = await observe(() => (action = handler({ url }).action))
    return { action, prevented: action === 'deny', ...seen }
  },

  async attachWebview() {
    const event = preventable()
    mainWindow().webContents.emit('will-attach-webview', event, {}, { src: 'https://evil.example/' })
    return { prevented: event.prevented }
  },

  async invoke({ channel, input, sender }) {
    const handler = recorded.invokeHandlers.get(channel)
    if (!handler) return { probe: 'no handler' }
    const { event, restore } = senderEvent(sender)
    try {
      // Structured clone both ways, as Electron's IPC does.
      return structuredClone(await handler(event, structuredClone(input)))
    } finally {
      restore()
    }
  },

  async openLink({ url, click }) {
    const handler = recorded.invokeHandlers.get('parts-desk:shell.openExternal')
    if (!handler) throw new Error('main bound no shell.openExternal')
    const logBefore = recorded.log.length
    const boxesBefore = recorded.messageBoxes.length
    const openedBefore = recorded.openedExternally.length
    recorded.messageBoxClick = click
    try {
      const { event } = senderEvent('own-main-frame')
      const answer = structuredClone(await handler(event, structuredClone({ url })))
      return {
        answer,
        dialogs: recorded.messageBoxes
          .slice(boxesBefore)
          .map(({ window, options }) => ({ window, options: plain(options) })),
        openedExternally: recorded.openedExternally.slice(openedBefore),
        log: recorded.log.slice(logBefore)
      }
    } finally {
      recorded.messageBoxClick = null
    }
  },

  async fetch({ url, method = 'GET' }) {
    const handler = recorded.protocolHandlers.get(new URL(url).protocol.slice(0, -1))
    if (!handler) return 'no-handler'
    const response = await handler(new Request(url, { method }))
    const body = Buffer.from(await response.arrayBuffer())
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      bodyLength: body.length,
      sha256: createHash('sha256').update(body).digest('hex')
    }
  },

  async menuClick({ label }) {
    const find = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions | undefined =>
      items
        .flatMap((item) => [item, ...(Array.isArray(item.submenu) ? [find(item.submenu)] : [])])
        .find((item) => item?.label === label)
    const item = find(recorded.menuTemplate ?? [])
    const before = recorded.openedPaths.length
    ;(item?.click as (() => void) | undefined)?.()
    return { openedPaths: recorded.openedPaths.slice(before) }
  },

  async secondInstance() {
    const before = recorded.log.length
    app.emit('second-instance', {}, ['parts-desk'], process.cwd())
    return { log: recorded.log.slice(before) }
  },

  async quit() {
    app.quit()
    return null
  }
}

function answer(request: ProbeRequest): void {
  const run = probes[request.name] as (input: unknown) => Promise<unknown>
  run(request.input).then(
    (output) => send({ type: 'answer', id: request.id, output }),
    (error: unknown) => send({ type: 'failed', id: request.id, error: String(error) })
  )
}

recorded.exited.then(async ({ code, listeningServers }) => {
  await send({ type: 'exiting', code, quit: { listeningServersAtQuit: listeningServers, log: [...recorded.log] } })
  process.exit(code)
})

process.on('message', (message: ProbeRequest) => answer(message))
await import(pathToFileURL(mainPath).href)
recorded.becomeReady()
// Booted: main loaded its window. A run that exits instead reports through `exiting` above.
await recorded.firstLoad
await send({ type: 'booted' })
