import { defineStore } from 'pinia'
import { markRaw, ref, shallowRef } from 'vue'
import { installCatalogAccess, networkAccess } from '../catalog/catalog-access'
import { deferredAccess, openMirror } from '../catalog/install-mirror'
import { createMirroredAccess, type MirrorOrigins } from '../catalog/mirrored-access'
import type { MirrorRepository } from '../db/mirror-repository'
import { useAppStore } from './app'

export type MirrorStatus = 'opening' | 'ready' | 'unavailable'

/**
 * The offline mirror in the running app: opens IndexedDB once and puts the mirror behind the
 * catalog access layer. Origins are read from main's info on every request, so switching
 * account (another service origin) never mixes stored answers; until info has loaded the
 * answer is "no origins", which means network only.
 */
export const useMirrorStore = defineStore('mirror', () => {
  const status = ref<MirrorStatus>('opening')
  const repo = shallowRef<MirrorRepository | null>(null)
  let started: Promise<void> | null = null

  function origins(): MirrorOrigins | null {
    const info = useAppStore().info
    return info ? { origin: info.serviceOrigin, imageOrigin: info.imageOrigin } : null
  }

  /** `infoLoaded` settles when main's first answer about itself has arrived (or failed). */
  function start(infoLoaded: Promise<unknown>): Promise<void> {
    started ??= (async () => {
      const opening = openMirror().then(async (opened) => {
        await infoLoaded.catch(() => undefined)
        return opened
      })
      installCatalogAccess(
        deferredAccess(
          opening.then((opened) => (opened ? createMirroredAccess(networkAccess(), opened, origins) : networkAccess()))
        )
      )
      const opened = await opening
      repo.value = opened ? markRaw(opened) : null
      status.value = opened ? 'ready' : 'unavailable'
    })()
    return started
  }

  /** Settles once the mirror is open (or known to be unavailable). */
  function whenReady(): Promise<void> {
    return started ?? Promise.resolve()
  }

  return { status, repo, origins, start, whenReady }
})
