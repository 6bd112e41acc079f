/**
 * The BUILT main process (out/main/index.js, as electron-vite emits it for the app) booted in
 * plain Node against a recording fake of `electron` (tests/desktop/boot/). Everything main hands
 * to Electron is checked as data, and every guard it installs is driven: navigation, redirects,
 * new windows, webviews, permissions, the CSP header, the IPC sender check for each contract
 * channel, the app:// handler, the menu, and the quit sequence. Expectations are literals here,
 * not imports of the code under test, so removing a flag or a guard from main fails this file.
 * Runs after the build in `npm test`.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVOKE_CHANNELS, type InvokeChannel } from '../../electron/shared/contract'
import { BUILT_MAIN, bootMain, type BootedMain } from './boot/boot-client'
import type { BootState, MenuItemFacts, SenderKind } from './boot/probes'

// The build under test: PARTS_DESK_OUT as boot-client.ts reads it (default out/).
const out = new URL(`../../${process.env.PARTS_DESK_OUT ?? 'out'}/`, import.meta.url)
const builtFile = (path: string) => new URL(path, out)
const sha256 = (path: string) =>
  createHash('sha256')
    .update(readFileSync(builtFile(path)))
    .digest('hex')

const ENTRY = 'app://parts-desk/index.html'
const DEV_SERVER = 'http://localhost:5173/'
const REFUSED = { ok: false, error: { code: 'invalid-input', message: 'Request refused.' } }
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-src 'none'; form-action 'none'; frame-ancestors 'none'"
const BOOT_TIMEOUT = 60_000

/** A valid request for every contract channel: what our page could send. */
const SAMPLE_INPUT: Record<InvokeChannel, unknown> = {
  'app.info': undefined,
  'settings.get': undefined,
  'settings.update': { language: 'de' },
  'catalog.vin': { vin: 'XVSAB53C1KR012847', lang: 'en' },
  'catalog.section': { q: 'not-a-pointer', lang: 'en' },
  'catalog.image': { qImage: 'not-a-pointer' },
  'connection.probe': undefined,
  'account.test': { vin: 'XVSAB53C1KR012847' },
  'shell.openExternal': { url: 'https://example.com/help' },
  'print.print': { title: 'Job', pageLabel: 'Page {page} of {total}' },
  'print.pdf': { title: 'Job', pageLabel: 'Page {page} of {total}' },
  'workshop.settings': undefined,
  'workshop.configure': { user: 'bay-3' },
  'workshop.test': undefined,
  'workshop.read': { ids: [`answer:${'0'.repeat(64)}`] },
  'workshop.picture': { id: `image:${'0'.repeat(64)}` },
  'workshop.push': { docs: [{ id: `alias:${'0'.repeat(64)}`, type: 'alias', target: '1'.repeat(64) }] },
  'workshop.missing': { ids: [`answer:${'0'.repeat(64)}`] },
  'workshop.vehicles': { origin: 'https://catalog.example.com' }
}
const STRANGERS: SenderKind[] = ['own-sub-frame', 'foreign-page', 'old-file-page', 'other-contents', 'vanished-frame']

function roles(items: MenuItemFacts[] | null): string[] {
  return (items ?? []).flatMap((item) => [...(item.role ? [item.role] : []), ...roles(item.submenu ?? null)])
}
function labels(items: MenuItemFacts[] | null): string[] {
  return (items ?? []).flatMap((item) => [...(item.label ? [item.label] : []), ...labels(item.submenu ?? null)])
}

beforeAll(() => {
  if (!existsSync(BUILT_MAIN)) throw new Error('out/main/index.js is missing: `npm test` builds it first')
})

/**
 * The full set of checks, for an installed app and for `npm start` (built renderer, unpackaged).
 * The packaged run also has ELECTRON_RENDERER_URL set, which it must ignore.
 */
