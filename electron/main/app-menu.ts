/**
 * The application menu as a plain template (electron types only), so what an installed app offers
 * is tested directly (tests/desktop/app-menu.test.ts). Electron's default menu, and its `viewMenu`
 * role, carry Reload, Force Reload and Toggle Developer Tools with their shortcuts: in an installed
 * app a reload drops the page's state mid-job and DevTools hand the contract to whoever sits at
 * the keyboard, so they exist only in development.
 *
 * The menu speaks the UI language (the catalog language setting, issue 22 item 12), from main's own
 * words (app-menu-text.ts); `followLanguage` rebuilds it when Settings saves another language.
 * Items with a role keep Electron's own label in English (it follows each platform: Quit or Exit,
 * macOS's wording); in the other nine every item is labelled, the Window and app menus' items too.
 * Developer items (development runs only) stay English.
 */
import type { MenuItemConstructorOptions } from 'electron'
import type { CatalogLanguage } from '../shared/languages'
import { menuText, type MenuText } from './app-menu-text'
import type { SettingsStore } from './core/ports'

export interface AppMenuOptions {
  appName: string
  version: string
  /** Where settings, secrets and the offline mirror live (`app.getPath('userData')`). */
  dataFolder: string
  platform: NodeJS.Platform
  /** Development runs only (launch-config.ts). */
  developerTools: boolean
  openDataFolder: () => void
  /** The saved catalog language, which the UI speaks; English until one is saved. */
  language?: CatalogLanguage
}

type Role = NonNullable<MenuItemConstructorOptions['role']>

/** Role items: labelled, unless the language is English (Electron's own, platform-aware label then). */
function roleItems(english: boolean) {
  return (role: Role, label: string): MenuItemConstructorOptions => (english ? { role } : { role, label })
}

function viewMenu(
  developerTools: boolean,
  text: MenuText,
  item: ReturnType<typeof roleItems>
): MenuItemConstructorOptions {
  const zoom: MenuItemConstructorOptions[] = [
    item('resetZoom', text.resetZoom),
    item('zoomIn', text.zoomIn),
    item('zoomOut', text.zoomOut),
    { type: 'separator' },
    item('togglefullscreen', text.fullScreen)
  ]
  const development: MenuItemConstructorOptions[] = developerTools
    ? [{ type: 'separator' }, { role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }]
    : []
  return { label: text.view, submenu: [...zoom, ...development] }
}

/** Electron's Window menu (Minimize, Zoom and Bring All to Front on macOS, else Minimize and Close), spelled out to label it. */
function windowMenu(mac: boolean, text: MenuText, item: ReturnType<typeof roleItems>): MenuItemConstructorOptions {
  const submenu: MenuItemConstructorOptions[] = mac
    ? [item('minimize', text.minimize), item('zoom', text.zoom), { type: 'separator' }, item('front', text.front)]
    : [item('minimize', text.minimize), item('close', text.close)]
  return { ...item('windowMenu', text.window), submenu }
}

/** macOS's app menu (About, Services, Hide, Quit), spelled out to label it; the menu's own title is the app's name. */
function appMenu(appName: string, text: MenuText, item: ReturnType<typeof roleItems>): MenuItemConstructorOptions {
  return {
    role: 'appMenu',
    submenu: [
      item('about', text.about(appName)),
      { type: 'separator' },
      item('services', text.services),
      { type: 'separator' },
      item('hide', text.hide(appName)),
      item('hideOthers', text.hideOthers),
      item('unhide', text.showAll),
      { type: 'separator' },
      item('quit', text.quitApp(appName))
    ]
  }
}

function helpMenu(
  { appName, version, dataFolder, openDataFolder }: AppMenuOptions,
  text: MenuText,
  item: ReturnType<typeof roleItems>
): MenuItemConstructorOptions {
  return {
    ...item('help', text.help),
    submenu: [
      { label: `${appName} ${version}`, enabled: false },
      { type: 'separator' },
      { label: text.openDataFolder, toolTip: dataFolder, click: () => openDataFolder() },
      { label: dataFolder, enabled: false }
    ]
  }
}

export function appMenuTemplate(options: AppMenuOptions): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin'
  const text = menuText(options.language)
  const item = roleItems((options.language ?? 'en') === 'en')
  return [
    // macOS puts About, Hide and Quit in the menu named after the app; elsewhere File holds Quit.
    mac ? appMenu(options.appName, text, item) : { label: text.file, submenu: [item('quit', text.quit)] },
    {
      label: text.edit,
      submenu: [
        item('undo', text.undo),
        item('redo', text.redo),
        { type: 'separator' },
        item('cut', text.cut),
        item('copy', text.copy),
        item('paste', text.paste),
        item('selectAll', text.selectAll)
      ]
    },
    viewMenu(options.developerTools, text, item),
    windowMenu(mac, text, item),
    helpMenu(options, text, item)
  ]
}

/**
 * `store`, telling `rebuild` the new language whenever a write changes it (Settings, or the UI's
 * language switch, saves through the runtime's settings store), so the menu switches with the UI.
 */
export function followLanguage(
  store: SettingsStore,
  rebuild: (language: CatalogLanguage | undefined) => void
): SettingsStore {
  return {
    read: () => store.read(),
    write: (next) => {
      const before = store.read().language
      store.write(next)
      const after = store.read().language
      if (after !== before) rebuild(after)
    }
  }
}
