import type { PartsDeskApi } from '@shared/contract'
import { createWebApi } from './web-bridge'

let current: PartsDeskApi | null = null

/** The preload's API in Electron; the HTTP bridge in browser mode. Called once by main.ts. */
export function connectBridge(win: Window = window): PartsDeskApi {
  current = win.partsDesk ?? createWebApi(win)
  return current
}

/** Tests install a fake here before mounting. */
export function installApi(api: PartsDeskApi): void {
  current = api
}

export function useApi(): PartsDeskApi {
  if (!current) throw new Error('The bridge is not connected: call connectBridge() before mounting the app.')
  return current
}
