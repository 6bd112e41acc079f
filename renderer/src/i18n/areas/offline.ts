import type { CatalogLanguage } from '@shared/languages'

/** UI strings of the offline area, all ten languages in one file (`en` is the reference). */
const en = {}

export type OfflineMessages = typeof en

export const offlineMessages: Record<CatalogLanguage, OfflineMessages> = {
  en,
  ru: en,
  de: en,
  fr: en,
  es: en,
  it: en,
  pl: en,
  tr: en,
  ko: en,
  zh: en
}
