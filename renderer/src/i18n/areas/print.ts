import type { CatalogLanguage } from '@shared/languages'

/** UI strings of the print area, all ten languages in one file (`en` is the reference). */
const en = {}

export type PrintMessages = typeof en

export const printMessages: Record<CatalogLanguage, PrintMessages> = {
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
