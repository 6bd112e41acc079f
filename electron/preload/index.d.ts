import type { PartsDeskApi } from '../shared/contract'

declare global {
  interface Window {
    /** Set by the Electron preload; absent in browser mode, where the bridge builds the same API over HTTP. */
    partsDesk?: PartsDeskApi
  }
}

export {}
