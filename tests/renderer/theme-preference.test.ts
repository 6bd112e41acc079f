import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { mount } from '@vue/test-utils'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { usePreferencesStore } from '@renderer/common/stores/preferences'
import { useDocumentTheme } from '@renderer/common/composables/useDocumentTheme'
import { appInfo, createTestApp } from './support/app-context'

/**
 * The theme choice (Settings → Appearance) over real Dexie (fake-indexeddb): kept on this computer,
 * read back on the next start, and put on <html> as data-theme — none for "as this computer",
 * light while a print layout is on screen. The palette itself is checked in palette-contrast.test.ts.
 */

let db: MirrorDatabase

function startApp() {
  return createTestApp({ database: db, info: appInfo() })
}

beforeEach(() => {
  db = new MirrorDatabase(`theme-${Math.random()}`)
  delete document.documentElement.dataset.theme
})
afterEach(() => db.delete())

describe('the theme choice', () => {
  it('follows the system until a theme is chosen, and keeps the choice over a restart', async () => {
    startApp()
    const first = usePreferencesStore()
    await first.whenLoaded()
    expect(first.theme).toBe('system')

    await first.setTheme('dark')
    expect(first.theme).toBe('dark')

    startApp()
    const again = usePreferencesStore()
    await again.whenLoaded()
    expect(again).not.toBe(first)
    expect(again.theme).toBe('dark')
  })

  it('reads a damaged stored value as "as this computer"', async () => {
    await db.meta.put({ key: 'theme', value: 'sepia' })
    startApp()
    const preferences = usePreferencesStore()
    await preferences.whenLoaded()
    expect(preferences.theme).toBe('system')
  })
})

describe('the theme on the document', () => {
  it('sets data-theme for a pinned theme, removes it for the system one, and pins light for print', async () => {
    const app = startApp()
    const paper = ref(false)
    const Root = defineComponent({
      setup() {
        useDocumentTheme(() => paper.value)
        return () => h('div')
      }
    })
    mount(Root, { global: { plugins: [app.plugin] } })
    const preferences = usePreferencesStore()
    await preferences.whenLoaded()
    const root = document.documentElement

    expect(root.dataset.theme).toBeUndefined()
    await preferences.setTheme('dark')
    await nextTick()
    expect(root.dataset.theme).toBe('dark')

    paper.value = true
    await nextTick()
    expect(root.dataset.theme).toBe('light')

    paper.value = false
    await preferences.setTheme('system')
    await nextTick()
    expect(root.dataset.theme).toBeUndefined()
  })
})
