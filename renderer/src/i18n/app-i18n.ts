import { watch } from 'vue'
import { createI18n } from 'vue-i18n'
import type { CatalogLanguage } from '@shared/languages'
import { messagesOf, type MessageSchema } from './messages'
import { PLURAL_RULES } from './plural-rules'

/** English is in the start bundle: it is the fallback for every other language. */
const ENGLISH = messagesOf('en', import.meta.glob('./locales/en/*.json', { eager: true, import: 'default' }))

/** Every other language is a separate chunk, fetched the first time it is needed. */
const LATER = import.meta.glob(['./locales/*/*.json', '!./locales/en/*.json'], { import: 'default' })

/** The messages typed in: English, present from the start; other languages are added as loaded. */
type UiLocales = { messages: 'en'; datetimeFormats: CatalogLanguage; numberFormats: CatalogLanguage }
export type UiMessages = Partial<Record<CatalogLanguage, MessageSchema>>

export function createUiI18n(language: CatalogLanguage, loaded: UiMessages = {}) {
  const i18n = createI18n<[MessageSchema], UiLocales, false>({
    legacy: false,
    locale: language,
    fallbackLocale: 'en',
    messages: { en: ENGLISH },
    // Counted messages ("1 line | {count} lines") in each language's own plural forms.
    pluralRules: PLURAL_RULES,
    missingWarn: false,
    fallbackWarn: false
  })
  for (const [other, messages] of Object.entries(loaded)) i18n.global.setLocaleMessage(other, messages)
  return i18n
}

export type AppI18n = ReturnType<typeof createUiI18n>

/** Fetches a language's strings unless they are there already (English always is). */
export async function loadUiLanguage(i18n: AppI18n, language: CatalogLanguage): Promise<void> {
  if (i18n.global.availableLocales.includes(language)) return
  const prefix = `./locales/${language}/`
  const files = Object.entries(LATER).filter(([path]) => path.startsWith(prefix))
  const loaded = await Promise.all(files.map(async ([path, load]) => [path, await load()] as const))
  i18n.global.setLocaleMessage(language, messagesOf(language, Object.fromEntries(loaded)))
}

/**
 * Keeps the UI in `language()`: a language's strings are loaded first and only then is the locale
 * switched, so no key and no English flashes; a choice superseded while loading is dropped. If a
 * language cannot be loaded the UI stays in the one it shows. Resolves once the first language is
 * settled, so the app can mount already speaking it.
 */
export function followUiLanguage(i18n: AppI18n, language: () => CatalogLanguage): Promise<void> {
  let settled: () => void = () => {}
  const ready = new Promise<void>((resolve) => (settled = resolve))
  watch(
    language,
    async (next, _previous, onCleanup) => {
      let superseded = false
      onCleanup(() => (superseded = true))
      try {
        await loadUiLanguage(i18n, next)
        if (superseded) return
        i18n.global.locale.value = next
        document.documentElement.lang = next
      } catch (error) {
        if (!superseded) console.error(`UI strings for ${next} could not be loaded`, error)
      }
      if (!superseded) settled()
    },
    { immediate: true }
  )
  return ready
}
