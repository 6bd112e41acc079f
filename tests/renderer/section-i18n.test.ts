import { describe, expect, it } from 'vitest'
import { CATALOG_LANGUAGES } from '@shared/languages'
import { sectionMessages } from '@renderer/i18n/areas/section'

function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))
}

describe('section strings', () => {
  const reference = leaves(sectionMessages.en)

  it.each(CATALOG_LANGUAGES.filter((l) => l !== 'en'))('%s has every key, translated', (language) => {
    const strings = leaves(sectionMessages[language])
    expect(strings.map(([key]) => key)).toEqual(reference.map(([key]) => key))
    for (const [key, text] of strings) expect(text.trim(), key).not.toBe('')
    // Real translations: most strings differ from English (a few, like "Code" or "Filter", may not).
    const same = strings.filter(([key, text]) => text === reference.find(([k]) => k === key)?.[1])
    expect(same.length, same.map(([k]) => k).join(', ')).toBeLessThan(strings.length / 5)
  })

  it('keeps placeholders in every language', () => {
    for (const language of CATALOG_LANGUAGES) {
      for (const [key, text] of leaves(sectionMessages[language])) {
        const expected = reference.find(([k]) => k === key)![1].match(/\{\w+\}/g) ?? []
        expect((text.match(/\{\w+\}/g) ?? []).sort(), `${language} ${key}`).toEqual([...expected].sort())
        expect(text, `${language} ${key}: "|" and "@" are vue-i18n syntax`).not.toMatch(/[|@]/)
      }
    }
  })
})
