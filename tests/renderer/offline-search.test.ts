import { describe, expect, it } from 'vitest'
import type { StoredAnswer } from '@renderer/data/db/stored-answer'
import { sectionFullKey } from '@renderer/data/db/keys'
import { foldText } from '@renderer/lib/text-match'
import { normalizeNumber, searchParts } from '@renderer/data/mirror/part-search'
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

describe('offline part search', () => {
  it('normalises part numbers (spaces, dashes, dots, case) and names (case, accents)', () => {
    expect(normalizeNumber(' 1k0-615.301 aa ')).toBe('1K0615301AA')
    expect(foldText('  ÉCROU   à Embase ')).toBe('ecrou a embase')
    expect(foldText('Bremsschläuche')).toBe('bremsschlauche')
  })

  it('finds by number however it is typed, exact matches first, then prefixes, then inside', () => {
    const pages = storedPages([lights, brakes, list, groups], 'en')
    const hits = searchParts(pages, '1k0 615 301')
    expect(hits.map((h) => [h.number, h.rank])).toEqual([
      ['1K0615301', 0],
      ['1K0 615 301 AA', 1]
    ])
    expect(hits[1]).toMatchObject({ q: 'qBrakes', catalog: 'C1', hotspotId: '3', nodeCode: '070-01-02' })
    expect(searchParts(pages, '615301')[0].rank).toBe(2)
  })

  it('finds by name with every word, ignoring case and accents, one hit per part and node', () => {
    const pages = storedPages([brakes], 'en')
    expect(searchParts(pages, 'ecrou EMBASE').map((h) => h.number)).toEqual(['N-911-455-02'])
    expect(searchParts(pages, 'brake')).toHaveLength(2)
    expect(searchParts(pages, 'pad disc')).toEqual([])
  })

  it('needs two characters and caps the results', () => {
    const pages = storedPages([brakes], 'en')
    expect(searchParts(pages, 'b')).toEqual([])
    expect(searchParts(pages, 'br', 1)).toHaveLength(1)
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