function bootedApp(name: string, isPackaged: boolean): void {
  describe(name, () => {
    let main: BootedMain
    let state: BootState

    beforeAll(async () => {
      main = await bootMain({ isPackaged, env: isPackaged ? { ELECTRON_RENDERER_URL: DEV_SERVER } : {} })
      expect(main.booted, main.stderr()).toBe(true)
      state = await main.probe('state', null)
    }, BOOT_TIMEOUT)
    afterAll(() => main?.dispose())

    it('takes the single-instance lock first and registers app:// before ready', () => {
      expect(state.log[0]).toBe('protocol.registerSchemesAsPrivileged')
      expect(state.log[1]).toBe('app.requestSingleInstanceLock')
      expect(state.log.indexOf('protocol.handle app')).toBeGreaterThan(state.log.indexOf('app ready'))
      expect(state.privilegedSchemes).toEqual([
        { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }
      ])
      expect(state.handledSchemes).toEqual(['app'])
    })

    it('opens one window, sandboxed and isolated, and loads the renderer from app:// — never file://', () => {
      expect(state.windows).toHaveLength(1)
      const [window] = state.windows
      expect(window!.options.show).toBe(false)
      expect(window!.options.webPreferences).toEqual({
        preload: builtFile('preload/index.cjs').pathname,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        devTools: !isPackaged,
        spellcheck: false
      })
      expect(existsSync(builtFile('preload/index.cjs'))).toBe(true)
      expect(window!.loadedUrls).toEqual([ENTRY])
    })

    it('puts our CSP on every response, replacing whatever the response carried', async () => {
      const headers = await main.probe('headers', {
        url: 'http://127.0.0.1:1/x',
        responseHeaders: { 'content-security-policy': ["default-src *; script-src 'unsafe-eval'"], 'X-Kept': ['1'] }
      })
      expect(headers).toEqual({ 'X-Kept': ['1'], 'Content-Security-Policy': [CSP] })
    })

    it('denies every permission request and check', async () => {
      for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'hid']) {
        expect(await main.probe('permissionRequest', { permission }), permission).toBe(false)
        expect(await main.probe('permissionCheck', { permission }), permission).toBe(false)
      }
    })

    it('stays on its own page, and asks the page to confirm a web link instead of opening it', async () => {
      expect(await main.probe('navigate', { event: 'will-navigate', url: `${ENTRY}#/settings` })).toEqual({
        prevented: false,
        sent: [],
        openedExternally: []
      })
      expect(await main.probe('navigate', { event: 'will-navigate', url: 'https://example.com/dropped' })).toEqual({
        prevented: true,
        sent: [['parts-desk:link.confirm', { url: 'https://example.com/dropped' }]],
        openedExternally: []
      })
      for (const url of [
        'file:///etc/passwd',
        builtFile('renderer/index.html').href,
        'app://parts-desk/assets/x.js',
        'javascript:alert(1)',
        'data:text/html,<script>1</script>'
      ]) {
        expect(await main.probe('navigate', { event: 'will-navigate', url }), url).toEqual({
          prevented: true,
          sent: [],
          openedExternally: []
        })
      }
    })

    it('follows redirects only within its own page', async () => {
      expect((await main.probe('navigate', { event: 'will-redirect', url: ENTRY })).prevented).toBe(false)
      for (const url of ['https://example.com/', 'file:///etc/passwd', DEV_SERVER]) {
        expect(await main.probe('navigate', { event: 'will-redirect', url }), url).toEqual({
          prevented: true,
          sent: [],
          openedExternally: []
        })
      }
    })

    it('never opens a window; a web link goes to the page for confirmation', async () => {
      expect(await main.probe('windowOpen', { url: 'https://example.com/new' })).toEqual({
        action: 'deny',
        prevented: true,
        sent: [['parts-desk:link.confirm', { url: 'https://example.com/new' }]],
        openedExternally: []
      })
      for (const url of [ENTRY, 'about:blank', 'file:///etc/passwd']) {
        expect(await main.probe('windowOpen', { url }), url).toEqual({
          action: 'deny',
          prevented: true,
          sent: [],
          openedExternally: []
        })
      }
    })

    it('opens a web link only after the user clicks "Open" in main’s own dialog on the asking window', async () => {
      const declined = await main.probe('openLink', { url: 'https://EXAMPLE.com/a b', click: 'Cancel' })
      expect(declined).toEqual({
        answer: { ok: true },
        dialogs: [
          {
            window: 0,
            options: {
              type: 'question',
              title: 'Open link',
              message: 'Open example.com in your web browser?',
              detail: 'https://example.com/a%20b',
              buttons: ['Open', 'Cancel'],
              defaultId: 1,
              cancelId: 1,
              noLink: true
            }
          }
        ],
        openedExternally: [],
        log: ['dialog.showMessageBox']
      })
      expect((await main.probe('openLink', { url: 'https://example.com/help', click: null })).openedExternally).toEqual(
        []
      )

      const confirmed = await main.probe('openLink', { url: 'https://bücher.example/a b', click: 'Open' })
      expect(confirmed.dialogs.map(({ window, options }) => [window, options.message, options.detail])).toEqual([
        [0, 'Open xn--bcher-kva.example in your web browser?', 'https://xn--bcher-kva.example/a%20b']
      ])
      expect(confirmed.log).toEqual(['dialog.showMessageBox', 'shell.openExternal'])
      expect(confirmed.openedExternally).toEqual(['https://xn--bcher-kva.example/a%20b'])

      const refused = await main.probe('openLink', { url: 'file:///etc/passwd', click: 'Open' })
      expect(refused).toMatchObject({ answer: { ok: false }, dialogs: [], openedExternally: [], log: [] })
    })

    it('refuses to attach a webview', async () => {
      expect(await main.probe('attachWebview', null)).toEqual({ prevented: true })
    })

    it('registers exactly the contract’s channels, the cancel channel, and electron-store’s own listener', () => {
      expect([...state.invokeChannels].sort()).toEqual(INVOKE_CHANNELS.map((channel) => `parts-desk:${channel}`).sort())
      // electron-store answers its data folder on this channel; our preload exposes no raw IPC to reach it.
      // parts-desk:cancel takes a call's id only (tests/ipc/cancellation.test.ts).
      expect([...state.sendChannels].sort()).toEqual(['electron-store-get-data', 'parts-desk:cancel'])
    })

    for (const channel of INVOKE_CHANNELS) {
      it(`serves ${channel} to our main frame only`, async () => {
        const input = SAMPLE_INPUT[channel]
        const own = await main.probe('invoke', { channel: `parts-desk:${channel}`, input, sender: 'own-main-frame' })
        expect(own).toMatchObject({ ok: expect.any(Boolean) })
        expect(own).not.toEqual(REFUSED)
        for (const sender of STRANGERS) {
          expect(await main.probe('invoke', { channel: `parts-desk:${channel}`, input, sender }), sender).toEqual(
            REFUSED
          )
        }
      })
    }

    it('answers the page with the real runtime behind the channels', async () => {
      const info = await main.probe('invoke', {
        channel: 'parts-desk:app.info',
        input: undefined,
        sender: 'own-main-frame'
      })
      expect(info).toMatchObject({ ok: true, value: { mode: 'demo', version: '9.8.7', host: 'electron' } })
      const vin = await main.probe('invoke', {
        channel: 'parts-desk:catalog.vin',
        input: SAMPLE_INPUT['catalog.vin'],
        sender: 'own-main-frame'
      })
      expect(vin).toMatchObject({ ok: true })
      // A print request from a page that is not a print layout is refused by the platform printer.
      const print = await main.probe('invoke', {
        channel: 'parts-desk:print.pdf',
        input: SAMPLE_INPUT['print.pdf'],
        sender: 'own-main-frame'
      })
      expect(print).toMatchObject({ ok: false, error: { message: expect.stringMatching(/print layout/) } })
    })

    it('serves the built renderer on app:// with the CSP, and nothing outside it', async () => {
      const index = await main.probe('fetch', { url: ENTRY })
      expect(index).toMatchObject({
        status: 200,
        sha256: sha256('renderer/index.html'),
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': CSP,
          'x-content-type-options': 'nosniff'
        }
      })
      const script = readdirSync(builtFile('renderer/assets')).find((file) => file.endsWith('.js'))
      expect(await main.probe('fetch', { url: `app://parts-desk/assets/${script}` })).toMatchObject({
        status: 200,
        sha256: sha256(`renderer/assets/${script}`),
        headers: { 'content-type': 'text/javascript; charset=utf-8' }
      })
      for (const url of [
        'app://parts-desk/../main/index.js', // the URL parser drops the dots: /main/index.js, not in out/renderer
        'app://parts-desk/..%2Fmain%2Findex.js',
        'app://parts-desk/assets/..%2F..%2F..%2Fpackage.json',
        'app://parts-desk/..%5Cpreload%5Cindex.cjs',
        'app://parts-desk/index.html%00.js',
        'app://parts-desk/',
        'app://elsewhere/index.html'
      ]) {
        expect(await main.probe('fetch', { url }), url).toMatchObject({ status: 404, bodyLength: 0 })
      }
      expect(await main.probe('fetch', { url: ENTRY, method: 'POST' })).toMatchObject({ status: 405 })
    })

    it(`sets a menu ${isPackaged ? 'without' : 'with'} reload and DevTools, with the version and data folder`, async () => {
      expect(state.menu?.map((item) => item.label ?? item.role)).toEqual(['File', 'Edit', 'View', 'windowMenu', 'help'])
      const developer = ['reload', 'forceReload', 'toggleDevTools']
      if (isPackaged) for (const role of [...developer, 'viewMenu']) expect(roles(state.menu)).not.toContain(role)
      else expect(roles(state.menu)).toEqual(expect.arrayContaining(developer))
      expect(roles(state.menu)).toEqual(expect.arrayContaining(['copy', 'paste', 'zoomIn', 'zoomOut', 'resetZoom']))
      expect(labels(state.menu)).toContain('Parts Desk 9.8.7')
      expect(labels(state.menu)).toContain('Open Data Folder')
      // The IPC test above saved German (settings.update): main rebuilt the menu in the UI language.
      const now = await main.probe('state', null)
      expect(now.menu?.map((item) => item.label ?? item.role)).toEqual([
        'Datei',
        'Bearbeiten',
        'Ansicht',
        'Fenster',
        'Hilfe'
      ])
      const opened = await main.probe('menuClick', { label: 'Datenordner öffnen' })
      expect(opened.openedPaths).toHaveLength(1)
      expect(labels(state.menu)).toContain(opened.openedPaths[0])
      expect(opened.openedPaths[0]).toMatch(/parts-desk-boot-.*userData$/)
    })

    it('brings its window forward when a second instance starts', async () => {
      expect((await main.probe('secondInstance', null)).log).toContain('BrowserWindow.focus')
    })

    it('on quit, holds the quit until the runtime is closed, then quits', async () => {
      expect((await main.probe('state', null)).listeningServers).toBe(2) // the demo catalog and its image host
      await main.probe('quit', null)
      const exit = await main.exit
      expect(exit.code).toBe(0)
      expect(exit.quit?.listeningServersAtQuit).toBe(0)
      const log = exit.quit?.log ?? []
      const held = log.indexOf('will-quit prevented')
      expect(held).toBeGreaterThan(-1)
      expect(log.lastIndexOf('ipcMain.removeHandler parts-desk:app.info')).toBeGreaterThan(log.indexOf('app.quit'))
      expect(log.slice(held + 1)).toEqual(['app.quit', 'quit'])
    })
  })
}

