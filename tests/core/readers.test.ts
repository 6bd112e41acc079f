import { describe, expect, it } from 'vitest'
import { parseEnvelope } from '../../electron/main/core/client/response-parsing'
import { isOpaqueField, readCatalogId, readNode, readVehicle } from '../../electron/shared/readers'
import {
  legacySchemeNode,
  legacyVin,
  mainGroups,
  nodeDeviations,
  nodeWithoutSizes,
  nodeWithThreeDrawings,
  pointer,
  subgroupList,
  tables,
  vinWithCatalogsOnly,
  vinWithNoGoodCatalog,
  vinWithSeveralCatalogs
} from '../support/real-shape-corpus'

/** Every entry of the corpus passes main's envelope check whole: the readers, not main, pick fields. */
describe('main accepts every shape of the corpus', () => {
  const answer = (result: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: new TextEncoder().encode(JSON.stringify({ success: true, resultCode: 200, result }))
  })
  it.each([
    ['VIN with catalogs[] only', vinWithCatalogsOnly],
    ['VIN with several catalogs', vinWithSeveralCatalogs],
    ['VIN in the first version’s shape', legacyVin],
    ['main groups', mainGroups],
    ['subgroup list', subgroupList],
    ['node with three drawings', nodeWithThreeDrawings],
    ['node without sizes', nodeWithoutSizes],
    ['node in the first version’s shape', legacySchemeNode],
    ['node with retyped and missing fields', nodeDeviations],
    ['tables', tables]
  ])('%s', (_name, result) => {
    expect(parseEnvelope(answer(result), 'this catalog section')).toEqual(result)
  })
})

describe('readCatalogId', () => {
  it('takes the name of the catalogs[] entry with status 200 when there is no catalog field', () => {
    expect(readCatalogId(vinWithCatalogsOnly)).toBe('VWEU')
  })
  it('skips entries that did not answer 200, and takes the first of those that did', () => {
    expect(readCatalogId(vinWithSeveralCatalogs)).toBe('VWEU')
  })
  it('falls back to the first entry when none answered 200', () => {
    expect(readCatalogId(vinWithNoGoodCatalog)).toBe('SLOW')
  })
  it('prefers catalog, then vehicle.catalog, over catalogs[]', () => {
    expect(readCatalogId({ ...vinWithSeveralCatalogs, catalog: 'TOP' })).toBe('TOP')
    expect(
      readCatalogId({ ...vinWithSeveralCatalogs, vehicle: { ...vinWithCatalogsOnly.vehicle, catalog: 'VEH' } })
    ).toBe('VEH')
    expect(readCatalogId(legacyVin)).toBe('VOSTRA-EU-2019')
  })
  it('reads a numeric catalog id as text, and says null when nothing names one', () => {
    expect(readCatalogId({ catalog: 42 })).toBe('42')
    expect(readCatalogId({ vehicle: {} })).toBeNull()
    expect(readCatalogId({ catalogs: [{ status: 200 }, 'junk'] })).toBeNull()
    expect(readCatalogId(null)).toBeNull()
  })
})

