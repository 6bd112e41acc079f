import { createI18n } from 'vue-i18n'
import type { CatalogLanguage } from '@shared/languages'
import de from './messages/de'
import en, { type MessageSchema } from './messages/en'
import ru from './messages/ru'

/**
 * UI languages are the catalog's ten. To add one: create messages/<code>.ts typed as
 * MessageSchema (the compiler lists every missing string) and add it here. Until then that
 * language falls back to English for the UI while the catalog content still comes in it.
 */
export const UI_MESSAGES: Partial<Record<CatalogLanguage, MessageSchema>> = { en, ru, de }

export function uiLocaleFor(language: CatalogLanguage): CatalogLanguage {
  return language in UI_MESSAGES ? language : 'en'
}

export function createAppI18n(language: CatalogLanguage = 'en') {
  return createI18n<[MessageSchema], CatalogLanguage, false>({
    legacy: false,
    locale: uiLocaleFor(language),
    fallbackLocale: 'en',
    messages: UI_MESSAGES as Record<CatalogLanguage, MessageSchema>,
    missingWarn: false,
    fallbackWarn: false
  })
}

export type AppI18n = ReturnType<typeof createAppI18n>
