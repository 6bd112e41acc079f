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
import { PLURAL_FORMS } from '@renderer/i18n/plural-rules'

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

/** Each placeholder once: a counted message repeats them in each of its forms. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort()
/** A counted message's forms ("1 line | {count} lines"), see i18n/plural-rules.ts. */
const formsOf = (text: string) => text.split(' | ')
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
  Description: ['fr'],
  // French says pages too; Italian interfaces say Password ("parola d'ordine" reads as archaic).
  '{sections} pages · {size}': ['fr'],
  Password: ['it']
}

function leftInEnglish(language: CatalogLanguage, text: string, english: string): boolean {
  return text === english && text.length > 6 && hasWords(text) && !SAME_AS_ENGLISH[text]?.includes(language)
}

/** A count for each plural form of the language, in PLURAL_FORMS order. */
function formCounts(language: CatalogLanguage): number[] {
  const rules = new Intl.PluralRules(language)
  return PLURAL_FORMS[language].map((category) => {
    for (let n = 0; n < 200; n++) if (rules.select(n) === category) return n
    throw new Error(`${language} has no count for ${category}`)
  })
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

    // A text worded to fit every count ("строк: {count}", Turkish and Chinese nouns) may have one form.
    it.each(AREAS)('%s: counted messages have as many forms as the language counts in', (area) => {
      for (const [key, text] of strings(language, area)) {
        const forms = formsOf(text).length
        if (forms > 1) expect(forms, key).toBe(PLURAL_FORMS[language].length)
      }
    })
  })

  it('picks each language’s plural form for a count', () => {
    const line = (language: CatalogLanguage, n: number) =>
      createAppI18n(language).global.t('print.actions.added', { count: n, basket: 'B' }, n)
    expect([1, 2, 5].map((n) => line('en', n))).toEqual([
      'Added to “B”: 1 line.',
      'Added to “B”: 2 lines.',
      'Added to “B”: 5 lines.'
    ])
    expect([1, 3, 5, 21, 12].map((n) => line('ru', n))).toEqual([
      'Добавлено в «B»: 1 строка.',
      'Добавлено в «B»: 3 строки.',
      'Добавлено в «B»: 5 строк.',
      'Добавлено в «B»: 21 строка.',
      'Добавлено в «B»: 12 строк.'
    ])
    expect([1, 22, 12].map((n) => line('pl', n))).toEqual([
      'Dodano do „B”: 1 wiersz.',
      'Dodano do „B”: 22 wiersze.',
      'Dodano do „B”: 12 wierszy.'
    ])
    // French counts 0 as singular; Chinese does not inflect.
    expect(line('fr', 0)).toBe('Ajouté à « B » : 0 ligne.')
    expect(line('zh', 3)).toBe('已加入“B”：3 行。')
  })

  it.each(CATALOG_LANGUAGES)('%s: every message renders as written, its placeholders filled', (language) => {
    const { t } = createAppI18n(language).global
    for (const area of AREAS) {
      for (const [key, text] of strings(language, area)) {
        const path = area === 'shell' ? key : `${area}.${key}`
        const params = Object.fromEntries(placeholders(text).map((name) => [name, `«${name}»`]))
        // Each form of a counted message, picked by a count that selects it in this language.
        const forms = formsOf(text)
        const counts = forms.length > 1 ? formCounts(language) : [undefined]
        counts.forEach((count, form) => {
          const shown = count === undefined ? t(path, params) : t(path, params, count)
          expect(shown, `${language} ${path}`).toBe(forms[form].replace(/\{(\w+)\}/g, '«$1»'))
        })
      }
    }
  })
})