describe('readVehicle', () => {
  it('reads the real shape: name, brandName/modelName/nameFull, attributes, attributesAdv tables', () => {
    const vehicle = readVehicle(vinWithCatalogsOnly.vehicle)
    expect(vehicle).toMatchObject({
      vin: 'WVWZZZAUZFW000001',
      title: 'GOLF(EUR), 2014-09-01',
      brand: 'Volkswagen',
      model: 'Golf',
      description: 'CJZA 1.2 TSI 77 kW, Comfortline, 6-speed manual, left-hand drive',
      subtitle: 'Volkswagen · Golf · CJZA 1.2 TSI 77 kW, Comfortline, 6-speed manual, left-hand drive',
      qMainGroup: pointer('main-1')
    })
    expect(vehicle?.attributes).toEqual([
      { key: 'engine', label: 'Engine code', value: 'CJZA' },
      { key: 'year', label: 'Model year', value: '2015' },
      { key: 'paint', label: 'Paint', value: 'LC9X' }
    ])
    expect(vehicle?.optionTables.map((table) => table.title ?? null)).toEqual(['Equipment', null])
    expect(vehicle?.optionTables[0]).toMatchObject({ flag_hide_header: true })
  })

  it('never offers opaque ids or internal fields to show', () => {
    const vehicle = readVehicle({ ...vinWithCatalogsOnly.vehicle, params: { a: 1 }, plant: 'Wolfsburg' })
    expect(vehicle?.extras).toEqual({ plant: 'Wolfsburg' })
    const shown = JSON.stringify({ ...vehicle, qMainGroup: undefined })
    expect(shown).not.toContain(vinWithCatalogsOnly.vehicle.vehicleId)
    expect(shown).not.toContain('brandId')
  })

  it('reads the first version’s shape: brand, model and options tables', () => {
    expect(readVehicle(legacyVin.vehicle)).toMatchObject({
      title: 'Vostra Aurelia',
      brand: 'Vostra',
      model: 'Aurelia',
      subtitle: 'Vostra · Aurelia',
      attributes: [{ key: 'year', label: 'Year', value: '2019' }],
      optionTables: [{ title: 'Options' }],
      extras: {}
    })
  })

  it('titles a vehicle without a name by its short name, brand and model, or VIN', () => {
    expect(readVehicle({ nameShort: 'GOLF', vin: 'V' })?.title).toBe('GOLF')
    expect(readVehicle({ brandName: 'VW', modelName: 'Golf', vin: 'V' })?.title).toBe('VW Golf')
    expect(readVehicle({ vin: 'V' })?.title).toBe('V')
    expect(readVehicle('not a vehicle')).toBeNull()
  })

  it('skips attributes without label or value and ids that are not text', () => {
    const vehicle = readVehicle({
      attributesMain: [{ label: 'A', value: 'x' }, { label: 'B' }, { value: 1 }, 'junk', { label: 'C', value: true }]
    })
    expect(vehicle?.attributes).toEqual([
      { key: '#0', label: 'A', value: 'x' },
      { key: '#4', label: 'C', value: 'true' }
    ])
  })
})

describe('readNode', () => {
  it('reads the real node: name, code, note, every drawing, the named one current, hotspots on it', () => {
    const node = readNode(nodeWithThreeDrawings.node)!
    expect(node).toMatchObject({
      title: 'ENGINE ASSY',
      code: '11-010-00',
      note: 'Up to engine number CJZ 123456',
      qGroup: pointer('s-11-010'),
      current: 1
    })
    expect(node.drawings.map((d) => [d.qImage, d.width, d.height, d.hotspots.length])).toEqual([
      [pointer('drawing-a'), 1000, 700, 0],
      [pointer('drawing-b'), 1200, 800, 3],
      [pointer('drawing-c'), undefined, undefined, 0]
    ])
    expect(node.drawings[1].hotspots[2]).toEqual({ key: '3', top: 40, left: 640, width: 30, height: 22 })
  })

  it('passes parts through with texts as texts, a part without a callout included', () => {
    const node = readNode(nodeWithThreeDrawings.node)!
    expect(node.parts).toHaveLength(4)
    expect(node.parts[1]).toEqual({
      hotspotId: '2',
      number: 'N 91095901',
      name: 'BOLT',
      note: 'M8X25',
      qty: '4',
      q_partinfo: pointer('pi-2')
    })
    expect(node.parts[3]).toEqual({ number: 'G 052 167 A2', name: 'SEALANT', qty: '0.05 L' })
  })

  it('keeps a drawing without sizes (the picture’s own are used) and hotspots without parts', () => {
    const node = readNode(nodeWithoutSizes.node)!
    expect(node.current).toBe(0)
    expect(node.drawings).toEqual([{ qImage: pointer('drawing-d'), hotspots: expect.any(Array) }])
    expect(node.drawings[0].hotspots.map((box) => box.key)).toEqual(['1', '2', '3', '9'])
  })

  it('reads the first version’s node: title and a scheme with its own hotspots', () => {
    const node = readNode(legacySchemeNode.node)!
    expect(node).toMatchObject({ title: 'Crankshaft', code: '010-01-02', current: 0 })
    expect(node.drawings).toEqual([
      { qImage: 'Qv1-scheme', width: 992, height: 704, hotspots: expect.arrayContaining([expect.anything()]) }
    ])
    expect(node.drawings[0].hotspots).toHaveLength(3)
    expect(node.parts[0].qty).toBe('1')
  })

  it('prefers images[] over a scheme when an answer carries both', () => {
    const both = { ...nodeWithThreeDrawings.node, scheme: legacySchemeNode.node.scheme }
    expect(readNode(both)!.drawings).toHaveLength(3)
  })

  it('gives a drawing its own hotspots when the answer says so, on any sheet', () => {
    const node = readNode({
      images: [{ qImage: 'a', hotspots: [{ hotspotId: 'x', top: 1, left: 1, width: 2, height: 2 }] }, { qImage: 'b' }],
      image_index: 1,
      hotspots: [{ hotspotId: 'y', top: 1, left: 1, width: 2, height: 2 }]
    })!
    expect(node.drawings.map((d) => d.hotspots.map((box) => box.key))).toEqual([['x'], ['y']])
  })

  it('takes what it understands from retyped and missing fields and drops the rest', () => {
    const node = readNode(nodeDeviations.node)!
    expect(node.title).toBe('Timing belt')
    expect(node.code).toBe('1100')
    expect(node.current).toBe(0)
    expect(node.drawings).toEqual([
      { qImage: 'bare-pointer-string', hotspots: [{ key: '1', top: 10, left: 20, width: 30, height: 40 }] },
      { qImage: pointer('drawing-e'), width: 640, height: 480, hotspots: [] }
    ])
    expect(node.parts).toEqual([
      { hotspotId: 1, number: '6006', name: 'BELT', qty: '1', weight: 0.2 },
      {} // a part of nothing readable is still a row: the service listed it
    ])
  })

  it('titles a node by name, then title, then code; no node is null', () => {
    expect(readNode({ name: 'A', title: 'B', code: 'C' })?.title).toBe('A')
    expect(readNode({ title: 'B', code: 'C' })?.title).toBe('B')
    expect(readNode({ code: 'C' })?.title).toBe('C')
    expect(readNode({})).toMatchObject({ title: '', drawings: [], parts: [], current: 0 })
    expect(readNode(undefined)).toBeNull()
    expect(readNode([])).toBeNull()
  })

  it('has the same identity in every language, another for another node', () => {
    const de = { ...nodeWithThreeDrawings.node, name: 'MOTOR' }
    expect(readNode(de)!.identity).toBe(readNode(nodeWithThreeDrawings.node)!.identity)
    expect(readNode({ ...de, code: '11-010-01' })!.identity).not.toBe(readNode(de)!.identity)
  })
})