bootedApp('installed app (app.isPackaged)', true)
bootedApp('unpackaged build (npm start)', false)

describe('development run (npm run dev)', () => {
  let main: BootedMain
  let state: BootState
  beforeAll(async () => {
    main = await bootMain({ isPackaged: false, env: { ELECTRON_RENDERER_URL: DEV_SERVER } })
    state = await main.probe('state', null)
  }, BOOT_TIMEOUT)
  afterAll(() => main?.dispose())

  it('loads the Vite dev server, trusts only its origin, and allows its inline styles', async () => {
    expect(state.windows[0]?.loadedUrls).toEqual([DEV_SERVER])
    expect(
      await main.probe('invoke', { channel: 'parts-desk:app.info', input: undefined, sender: 'own-main-frame' })
    ).toMatchObject({ ok: true })
    expect(await main.probe('headers', { url: DEV_SERVER, responseHeaders: {} })).toEqual({
      'Content-Security-Policy': [CSP.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")]
    })
    expect(await main.probe('navigate', { event: 'will-navigate', url: `${DEV_SERVER}#/garage` })).toMatchObject({
      prevented: false
    })
    expect((await main.probe('navigate', { event: 'will-navigate', url: ENTRY })).prevented).toBe(true)
  })
})

describe('runs that must not start', () => {
  it('quits at once when another instance holds the lock', async () => {
    const main = await bootMain({ singleInstanceLock: false })
    try {
      expect(main.booted).toBe(false)
      const exit = await main.exit
      expect(exit.code).toBe(0)
      expect(exit.quit?.log).toEqual([
        'protocol.registerSchemesAsPrivileged',
        'app.requestSingleInstanceLock',
        'app.quit',
        'quit'
      ])
    } finally {
      await main.dispose()
    }
  })

  it('exits non-zero with the reason logged when start-up fails (unusable data folder)', async () => {
    const main = await bootMain({ isPackaged: true, brokenDataFolder: true })
    try {
      expect(main.booted).toBe(false)
      const exit = await main.exit
      expect(exit.code).toBe(1)
      expect(exit.stderr).toMatch(/\[main\] start-up failed:[\s\S]*ENOTDIR/)
      expect(exit.quit?.log).toContain('app.exit 1')
      expect(exit.quit?.log).not.toContain('new BrowserWindow')
    } finally {
      await main.dispose()
    }
  })

  it('an installed app refuses a remote debugging switch, before serving anything', async () => {
    const main = await bootMain({ isPackaged: true, switches: ['remote-debugging-port'] })
    try {
      expect(main.booted).toBe(false)
      const exit = await main.exit
      expect(exit.code).toBe(1)
      expect(exit.stderr).toContain(
        '[main] start-up failed: Error: the installed app does not accept --remote-debugging-port'
      )
      expect(exit.quit?.log.filter((entry) => /protocol.handle|ipcMain.handle|BrowserWindow/.test(entry))).toEqual([])
    } finally {
      await main.dispose()
    }
  })

  it('the same switch is fine in development', async () => {
    const main = await bootMain({ isPackaged: false, switches: ['remote-debugging-port'] })
    try {
      expect(main.booted, main.stderr()).toBe(true)
    } finally {
      await main.dispose()
    }
  })
})
