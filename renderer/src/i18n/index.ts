import { createI18n } from 'vue-i18n'
import { CATALOG_LANGUAGES, type CatalogLanguage } from '@shared/languages'
import { accountMessages, type AccountMessages } from './areas/account'
import { nodeMessages, type NodeMessages } from './areas/node'
import { offlineMessages, type OfflineMessages } from './areas/offline'
import { printMessages, type PrintMessages } from './areas/print'
import { sectionMessages, type SectionMessages } from './areas/section'
import de from './messages/de'
import en, { type MessageSchema as ShellMessages } from './messages/en'
import es from './messages/es'
import fr from './messages/fr'
import it from './messages/it'
import ko from './messages/ko'
import pl from './messages/pl'
import ru from './messages/ru'
import tr from './messages/tr'
import zh from './messages/zh'

/**
 * UI strings: the app shell in messages/<code>.ts (one file per language, typed against en), and
 * each larger area (node view, section renderers) in areas/<area>.ts with all ten languages in
 * one file. Every catalog language has its shell file; vue-i18n falls back to English per key.
 */
const SHELL: Record<CatalogLanguage, ShellMessages> = { en, ru, de, fr, es, it, pl, tr, ko, zh }

export type MessageSchema = ShellMessages & {
  node: NodeMessages
  section: SectionMessages
  offline: OfflineMessages
  print: PrintMessages
  account: AccountMessages
}

function messagesFor(language: CatalogLanguage): MessageSchema {
  return {
    ...SHELL[language],
    node: nodeMessages[language],
    section: sectionMessages[language],
    offline: offlineMessages[language],
    print: printMessages[language],
    account: accountMessages[language]
  }
}

export const UI_MESSAGES = Object.fromEntries(CATALOG_LANGUAGES.map((l) => [l, messagesFor(l)])) as Record<
  CatalogLanguage,
  MessageSchema
>

/** Every catalog language is a UI language. */
export function uiLocaleFor(language: CatalogLanguage): CatalogLanguage {
  return language
}

export function createAppI18n(language: CatalogLanguage = 'en') {
  return createI18n<[MessageSchema], CatalogLanguage, false>({
    legacy: false,
    locale: uiLocaleFor(language),
    fallbackLocale: 'en',
    messages: UI_MESSAGES,
    missingWarn: false,
    fallbackWarn: false
  })
}

export type AppI18n = ReturnType<typeof createAppI18n>
