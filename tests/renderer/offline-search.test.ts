import { describe, expect, it } from 'vitest'
import type { StoredAnswer } from '@renderer/data/db/stored-answer'
import { sectionFullKey } from '@renderer/data/db/keys'
import { foldText } from '@renderer/lib/text-match'
import { normalizeNumber } from '@renderer/lib/part-number'
import { describeStored, storedPages } from '@renderer/data/mirror/stored-sections'
import type { RawCatalogResult } from '@shared/catalog-schemas'
import type { CatalogLanguage } from '@shared/languages'

function record(
  q: string,
  result: RawCatalogResult,
  lang: CatalogLanguage = 'en',
  form?: Record<string, string>
): StoredAnswer {
  const fullKey = sectionFullKey({ origin: 'http://svc', catalog: 'C1', q, lang, ...(form ? { form } : {}) })
  return { fullKey, kind: 'section', payload: { result, fetchedAt: 5 }, fetchedAt: 5 }
}

const brakes = record('qBrakes', {
  bread_crumb: [{ title: 'Vostra' }, { title: 'Brakes' }, { title: 'Front brake' }],
  node: {
    code: '070-01-02',
    title: 'Front brake',
    parts: [
      { hotspotId: 3, number: '1K0 615 301 AA', name: 'Brake disc' },
      { hotspotId: 4, number: 'N-911-455-02', name: 'Écrou à embase' },
      { hotspotId: 4, number: 'N-911-455-02', name: 'Écrou à embase' },
      { hotspotId: 7, number: '5Q0 698 151', name: 'Brake pad set' }
    ]
  }
})
const lights = record('qLights', {
  bread_crumb: [{ title: 'Vostra' }, { title: 'Lighting' }],
  node: { code: '140-01-01', title: 'Headlamp', parts: [{ hotspotId: 1, number: '1K0615301', name: 'Bracket' }] }
})
const list = record('qList', { bread_crumb: [{ title: 'Vostra' }, { title: 'Brakes' }], lists: [{ q: 'qBrakes' }] })
const groups = record('qGroups', { lists_group: [{ title: 'Mech', lists: [] }] })

describe('typed numbers and names', () => {
  it('normalises part numbers (spaces, dashes, dots, case) and names (case, accents)', () => {
    expect(normalizeNumber(' 1k0-615.301 aa ')).toBe('1K0615301AA')
    expect(foldText('  ÉCROU   à Embase ')).toBe('ecrou a embase')
    expect(foldText('Bremsschläuche')).toBe('bremsschlauche')
  })
})

describe('stored pages of a vehicle', () => {
  it('reads pointer, catalog and language back from the full key and sorts in catalog order', () => {
    const pages = storedPages(
      [lights, list, brakes, groups, record('qDe', brakes.payload.result as RawCatalogResult, 'de')],
      'en'
    )
    expect(pages.map((p) => [p.kind, p.q])).toEqual([
      ['groups', 'qGroups'],
      ['list', 'qList'],
      ['node', 'qBrakes'],
      ['node', 'qLights']
    ])
    expect(pages[2]).toMatchObject({ catalog: 'C1', lang: 'en', title: 'Front brake', path: ['Vostra', 'Brakes'] })
    expect(pages[1]).toMatchObject({ title: 'Brakes', path: ['Vostra'] })
  })

  it('leaves out form answers, VIN lookups, info errors and unreadable keys', () => {
    expect(describeStored(record('f', { lists: [] }, 'en', { name: 'x' }))).toBeNull()
    expect(describeStored({ ...list, kind: 'vin' })).toBeNull()
    expect(describeStored(record('e', { info: { type: 'error', text: 'out of date' } }))).toBeNull()
    expect(describeStored({ ...list, fullKey: 'not json' })).toBeNull()
  })
})
