import type { CatalogLanguage } from '@shared/languages'

/** UI strings of the node components, all ten languages in one file (`en` is the reference). */
const en = {}

export type NodeMessages = typeof en

export const nodeMessages: Record<CatalogLanguage, NodeMessages> = {
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
