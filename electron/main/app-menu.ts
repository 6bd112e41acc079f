/**
 * The application menu as a plain template (electron types only), so what an installed app offers
 * is tested directly (tests/desktop/app-menu.test.ts). Electron's default menu, and its `viewMenu`
 * role, carry Reload, Force Reload and Toggle Developer Tools with their shortcuts: in an installed
 * app a reload drops the page's state mid-job and DevTools hand the contract to whoever sits at
 * the keyboard, so they exist only in development.
 */
import type { MenuItemConstructorOptions } from 'electron'

export interface AppMenuOptions {
  appName: string
  version: string
  /** Where settings, secrets and the offline mirror live (`app.getPath('userData')`). */
  dataFolder: string
  platform: NodeJS.Platform
  /** Development runs only (launch-config.ts). */
  developerTools: boolean
  openDataFolder: () => void
}

function viewMenu(developerTools: boolean): MenuItemConstructorOptions {
  const zoom: MenuItemConstructorOptions[] = [
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' }
  ]
  const development: MenuItemConstructorOptions[] = developerTools
    ? [{ type: 'separator' }, { role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }]
    : []
  return { label: 'View', submenu: [...zoom, ...development] }
}

function helpMenu({ appName, version, dataFolder, openDataFolder }: AppMenuOptions): MenuItemConstructorOptions {
  return {
    role: 'help',
    submenu: [
      { label: `${appName} ${version}`, enabled: false },
      { type: 'separator' },
      { label: 'Open Data Folder', toolTip: dataFolder, click: () => openDataFolder() },
      { label: dataFolder, enabled: false }
    ]
  }
}

export function appMenuTemplate(options: AppMenuOptions): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin'
  return [
    // macOS puts About, Hide and Quit in the menu named after the app; elsewhere File holds Quit.
    mac ? { role: 'appMenu' } : { label: 'File', submenu: [{ role: 'quit' }] },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' }
      ]
    },
    viewMenu(options.developerTools),
    { role: 'windowMenu' },
    helpMenu(options)
  ]
}
