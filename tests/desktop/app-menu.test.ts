/** The menu an installed app offers, checked on the template itself (tests/desktop/main-boot checks it is the one set). */
import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { appMenuTemplate, followLanguage, type AppMenuOptions } from '../../electron/main/app-menu'
import type { SettingsStore, StoredSettings } from '../../electron/main/core/ports'
import { MENU_TEXT } from '../../electron/main/app-menu-text'
import { CATALOG_LANGUAGES } from '../../electron/shared/languages'

const options: AppMenuOptions = {
  appName: 'Parts Desk',
  version: '1.2.3',
  dataFolder: '/home/mech/.config/Parts Desk',
  platform: 'linux',
  developerTools: false,
  openDataFolder: () => undefined
}

/** Every item, depth first, with the labels of the menus above it. */
function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flatten(item.submenu) : [])])
}

const roles = (items: MenuItemConstructorOptions[]) => flatten(items).flatMap((item) => (item.role ? [item.role] : []))
const topLevel = (items: MenuItemConstructorOptions[]) => items.map((item) => item.label ?? item.role)
const submenuOf = (items: MenuItemConstructorOptions[], name: string) => {
  const menu = items.find((item) => item.label === name || item.role === name)
  return Array.isArray(menu?.submenu) ? menu.submenu : []
}

// Roles that reload the page or open DevTools; `viewMenu` is Electron's stock View menu, which carries them.
const DEVELOPMENT_ROLES = ['reload', 'forceReload', 'toggleDevTools', 'viewMenu']

describe('production menu', () => {
  const template = appMenuTemplate(options)

  it('has File, Edit, View, Window and Help, and nothing that reloads or opens DevTools', () => {
    expect(topLevel(template)).toEqual(['File', 'Edit', 'View', 'windowMenu', 'help'])
    for (const role of DEVELOPMENT_ROLES) expect(roles(template)).not.toContain(role)
    // No hand-made item with a reload or DevTools shortcut either.
    const accelerators = flatten(template).flatMap((item) => (item.accelerator ? [String(item.accelerator)] : []))
    expect(accelerators.filter((key) => /(^|\+)(R|F5|I|F12)$/i.test(key))).toEqual([])
  })

  it('edits with copy and paste and zooms in View', () => {
    expect(roles(submenuOf(template, 'Edit'))).toEqual(
      expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll'])
    )
    expect(roles(submenuOf(template, 'View'))).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen'])
  })

  it('shows the version and the data folder under Help, and opens the folder', () => {
    const openDataFolder = vi.fn()
    const help = submenuOf(appMenuTemplate({ ...options, openDataFolder }), 'help')
    const labels = help.map((item) => item.label)
    expect(labels).toContain('Parts Desk 1.2.3')
    expect(labels).toContain('/home/mech/.config/Parts Desk')
    const open = help.find((item) => item.label === 'Open Data Folder')
    ;(open?.click as () => void)()
    expect(openDataFolder).toHaveBeenCalledOnce()
  })

  it('uses the app menu on macOS (About, Hide, Quit) — still without developer roles', () => {
    const mac = appMenuTemplate({ ...options, platform: 'darwin' })
    expect(topLevel(mac)[0]).toBe('appMenu')
    for (const role of DEVELOPMENT_ROLES) expect(roles(mac)).not.toContain(role)
  })
})

describe('development menu', () => {
  it('adds reload, force reload and DevTools under View', () => {
    const view = roles(submenuOf(appMenuTemplate({ ...options, developerTools: true }), 'View'))
    expect(view).toEqual(expect.arrayContaining(['reload', 'forceReload', 'toggleDevTools']))
  })
})

describe('menu in the UI language (issue 22, item 12)', () => {
  it('names every menu and item in German, the app menu and Window menu on macOS too', () => {
    const linux = appMenuTemplate({ ...options, language: 'de' })
    expect(topLevel(linux)).toEqual(['Datei', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe'])
    expect(submenuOf(linux, 'Bearbeiten').map((item) => item.label)).toContain('Kopieren')
    expect(submenuOf(linux, 'Hilfe').map((item) => item.label)).toContain('Datenordner öffnen')
    // The roles (what the items do) are the same as in English.
    expect(roles(linux)).toEqual(roles(appMenuTemplate(options)))
    const mac = appMenuTemplate({ ...options, language: 'de', platform: 'darwin' })
    expect(submenuOf(mac, 'appMenu').map((item) => item.label)).toContain('Parts Desk beenden')
    expect(submenuOf(mac, 'Fenster').map((item) => item.label)).toContain('Alle nach vorne bringen')
  })

  it('labels every item in each of the nine other languages, none left in English', () => {
    const english = new Set(
      Object.values(MENU_TEXT.en).map((word: string | ((app: string) => string)) =>
        typeof word === 'function' ? word(options.appName) : word
      )
    )
    // Words that are the same in English and the language ("File" in Italian, "Zoom", "Services").
    const shared = new Set(['File', 'Zoom', 'Services'])
    for (const language of CATALOG_LANGUAGES.filter((code) => code !== 'en')) {
      for (const platform of ['linux', 'darwin'] as const) {
        const items = flatten(appMenuTemplate({ ...options, language, platform }))
        // macOS titles the app menu with the app's name itself.
        const named = items.filter((item) => item.type !== 'separator' && item.role !== 'appMenu')
        expect(
          named.filter((item) => !item.label).map((item) => item.role),
          `${language} ${platform}`
        ).toEqual([])
        const left = named.flatMap((item) =>
          item.label && english.has(item.label) && !shared.has(item.label) ? [item.label] : []
        )
        expect(left, `${language} ${platform}`).toEqual([])
      }
    }
  })

  it('rebuilds when a saved setting changes the language, not on other saves', () => {
    let stored: StoredSettings = { language: 'en' }
    const store: SettingsStore = { read: () => stored, write: (next) => (stored = next) }
    const rebuild = vi.fn()
    const followed = followLanguage(store, rebuild)
    followed.write({ ...followed.read(), userId: 'mech' })
    expect(rebuild).not.toHaveBeenCalled()
    followed.write({ ...followed.read(), language: 'pl' })
    expect(rebuild).toHaveBeenCalledExactlyOnceWith('pl')
    expect(stored).toEqual({ userId: 'mech', language: 'pl' })
    const menu = appMenuTemplate({ ...options, language: rebuild.mock.calls[0]?.[0] })
    expect(topLevel(menu)).toEqual(['Plik', 'Edycja', 'Widok', 'Okno', 'Pomoc'])
  })
})
