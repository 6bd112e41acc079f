import type { CatalogLanguage } from '@shared/languages'

/** UI strings of the section components, all ten languages in one file (`en` is the reference). */
const en = {}

export type SectionMessages = typeof en

export const sectionMessages: Record<CatalogLanguage, SectionMessages> = {
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
