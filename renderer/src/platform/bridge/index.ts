import type { PartsDeskApi } from '@shared/contract'
import { overPreload } from './ipc-bridge'
import { createWebApi } from './web-bridge'

/** The preload's API in Electron; the HTTP bridge in browser mode. main.ts connects once. */
export function connectBridge(win: Window = window): PartsDeskApi {
  return win.partsDesk ? overPreload(win.partsDesk) : createWebApi(win)
}
