/** The ten languages the catalog service accepts in Accept-Language (spec 4.4). */
export const CATALOG_LANGUAGES = ['ru', 'en', 'de', 'fr', 'es', 'it', 'pl', 'tr', 'ko', 'zh'] as const

export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number]

/** Each language by its own name, so a user lost in a foreign UI still finds theirs. */
export const LANGUAGE_NATIVE_NAMES: Record<CatalogLanguage, string> = {
  ru: 'Русский',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pl: 'Polski',
  tr: 'Türkçe',
  ko: '한국어',
  zh: '中文'
}

/** The service's own default when no Accept-Language is sent. */
export const DEFAULT_CATALOG_LANGUAGE: CatalogLanguage = 'ru'

export function isCatalogLanguage(value: unknown): value is CatalogLanguage {
  return typeof value === 'string' && (CATALOG_LANGUAGES as readonly string[]).includes(value)
}

/** Picks the first of the user's locales that the catalog speaks ("de-AT" → "de"), else the service default. */
export function languageFromLocales(locales: readonly string[]): CatalogLanguage {
  for (const locale of locales) {
    const primary = locale.toLowerCase().split(/[-_]/)[0]
    if (isCatalogLanguage(primary)) return primary
  }
  return DEFAULT_CATALOG_LANGUAGE
}
