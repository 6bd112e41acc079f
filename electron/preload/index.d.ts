import type { BridgedApi } from '../shared/contract'

declare global {
  interface Window {
    /**
     * Set by the Electron preload; absent in browser mode, where the bridge builds the same API over
     * HTTP. Its calls take BridgedCallOptions: the renderer's bridge turns a signal into those.
     */
    partsDesk?: BridgedApi
  }
}

export {}
