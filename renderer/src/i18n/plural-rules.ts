import { CATALOG_LANGUAGES, type CatalogLanguage } from '@shared/languages'

/**
 * Plural forms of the UI strings. A counted message lists its forms separated by ` | `, in the
 * order of its language's CLDR categories below ("1 line", "2 lines"; Russian "1 строка",
 * "2 строки", "5 строк"); `t(key, named, count)` picks the form for `count` through
 * Intl.PluralRules, which knows each language's rules (French counts 0 as singular, Polish 22
 * as "few" but 12 as "many"). Chinese and Korean do not inflect: one form.
 *
 * vue-i18n's own default knows only English-like "one | other" (and a "zero" form we do not
 * use), so without these Russian and Polish would read "5 строки".
 */
export const PLURAL_FORMS: Record<CatalogLanguage, readonly Intl.LDMLPluralRule[]> = {
  en: ['one', 'other'],
  de: ['one', 'other'],
  es: ['one', 'other'],
  fr: ['one', 'other'],
  it: ['one', 'other'],
  tr: ['one', 'other'],
  ru: ['one', 'few', 'many'],
  pl: ['one', 'few', 'many'],
  ko: ['other'],
  zh: ['other']
}

/**
 * Categories a language has beyond its forms fall to the closest form: "many" of Spanish, Italian
 * and French (a million) reads as "other", and "other" of Russian and Polish (fractions, which
 * counts never are) as "few".
 */
const FALLBACK: Partial<Record<Intl.LDMLPluralRule, Intl.LDMLPluralRule>> = { many: 'other', other: 'few' }

type PluralRule = (choice: number, choicesLength: number) => number

function ruleFor(language: CatalogLanguage): PluralRule {
  const rules = new Intl.PluralRules(language)
  const forms = PLURAL_FORMS[language]
  return (choice, choicesLength) => {
    const category = rules.select(Math.abs(choice))
    let index = forms.indexOf(category)
    if (index < 0) index = forms.indexOf(FALLBACK[category] ?? 'other')
    // A message with fewer forms than its language has (not counted after all) uses its last.
    return Math.min(Math.max(index, 0), choicesLength - 1)
  }
}

/** For createI18n's `pluralRules`: one rule per UI language. */
export const PLURAL_RULES: Record<CatalogLanguage, PluralRule> = Object.fromEntries(
  CATALOG_LANGUAGES.map((language) => [language, ruleFor(language)])
) as Record<CatalogLanguage, PluralRule>