describe('opaque fields', () => {
  it.each([
    ['q', 'x'],
    ['qImage', 'x'],
    ['q_main_group', 'x'],
    ['params', {}],
    ['vehicleId', 'abc'],
    ['brandId', 17],
    ['catalog_id', 3],
    ['anything', pointer('encoded', 60)]
  ])('%s is never shown', (key, value) => {
    expect(isOpaqueField(key, value)).toBe(true)
  })
  it.each([
    ['plant', 'Wolfsburg'],
    ['quality', 'A'],
    ['grid', 'x'],
    ['note', 'A sentence that is long enough to be more than forty characters.']
  ])('%s is shown', (key, value) => {
    expect(isOpaqueField(key, value)).toBe(false)
  })
})

describe('bidi controls in service text', () => {
  const RLO = '\u202E'
  const PDF = '\u202C'

  it('are gone from what a node and a vehicle show, so a number reads as its characters say', () => {
    const node = readNode({
      name: `ENGINE${'\u2066'} ASSY${'\u2069'}`,
      code: `11${'\u200F'}-010`,
      images: [{ qImage: 'img' }],
      hotspots: [{ hotspotId: '1', top: 1, left: 1, width: 2, height: 2 }],
      parts: [{ hotspotId: '1', number: `1K0${RLO}615301${PDF}`, name: `BOLT${RLO}`, qty: `2${'\u200E'}` }]
    })!
    expect(node.title).toBe('ENGINE ASSY')
    expect(node.code).toBe('11-010')
    expect(node.parts[0]).toMatchObject({ number: '1K0615301', name: 'BOLT', qty: '2' })
    const vehicle = readVehicle({ name: `GOLF${RLO}`, attributesMain: [{ label: `Paint${PDF}`, value: `LC9X${RLO}` }] })
    expect(vehicle).toMatchObject({ title: 'GOLF', attributes: [{ label: 'Paint', value: 'LC9X' }] })
  })

  it('leave right-to-left letters alone, and identifiers that go back to the service as sent', () => {
    expect(readNode({ name: 'מנוע محرك' })?.title).toBe('מנוע محرك')
    expect(readCatalogId({ catalogs: [{ name: `CAT${RLO}`, status: 200 }] })).toBe(`CAT${RLO}`)
  })
})
