/**
 * Every UI string file (renderer/src/i18n/locales/<language>/<area>.json) against English: the
 * layout, complete, translated, the same placeholders — and rendered by vue-i18n from the
 * precompiled messages exactly as written, which also catches vue-i18n syntax (`|`, `@:`, stray
 * braces) slipping into a text.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOG_LANGUAGES, type CatalogLanguage } from '@shared/languages'
import { createAppI18n } from '@renderer/i18n'
import { AREAS, type Area } from '@renderer/i18n/messages'

const LOCALES = join(import.meta.dirname, '../../renderer/src/i18n/locales')
const OTHERS = CATALOG_LANGUAGES.filter((language) => language !== 'en')

interface Tree {
  [key: string]: string | Tree
}

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? [[path, value] as [string, string]] : leaves(value, path)
  })
}

/** key path → text, read from the JSON itself (what a translator edits). */
function strings(language: CatalogLanguage, area: Area): Map<string, string> {
  return new Map(leaves(JSON.parse(readFileSync(join(LOCALES, language, `${area}.json`), 'utf8')) as Tree))
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
const hasWords = (text: string) => /\p{L}{3,}/u.test(text.replace(/\{\w+\}/g, ''))

/**
 * Longer texts that are spelled exactly as in English in that language: the product name, and
 * words the language shares with English. Anything else equal to English counts as untranslated
 * (texts of six characters or fewer, like "VIN", "Pos." or "Token", may stay as they are).
 */
const SAME_AS_ENGLISH: Record<string, readonly CatalogLanguage[]> = {
  'Parts Desk': CATALOG_LANGUAGES,
  Offline: ['de', 'it', 'pl'],
  Material: ['es'],
  Sections: ['fr'],
  Description: ['fr']
}

function leftInEnglish(language: CatalogLanguage, text: string, english: string): boolean {
  return text === english && text.length > 6 && hasWords(text) && !SAME_AS_ENGLISH[text]?.includes(language)
}

describe('UI strings', () => {
  it('has one folder per catalog language, each with one file per area', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...CATALOG_LANGUAGES].sort())
    const files = AREAS.map((area) => `${area}.json`).sort()
    for (const language of CATALOG_LANGUAGES)
      expect(readdirSync(join(LOCALES, language)).sort(), language).toEqual(files)
  })

  describe.each(OTHERS)('%s', (language) => {
    it.each(AREAS)('%s is complete, translated and keeps the placeholders', (area) => {
      const english = strings('en', area)
      const translated = strings(language, area)
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('')
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''))
      }
      const untranslated = [...translated].filter(([key, text]) =>
        leftInEnglish(language, text, english.get(key) ?? '')
      )
      expect(untranslated).toEqual([])
    })
  })

  it.each(CATALOG_LANGUAGES)('%s: every message renders as written, its placeholders filled', (language) => {
    const { t } = createAppI18n(language).global
    for (const area of AREAS) {
      for (const [key, text] of strings(language, area)) {
        const path = area === 'shell' ? key : `${area}.${key}`
        const params = Object.fromEntries(placeholders(text).map((name) => [name, `«${name}»`]))
        expect(t(path, params), `${language} ${path}`).toBe(text.replace(/\{(\w+)\}/g, '«$1»'))
      }
    }
  })
})
