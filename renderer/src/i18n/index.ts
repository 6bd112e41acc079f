import { CATALOG_LANGUAGES, type CatalogLanguage } from '@shared/languages'
import { createUiI18n, type AppI18n } from './app-i18n'
import { messagesOf } from './messages'

/**
 * Every UI language at once, synchronously: for tests that mount components in a given language.
 * The app never imports this file — it starts through ./app-i18n with English and the current
 * language, and loads the others on switch (tests/browser/ui-strings.e2e.test.ts checks that no
 * other language reaches the start bundle).
 */
const FILES = import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' })

export function createAppI18n(language: CatalogLanguage = 'en'): AppI18n {
  return createUiI18n(language, Object.fromEntries(CATALOG_LANGUAGES.map((l) => [l, messagesOf(l, FILES)])))
}

export type { AppI18n }
export type { MessageSchema } from './messages'
