import { describe, expect, it } from 'vitest'
import type { CatalogResult } from '@shared/catalog-schemas'
import { readResult } from '@shared/readers'
import { documentsOf } from '@renderer/data/search/search-documents'
import { queryTerms, searchTerms } from '@renderer/data/search/search-text'
import { VehicleIndex } from '@renderer/data/search/vehicle-index'

/**
 * A vehicle's search index over answers shaped like the real service's: main groups, a subgroup
 * list with crumbs from the VIN down, and nodes with parts — in German, Russian and Chinese.
 */

const crumbs = (...titles: string[]) => [
  { q: 'vin-q', title: 'VM9CV2AX5JM307766' },
  ...titles.map((title, i) => ({ q: `c${i}`, title }))
]

const mainGroups: CatalogResult = readResult({
  lists_group: [
    {
      tab: 1,
      title: 'GROUPS',
      lists: [
        { q: 'g-engine', code: '11', title: 'MOTOR' },
        { q: 'g-brakes', code: '34', title: 'BREMSEN' }
      ]
    }
  ]
})
const engineList: CatalogResult = readResult({
  lists: [
    { q: 'n-pump', code: '11-010', title: 'Wasserpumpe und Thermostat' },
    { q: 'n-belt', code: '11-020', title: 'Keilrippenriemen' }
  ],
  bread_crumb: crumbs('MOTOR')
})
const pumpNode: CatalogResult = readResult({
  node: {
    name: 'Wasserpumpe und Thermostat',
    images: [{ qImage: 'img' }],
    parts: [
      { hotspotId: '1', number: '1K0 121 011 B', name: 'Wasserpumpe', qty: '1' },
      { hotspotId: '2', number: 'N 911 455 01', name: 'Zylinderschraube', qty: '4' },
      { hotspotId: '3', number: '06H 121 113', name: 'Thermostatgehäuse', qty: '1' }
    ]
  },
  bread_crumb: crumbs('MOTOR', 'Wasserpumpe und Thermostat')
})

function indexed(...sections: Array<[string, CatalogResult]>): VehicleIndex {
  const index = VehicleIndex.empty()
  for (const [q, result] of sections) index.replace(q, documentsOf(q, result))
  return index
}

const titles = (index: VehicleIndex, query: string) => index.find(query).map((hit) => hit.title)

describe('search terms', () => {
  it('folds case and accents, keeps any script, and cuts CJK runs into characters and pairs', () => {
    expect(searchTerms('Écrou M8 — Zündkerze')).toEqual(['ecrou', 'm8', 'zundkerze'])
    expect(searchTerms('Насос охлаждающей жидкости')).toEqual(['насос', 'охлаждающеи', 'жидкости'])
    expect(searchTerms('冷却水泵')).toEqual(['冷', '却', '水', '泵', '冷却', '却水', '水泵'])
    expect(searchTerms('V6水泵')).toEqual(['v6', '水', '泵', '水泵'])
    expect(queryTerms('水泵')).toEqual(['水泵'])
    expect(queryTerms('泵')).toEqual(['泵'])
  })
})

describe('a vehicle index', () => {
  const index = indexed(['mg', mainGroups], ['g-engine', engineList], ['n-pump', pumpNode])

  it('finds a node two levels down by a word of its title, with its path, opening the node', () => {
    const [hit] = index.find('wasserpumpe thermo')
    expect(hit).toMatchObject({ kind: 'section', title: 'Wasserpumpe und Thermostat', q: 'n-pump', path: ['MOTOR'] })
  })

  it('finds parts by name regardless of case and accents, pointing at their row in the node', () => {
    const hits = index.find('THERMOSTATGEHAUSE')
    expect(hits[0]).toMatchObject({
      kind: 'part',
      title: 'Thermostatgehäuse',
      q: 'n-pump',
      hotspotId: '3',
      path: ['MOTOR', 'Wasserpumpe und Thermostat']
    })
  })

  it('finds part numbers however they are spaced, exact before prefix', () => {
    for (const typed of ['1K0121011B', '1k0 121 011 b', '1K0-121-011-B'])
      expect(index.find(typed)[0]).toMatchObject({ number: '1K0 121 011 B' })
    expect(index.find('N 911')[0]).toMatchObject({ number: 'N 911 455 01' })
    expect(index.find('11-010')[0]).toMatchObject({ code: '11-010', kind: 'section' })
  })

  it('forgives one typo in a longer word, and needs every word', () => {
    expect(titles(index, 'keilripenriemen')).toContain('Keilrippenriemen')
    expect(titles(index, 'wasserpumpe riemen')).toEqual([])
  })

  it('storing a section again replaces what it brought', () => {
    const again = indexed(['n-pump', pumpNode])
    const renamed = structuredClone(pumpNode)
    ;(renamed.node as { parts: Array<{ name: string }> }).parts[0].name = 'Kühlmittelpumpe'
    again.replace('n-pump', documentsOf('n-pump', renamed))
    expect(titles(again, 'wasserpumpe')).toEqual([])
    expect(titles(again, 'kuhlmittelpumpe')).toEqual(['Kühlmittelpumpe'])
    expect(again.find('Zylinderschraube')).toHaveLength(1)
  })

  it('survives saving and loading', () => {
    const loaded = VehicleIndex.load(JSON.parse(JSON.stringify(index.save())))
    expect(loaded.find('wasserpumpe thermo')[0]).toMatchObject({ q: 'n-pump' })
    expect(loaded.sections).toBe(3)
    loaded.replace('g-engine', [])
    expect(titles(loaded, 'keilrippenriemen')).toEqual([])
  })

  it('saves each section pointer once, however many parts the section brought', () => {
    // Real pointers are 1–2 KB of encrypted text; the node's three parts all open it.
    const pointer = `n-${'x'.repeat(1500)}`
    const saved = JSON.stringify(indexed([pointer, pumpNode]).save())
    expect(saved.split(pointer).length - 1).toBe(1)
    const loaded = VehicleIndex.load(JSON.parse(saved))
    expect(loaded.find('Zylinderschraube')).toMatchObject([{ kind: 'part', q: pointer, hotspotId: '2' }])
  })

  it('searches Cyrillic and Chinese catalogs', () => {
    const ru = indexed([
      'n',
      readResult({ node: { name: 'Насос', parts: [{ number: 'A1', name: 'Насос охлаждающей жидкости' }] } })
    ])
    expect(titles(ru, 'насос жидк')).toEqual(['Насос охлаждающей жидкости'])
    const zh = indexed(['n', readResult({ node: { name: '发动机', parts: [{ number: 'B2', name: '冷却水泵总成' }] } })])
    expect(titles(zh, '水泵')).toEqual(['冷却水泵总成'])
    expect(titles(zh, '总成')).toEqual(['冷却水泵总成'])
    expect(titles(zh, '刹车')).toEqual([])
  })
})
