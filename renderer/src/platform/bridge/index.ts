import type { PartsDeskApi } from '@shared/contract'
import { overPreload } from './ipc-bridge'
import type { PageWindow } from './call-socket'
import { createWebApi } from './web-bridge'

/** The preload's API in Electron; the WebSocket bridge in browser mode. main.ts connects once. */
export function connectBridge(win: PageWindow = window): PartsDeskApi {
  return win.partsDesk ? overPreload(win.partsDesk) : createWebApi(win)
}
