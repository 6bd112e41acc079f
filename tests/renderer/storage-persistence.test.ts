import 'fake-indexeddb/auto'
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_LANGUAGES } from '@shared/languages'
import { ok } from '@shared/result'
import { appBootSteps } from '@renderer/app/boot'
import { Lifecycle } from '@renderer/app/lifecycle'
import { useStoragePersistenceStore } from '@renderer/common/stores/storage-persistence'
import { askForPersistence, type PersistenceApi } from '@renderer/data/db/storage-persistence'
import { MirrorMaintenance } from '@renderer/data/mirror/mirror-maintenance'
import StoragePersistenceNote from '@renderer/features/settings/components/StoragePersistenceNote.vue'
import { createAppI18n } from '@renderer/i18n'
import { createUiI18n } from '@renderer/i18n/app-i18n'
import { appInfo, createTestApp } from './support/app-context'

/**
 * Persistent storage (issue 23 item 6): asked for once per start, never again once granted, a
 * refusal or a missing API taken as the answer; Settings says which, in every UI language.
 * tests/browser/storage-quota.e2e.test.ts checks the same in Chromium with its real StorageManager.
 */

/** A StorageManager stand-in that counts how often it is asked. */
function fakeStorage(options: { persisted?: boolean; grants?: boolean | Error }) {
  const calls = { persisted: 0, persist: 0 }
  const api: PersistenceApi = {
    persisted: async () => {
      calls.persisted++
      return options.persisted ?? false
    },
    persist: async () => {
      calls.persist++
      if (options.grants instanceof Error) throw options.grants
      return options.grants ?? false
    }
  }
  return { api, calls }
}

const original = Object.getOwnPropertyDescriptor(navigator, 'storage')
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'storage', original)
  else delete (navigator as { storage?: unknown }).storage
})

describe('asking for persistent storage', () => {
  it('asks when not yet persistent, and takes a grant or a refusal as the answer', async () => {
    const granting = fakeStorage({ grants: true })
    expect(await askForPersistence(granting.api)).toBe('persistent')
    expect(granting.calls).toEqual({ persisted: 1, persist: 1 })

    const refusing = fakeStorage({ grants: false })
    expect(await askForPersistence(refusing.api)).toBe('best-effort')
    expect(refusing.calls.persist).toBe(1)
  })

  it('does not ask again an origin that is persistent already', async () => {
    const kept = fakeStorage({ persisted: true })
    expect(await askForPersistence(kept.api)).toBe('persistent')
    expect(kept.calls.persist).toBe(0)
  })

  it('answers "unknown" without the API or when asking fails', async () => {
    expect(await askForPersistence(undefined)).toBe('unknown')
    expect(await askForPersistence({})).toBe('unknown')
    const broken = fakeStorage({ grants: new Error('storage switched off') })
    expect(await askForPersistence(broken.api)).toBe('unknown')
  })

  it('is asked once per start, however often the store is asked', async () => {
    const storage = fakeStorage({ grants: true })
    createTestApp()
    const store = useStoragePersistenceStore()
    expect(store.answer).toBe('asking')
    const answers = await Promise.all([store.request(storage.api), store.request(storage.api)])
    expect(await store.request(storage.api)).toBe('persistent')
    expect(answers).toEqual(['persistent', 'persistent'])
    expect(store.answer).toBe('persistent')
    expect(storage.calls.persist).toBe(1)
  })

  it('is asked by the boot, from navigator.storage', async () => {
    const storage = fakeStorage({ grants: false })
    Object.defineProperty(navigator, 'storage', { value: storage.api, configurable: true })
    const app = createTestApp({
      answers: { 'app.info': async () => ok(appInfo()), 'settings.get': async () => ok({ language: 'en' }) },
      info: appInfo()
    })
    const mountApp = vi.fn()
    const lifecycle = new Lifecycle(
      appBootSteps({
        services: app.services,
        pinia: app.pinia,
        i18n: createUiI18n('en'),
        mount: mountApp,
        maintenance: new MirrorMaintenance({ delayMs: 60_000 })
      }),
      () => undefined
    )
    await lifecycle.start()
    expect(mountApp).toHaveBeenCalledOnce()
    await vi.waitFor(() => expect(useStoragePersistenceStore(app.pinia).answer).toBe('best-effort'))
    expect(storage.calls.persist).toBe(1)
    await lifecycle.stop()
  })
})

describe('the answer in Settings', () => {
  it('says each answer in words, in every UI language', () => {
    for (const language of CATALOG_LANGUAGES) {
      const texts = (['asking', 'persistent', 'best-effort', 'unknown'] as const).map((answer) => {
        const wrapper = mount(StoragePersistenceNote, {
          props: { answer },
          global: { plugins: [createAppI18n(language)] }
        })
        const note = wrapper.get('[data-testid="storage-persistence"]')
        expect(note.attributes('data-answer')).toBe(answer)
        return note.text()
      })
      // Four different sentences, none a missing key.
      expect(new Set(texts).size).toBe(4)
      for (const text of texts) expect(text).not.toMatch(/offline\.persistence/)
    }
  })

  it('says refused storage may be cleared with the saved vehicles', () => {
    const wrapper = mount(StoragePersistenceNote, {
      props: { answer: 'best-effort' },
      global: { plugins: [createAppI18n('en')] }
    })
    expect(wrapper.text()).toContain('saved vehicles included')
  })
})
