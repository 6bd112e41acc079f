/**
 * The app's i18n (renderer/src/i18n/app-i18n.ts): English built in, the current language loaded
 * before it is shown, the others only when chosen, and a choice superseded while loading dropped.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, ref, watch } from 'vue'
import type { CatalogLanguage } from '@shared/languages'
import { createUiI18n, followUiLanguage, type AppI18n } from '@renderer/i18n/app-i18n'

const LOCALES = join(import.meta.dirname, '../../renderer/src/i18n/locales')
const settingsLabel = (language: CatalogLanguage): string =>
  (JSON.parse(readFileSync(join(LOCALES, language, 'shell.json'), 'utf8')) as { app: { nav: { settings: string } } })
    .app.nav.settings

let scope = effectScope()
afterEach(() => {
  scope.stop()
  scope = effectScope()
})

/** Every locale switch, with what the UI shows at that very moment. */
function recordSwitches(i18n: AppI18n): Array<{ locale: string; loaded: boolean; label: string }> {
  const switches: Array<{ locale: string; loaded: boolean; label: string }> = []
  scope.run(() =>
    watch(
      i18n.global.locale,
      (locale) =>
        switches.push({
          locale,
          loaded: i18n.global.availableLocales.includes(locale),
          label: i18n.global.t('app.nav.settings')
        }),
      { flush: 'sync' }
    )
  )
  return switches
}

describe('the UI language', () => {
  it('starts with English only and shows the current language once its strings are loaded', async () => {
    const i18n = createUiI18n('en')
    expect(i18n.global.availableLocales).toEqual(['en'])
    const switches = recordSwitches(i18n)

    const ready = scope.run(() => followUiLanguage(i18n, () => 'ru'))
    expect(i18n.global.locale.value).toBe('en')
    await ready

    expect(switches).toEqual([{ locale: 'ru', loaded: true, label: settingsLabel('ru') }])
    expect([...i18n.global.availableLocales].sort()).toEqual(['en', 'ru'])
    expect(document.documentElement.lang).toBe('ru')
  })

  it('switches only when the strings are there, and the latest choice wins', async () => {
    const i18n = createUiI18n('en')
    const language = ref<CatalogLanguage>('en')
    await scope.run(() => followUiLanguage(i18n, () => language.value))
    const switches = recordSwitches(i18n)

    language.value = 'de'
    await nextTick()
    // German is still on its way when Chinese is chosen.
    expect(i18n.global.availableLocales).not.toContain('de')
    language.value = 'zh'
    await vi.waitFor(() => expect(i18n.global.locale.value).toBe('zh'))
    await vi.dynamicImportSettled()

    expect(switches).toEqual([{ locale: 'zh', loaded: true, label: settingsLabel('zh') }])
    expect(document.documentElement.lang).toBe('zh')

    // Back to a language already loaded: no fetch, no key.
    language.value = 'en'
    await vi.waitFor(() => expect(i18n.global.locale.value).toBe('en'))
    expect(switches.at(-1)).toEqual({ locale: 'en', loaded: true, label: settingsLabel('en') })
  })
})
