import { shallowRef } from 'vue'
import type { AppInfo } from '@shared/contract'

export interface MirrorOrigins {
  origin: string
  imageOrigin: string
}

/**
 * Which catalog service is in use, as main reports it in app.info. The mirror files every answer
 * under its origin, so two accounts never mix; until main has first answered, mirror requests
 * wait (a page reloaded on a vehicle must not slip past the mirror).
 */
export interface ServiceOrigins {
  /** Null until main has said. Reactive: what reads it follows an account switch. */
  current(): MirrorOrigins | null
  /** Settles at main's first answer about itself, or at its failure. */
  readonly known: Promise<void>
  /** The app store hands on every answer to app.info; null when the call failed. */
  report(info: AppInfo | null): void
}

export function createServiceOrigins(): ServiceOrigins {
  const current = shallowRef<MirrorOrigins | null>(null)
  let settle!: () => void
  const known = new Promise<void>((resolve) => (settle = resolve))
  return {
    current: () => current.value,
    known,
    report(info) {
      if (info) current.value = { origin: info.serviceOrigin, imageOrigin: info.imageOrigin }
      settle()
    }
  }
}
