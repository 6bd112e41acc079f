import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnvelope } from '../../electron/main/core/client/response-parsing'
import type { HttpResponse } from '../../electron/main/core/http/http-transport'
import { readCatalogId, readNode, readSection, readVehicle } from '../../electron/shared/readers'
import { AppFailure } from '../../electron/shared/result'
import {
  applyMutations,
  isRecord,
  mutationsOf,
  swapped,
  touchedPaths,
  touches,
  type JsonPath,
  type Mutation
} from '../support/answer-mutations'
import { firstVehicle, makeClient, startHarness, type Harness } from '../support/core-harness'
import * as corpus from '../support/real-shape-corpus'

/**
 * Issue 19: every answer of the real-shape corpus and of the demo catalog, mutated (types
 * swapped, fields removed, nulls, unknown fields, emptied lists, the vendor's drift). Three things
 * must hold: no page is refused for a field; no reader throws; everything the mutation left alone
 * is still understood and shown as before.
 */

/** Fixed seed: a failure names its seed and path and replays the same way. */
const RUNS = { seed: 0x19_0419, numRuns: 500 }

type Answer = { name: string; raw: Record<string, unknown> }

const CORPUS: Answer[] = [
  ['VIN with catalogs[] only', corpus.vinWithCatalogsOnly],
  ['VIN with several catalogs', corpus.vinWithSeveralCatalogs],
  ['VIN with no good catalog', corpus.vinWithNoGoodCatalog],
  ['VIN in the first version’s shape', corpus.legacyVin],
  ['main groups', corpus.mainGroups],
  ['subgroup list', corpus.subgroupList],
  ['node with three drawings', corpus.nodeWithThreeDrawings],
  ['node without sizes', corpus.nodeWithoutSizes],
  ['node in the first version’s shape', corpus.legacySchemeNode],
  ['node with retyped and missing fields', corpus.nodeDeviations],
  ['tables', corpus.tables]
].map(([name, raw]) => ({ name: name as string, raw: raw as Record<string, unknown> }))

/** Answers of the demo catalog over real HTTP, as the client got them: one of each kind of page. */
const DEMO: Answer[] = []
let h: Harness | undefined

beforeAll(async () => {
  h = await startHarness()
  const { client } = makeClient(h)
  const section = async (q: string | undefined, catalog: string) => {
    if (!q) throw new Error('the demo catalog gave no pointer to follow')
    return (await client.section({ q, catalog, lang: 'en' })).result as Record<string, unknown>
  }
  const firstQ = (answer: Record<string, unknown>, ...path: Array<string | number>) => {
    let value: unknown = answer
    for (const key of path) value = (value as Record<string | number, unknown> | undefined)?.[key]
    return typeof value === 'string' ? value : undefined
  }
  DEMO.push({ name: 'demo VIN', raw: (await client.vin(h.demo.vins[0], 'en')).result as Record<string, unknown> })
  const { qMainGroup, catalog } = await firstVehicle(client, h)
  const groups = await section(qMainGroup, catalog)
  const group = await section(firstQ(groups, 'lists_group', 0, 'lists', 0, 'q'), catalog)
  const subgroups = await section(firstQ(group, 'lists', 0, 'q'), catalog)
  const node = await section(firstQ(subgroups, 'lists', 0, 'q'), catalog)
  const parts = (node.node as { parts?: Array<{ q_partinfo?: unknown }> } | undefined)?.parts ?? []
  const partInfo = await section(parts.map((p) => p.q_partinfo).find((q) => typeof q === 'string') as string, catalog)
  DEMO.push(
    { name: 'demo main groups', raw: groups },
    { name: 'demo group list', raw: group },
    { name: 'demo subgroup list with a form', raw: subgroups },
    { name: 'demo node', raw: node },
    { name: 'demo part information', raw: partInfo }
  )
}, 30_000)

afterAll(async () => {
  await h?.close()
})

const allAnswers = (): Answer[] => [...CORPUS, ...DEMO]

/**
 * An answer (named in a counterexample, not printed whole) and some mutations of it.
 * `raw` is left out of what fast-check prints: the counterexample reads `{ answer, mutations }`.
 */
function mutatedAnswer(which: (answer: Answer) => boolean = () => true) {
  const answers = allAnswers().filter(which)
  const byName = new Map(answers.map((answer) => [answer.name, answer.raw]))
  return fc.constantFrom(...answers.map((answer) => answer.name)).chain((name) =>
    mutationsOf(byName.get(name)).map((mutations) => {
      const raw = byName.get(name)!
      return Object.defineProperty({ answer: name, mutations }, 'raw', { value: raw, enumerable: false }) as {
        answer: string
        mutations: Mutation[]
        raw: Record<string, unknown>
      }
    })
  )
}

/** The body the service would send: the envelope as the vendor writes it, in one of its spellings. */
function response(result: unknown, envelope: { success: unknown; resultCode: unknown }): HttpResponse {
  return {
    status: 200,
    contentType: 'application/json',
    body: new TextEncoder().encode(JSON.stringify({ ...envelope, result }))
  }
}

const envelopes = fc.record({
  success: fc.constantFrom<unknown>(true, 1, 'true'),
  resultCode: fc.constantFrom<unknown>(200, '200', ' 200 ', 200.0)
})

/** `result.resultCode` still says success (200 in any spelling, or nothing): the vendor's own signal. */
function saysSuccess(result: Record<string, unknown>): boolean {
  const code = result.resultCode
  if (code === undefined || code === null || code === '') return true
  if (typeof code !== 'number' && typeof code !== 'string') return false
  return Number(String(code).trim()) === 200
}

/** What main hands on: the answer as sent, minus `__proto__` fields (dropped at the JSON boundary). */
function withoutProtoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProtoKeys)
  if (!isRecord(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(value)) if (key !== '__proto__') copy[key] = withoutProtoKeys(child)
  return copy
}

function readEverything(raw: unknown) {
  const section = readSection(raw)
  const record = isRecord(raw) ? raw : {}
  return {
    section,
    node: readNode(record.node),
    nodeFromReading: readNode(section.result.node),
    vehicle: readVehicle(record.vehicle),
    catalogId: readCatalogId(raw)
  }
}

describe('no page is refused for a field', () => {
  it('main passes every mutated answer whose result is still an object and says success', () => {
    fc.assert(
      fc.property(mutatedAnswer(), envelopes, ({ raw, mutations }, envelope) => {
        const mutated = applyMutations(raw, mutations) as Record<string, unknown>
        const info = mutated.info
        const sectionRefusal = isRecord(info) && info.type === 'error'
        const http = response(mutated, envelope)
        if (saysSuccess(mutated) || sectionRefusal) {
          expect(parseEnvelope(http, 'this catalog section')).toEqual(withoutProtoKeys(mutated))
        } else {
          // A result code other than 200 is the vendor's failure signal, not a field of the page.
          expect(() => parseEnvelope(http, 'this catalog section')).toThrow(AppFailure)
        }
      }),
      RUNS
    )
  })

  it('refuses only a result that is not an object at all, in plain words', () => {
    for (const result of [null, [], ['x'], 'page', 200, true]) {
      let failure: unknown
      try {
        parseEnvelope(response(result, { success: true, resultCode: 200 }), 'this catalog section')
      } catch (error) {
        failure = error
      }
      expect(failure).toBeInstanceOf(AppFailure)
      expect((failure as AppFailure).appError.code).toBe('bad-response')
    }
  })
})

describe('no reader throws', () => {
  it('on any mutation of any answer', () => {
    fc.assert(
      fc.property(mutatedAnswer(), ({ raw, mutations }) => {
        const mutated = applyMutations(raw, mutations)
        const read = readEverything(mutated)
        // What they give back is plain data the window can be sent.
        expect(() => structuredClone(read)).not.toThrow()
        for (const count of Object.values(read.section.skipped)) expect(Number.isInteger(count) && count > 0).toBe(true)
        // And so is what main would have handed on.
        readEverything(withoutProtoKeys(mutated))
      }),
      RUNS
    )
  })

  it('on a whole result of another type, and on values of every type in every field', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.nat(11), (value, variant) => {
        readEverything(value)
        readEverything(swapped(value, variant))
        for (const key of ['lists', 'lists_group', 'bread_crumb', 'tables', 'forms', 'info', 'node', 'vehicle']) {
          readEverything({ [key]: value, catalogs: value })
        }
        readNode({ images: value, hotspots: value, parts: value, scheme: value, image_index: value })
        readVehicle({ attributesMain: value, attributesAdv: value, options: value, name: value })
      }),
      { ...RUNS, numRuns: 200 }
    )
  })
})

// ---------------------------------------------------------------------------------------------
// Monotonic understanding: what the mutations did not touch reads exactly as before.

type Rows = unknown[] | undefined

/**
 * Raw rows at `path` map, in order, to the rows read from them (every object row is read, others
 * are skipped). Each object row the mutations left alone must be among the rows read after.
 */
function expectUntouchedRowsKept(
  mutations: readonly Mutation[],
  path: JsonPath,
  raw: unknown,
  before: Rows,
  after: Rows,
  isRow: (row: unknown) => boolean = isRecord
): void {
  if (!Array.isArray(raw) || !Array.isArray(before)) return
  let k = 0
  raw.forEach((row, i) => {
    if (!isRow(row)) return
    const read = before[k++]
    if (!touches(mutations, [...path, i])) expect(after, `row ${[...path, i].join('.')}`).toContainEqual(read)
  })
}

function expectSectionUnderstood(original: Record<string, unknown>, mutated: unknown, mutations: Mutation[]): void {
  const before = readSection(original)
  const after = readSection(mutated)
  const untouched = (...path: JsonPath) => !touches(mutations, path)

  // Whole fields the mutations left alone read exactly as before, known or not.
  for (const key of Object.keys(original)) {
    if (untouched(key)) expect(after.result[key], key).toEqual(before.result[key])
  }

  // Rows left alone in a list that was changed are still there.
  for (const field of ['lists', 'bread_crumb', 'tables', 'forms'] as const) {
    expectUntouchedRowsKept(mutations, [field], original[field], before.result[field], after.result[field])
  }
  const tabs = original.lists_group
  expectUntouchedRowsKept(mutations, ['lists_group'], tabs, before.result.lists_group, after.result.lists_group)
  if (Array.isArray(tabs) && before.result.lists_group) {
    const rowsAfter = (after.result.lists_group ?? []).flatMap((tab) => tab.lists)
    let k = 0
    tabs.forEach((tab, t) => {
      if (!isRecord(tab)) return
      const read = before.result.lists_group?.[k++]
      expectUntouchedRowsKept(mutations, ['lists_group', t, 'lists'], tab.lists, read?.lists, rowsAfter)
    })
  }
}

/** Rows read plus rows skipped is the number of rows sent, field by field. */
function expectRowsAccountedFor(mutated: unknown): void {
  if (!isRecord(mutated)) return
  const { result, skipped } = readSection(mutated)
  for (const field of ['lists', 'bread_crumb'] as const) {
    const sent = mutated[field]
    if (Array.isArray(sent)) expect((result[field]?.length ?? 0) + (skipped[field] ?? 0), field).toBe(sent.length)
  }
  const tabs = mutated.lists_group
  if (Array.isArray(tabs)) {
    let unreadable = 0
    let tabsRead = 0
    // A tab whose `lists` is there but not a list counts as one thing left out.
    let notLists = 0
    for (const tab of tabs) {
      if (!isRecord(tab)) unreadable++
      else {
        tabsRead++
        if (Array.isArray(tab.lists)) unreadable += tab.lists.filter((row) => !isRecord(row)).length
        else if (tab.lists !== undefined && tab.lists !== null) notLists++
      }
    }
    unreadable += notLists
    expect(result.lists_group?.length ?? 0).toBe(tabsRead)
    expect(skipped.lists_group ?? 0, 'lists_group').toBe(unreadable)
    const rowsSent = tabs.filter(isRecord).flatMap((tab) => (Array.isArray(tab.lists) ? tab.lists : []))
    const rowsRead = (result.lists_group ?? []).flatMap((tab) => tab.lists ?? [])
    expect(rowsRead.length + unreadable - (tabs.length - tabsRead) - notLists).toBe(rowsSent.length)
  }
}

/** A skip count grows only for a field the mutations reached into. */
function expectSkipsOnlyWhereTouched(original: unknown, mutated: unknown, mutations: Mutation[]): void {
  const before = readSection(original).skipped
  const after = readSection(mutated).skipped
  const reached = new Set(touchedPaths(mutations).map((path) => String(path[0])))
  for (const [field, count] of Object.entries(after)) {
    if (count > (before[field] ?? 0)) expect(reached, `skipped.${field}`).toContain(field)
  }
}

function expectNodeUnderstood(original: Record<string, unknown>, mutated: unknown, mutations: Mutation[]): void {
  const raw = original.node
  if (!isRecord(raw)) return
  const before = readNode(raw)!
  const after = readNode(isRecord(mutated) ? mutated.node : undefined)
  const untouched = (...paths: JsonPath[]) => paths.every((path) => !touches(mutations, ['node', ...path]))
  if (untouched(['name'], ['title'], ['code'])) expect(after?.title).toBe(before.title)
  if (untouched(['code'])) expect(after?.code).toBe(before.code)
  if (untouched(['note'])) expect(after?.note).toBe(before.note)
  if (untouched(['qGroup'])) expect(after?.qGroup).toBe(before.qGroup)

  // Parts: number, name, quantity, note, part-info pointer, and the fields shown generically.
  expectUntouchedRowsKept(mutations, ['node', 'parts'], raw.parts, before.parts, after?.parts)

  // Drawings listed in `images` that were left alone (sizes and pointer, hotspots aside).
  const sheet = ({ qImage, width, height }: { qImage: string; width?: number; height?: number }) => ({
    qImage,
    width,
    height
  })
  const drawable = (entry: unknown) =>
    (typeof entry === 'string' && entry !== '') ||
    (isRecord(entry) && typeof entry.qImage === 'string' && entry.qImage !== '')
  if (Array.isArray(raw.images) && raw.images.some(drawable)) {
    expectUntouchedRowsKept(
      mutations,
      ['node', 'images'],
      raw.images,
      before.drawings.map(sheet),
      after?.drawings.map(sheet),
      drawable
    )
  } else if (untouched(['scheme'], ['images'])) {
    expect(after?.drawings).toEqual(before.drawings)
  }

  // Callouts on the node's current drawing, when which drawing is current did not change.
  if (untouched(['images'], ['image_index'], ['scheme']) && Array.isArray(raw.hotspots)) {
    const spots = raw.hotspots
    for (const box of before.drawings[before.current]?.hotspots ?? []) {
      const sources = spots.flatMap((spot, j) =>
        isRecord(spot) && String(spot.hotspotId as string | number) === box.key ? [j] : []
      )
      if (sources.length > 0 && untouched(...sources.map((j) => ['hotspots', j]))) {
        expect(after?.drawings[after.current]?.hotspots, `hotspot ${box.key}`).toContainEqual(box)
      }
    }
  }
}

function expectVehicleUnderstood(original: Record<string, unknown>, mutated: unknown, mutations: Mutation[]): void {
  const untouchedTop = (...paths: JsonPath[]) => paths.every((path) => !touches(mutations, path))
  if (untouchedTop(['catalog'], ['vehicle', 'catalog'], ['catalogs'])) {
    expect(readCatalogId(mutated)).toBe(readCatalogId(original))
  }
  const raw = original.vehicle
  if (!isRecord(raw)) return
  const before = readVehicle(raw)!
  const after = readVehicle(isRecord(mutated) ? mutated.vehicle : undefined)
  const untouched = (...keys: string[]) => keys.every((key) => !touches(mutations, ['vehicle', key]))
  const names = ['name', 'nameShort', 'brandName', 'brand', 'modelName', 'model', 'vin']
  if (untouched('vin')) expect(after?.vin).toBe(before.vin)
  if (untouched('brandName', 'brand')) expect(after?.brand).toBe(before.brand)
  if (untouched('modelName', 'model')) expect(after?.model).toBe(before.model)
  if (untouched('nameFull')) expect(after?.description).toBe(before.description)
  if (untouched('qMainGroup')) expect(after?.qMainGroup).toBe(before.qMainGroup)
  if (untouched(...names)) expect(after?.title).toBe(before.title)
  if (untouched(...names, 'nameFull')) expect(after?.subtitle).toBe(before.subtitle)

  // Attributes that name themselves (an id), left alone, are still listed with their value.
  if (Array.isArray(raw.attributesMain)) {
    raw.attributesMain.forEach((attribute, i) => {
      if (
        !isRecord(attribute) ||
        typeof attribute.id !== 'string' ||
        touches(mutations, ['vehicle', 'attributesMain', i])
      )
        return
      const read = before.attributes.find((a) => a.key === attribute.id)
      if (read) expect(after?.attributes).toContainEqual(read)
    })
  }
  // Equipment tables left alone are still there.
  const tableLike = (t: unknown) => isRecord(t) && (Array.isArray(t.header) || Array.isArray(t.data))
  if (Array.isArray(raw.attributesAdv)) {
    raw.attributesAdv.forEach((block, b) => {
      const tables = tableLike(block) ? [block] : isRecord(block) && Array.isArray(block.tables) ? block.tables : []
      const at = (t: number): JsonPath =>
        tableLike(block) ? ['vehicle', 'attributesAdv', b] : ['vehicle', 'attributesAdv', b, 'tables', t]
      tables.forEach((table, t) => {
        if (tableLike(table) && !touches(mutations, at(t))) expect(after?.optionTables).toContainEqual(table)
      })
    })
  }
  // Fields shown generically, left alone, still are.
  for (const [key, value] of Object.entries(before.extras)) {
    if (untouched(key)) expect(after?.extras[key], key).toEqual(value)
  }
}

describe('everything still understood is still shown', () => {
  it('rows, crumbs, tabs, tables, forms and fields the mutations left alone read as before', () => {
    fc.assert(
      fc.property(mutatedAnswer(), ({ raw, mutations }) => {
        const mutated = applyMutations(raw, mutations)
        expectSectionUnderstood(raw, mutated, mutations)
        expectRowsAccountedFor(mutated)
        expectSkipsOnlyWhereTouched(raw, mutated, mutations)
      }),
      RUNS
    )
  })

  it('node title, parts, drawings and callouts the mutations left alone read as before', () => {
    fc.assert(
      fc.property(
        mutatedAnswer((answer) => isRecord(answer.raw.node)),
        ({ raw, mutations }) => {
          expectNodeUnderstood(raw, applyMutations(raw, mutations), mutations)
        }
      ),
      RUNS
    )
  })

  it('vehicle names, attributes, equipment tables and catalog id the mutations left alone read as before', () => {
    fc.assert(
      fc.property(
        mutatedAnswer((answer) => isRecord(answer.raw.vehicle)),
        ({ raw, mutations }) => {
          expectVehicleUnderstood(raw, applyMutations(raw, mutations), mutations)
        }
      ),
      RUNS
    )
  })
})

describe('the drift issue 19 names, answer by answer', () => {
  const viaMain = (result: unknown, envelope = { success: true as unknown, resultCode: 200 as unknown }) =>
    readSection(parseEnvelope(response(result, envelope), 'this catalog section'))

  it('a list row with a numeric code and a null title is shown with its code as title', () => {
    const { result, skipped } = viaMain({
      lists: [
        { q: 'Q-11', code: 11, title: null },
        { q: 'Q-12', code: '12', title: 'CYLINDER HEAD' }
      ]
    })
    expect(result.lists).toEqual([
      { q: 'Q-11', code: '11', title: '11' },
      { q: 'Q-12', code: '12', title: 'CYLINDER HEAD' }
    ])
    expect(skipped).toEqual({})
  })

  it('flags sent as 0/1/"true" are booleans', () => {
    expect(viaMain({ flagTranslate: 1 }).result.flagTranslate).toBe(true)
    expect(viaMain({ flagTranslate: 'true' }).result.flagTranslate).toBe(true)
    expect(viaMain({ flagTranslate: 0 }).result.flagTranslate).toBe(false)
    expect(viaMain({ tables: [{ flag_hide_header: 1, header: [], data: [] }] }).result.tables?.[0]).toMatchObject({
      flag_hide_header: true
    })
  })

  it('"200" as the result code, at the top and in the result, is a page like any other', () => {
    const { result } = viaMain({ ...corpus.subgroupList, resultCode: '200' }, { success: true, resultCode: '200' })
    expect(result.resultCode).toBe(200)
    expect(result.lists?.map((row) => row.q)).toEqual(corpus.subgroupList.lists.map((row) => row.q))
  })

  it('info sent as a string is a note with that text', () => {
    expect(viaMain({ info: 'Some parts depend on the production date.' }).result.info).toEqual({
      type: 'info',
      text: 'Some parts depend on the production date.'
    })
  })

  it('a crumb without a title shows its code; a part with a numeric number shows it as text', () => {
    expect(viaMain({ bread_crumb: [{ q: 'Q-1', title: null, code: 10 }] }).result.bread_crumb).toEqual([
      { q: 'Q-1', title: '10', code: 10 }
    ])
    const node = readNode(
      viaMain({ node: { name: 'BELT', parts: [{ number: 6006, qty: 2, hotspotId: 1 }] } }).result.node
    )
    expect(node?.parts).toEqual([{ number: '6006', qty: '2', hotspotId: 1 }])
  })

  it('all of it at once on a demo subgroup list: every row still shown', () => {
    const answer = DEMO.find((a) => a.name === 'demo subgroup list with a form')!.raw
    const rows = answer.lists as Array<{ q: string; code: string }>
    const drifted = {
      ...answer,
      resultCode: '200',
      flagTranslate: 1,
      info: 'Filtered by engine',
      lists: rows.map((row, i) =>
        i % 2 === 0 ? { ...row, code: Number(row.code.replace(/\D/g, '')), title: null } : row
      )
    }
    const { result, skipped } = viaMain(drifted, { success: true, resultCode: '200' })
    expect(result.lists?.map((row) => row.q)).toEqual(rows.map((row) => row.q))
    expect(result.lists?.every((row) => typeof row.title === 'string' && row.title !== '')).toBe(true)
    expect(result.flagTranslate).toBe(true)
    expect(result.info).toEqual({ type: 'info', text: 'Filtered by engine' })
    expect(skipped).toEqual({})
  })

  it('a list field of the wrong kind altogether is left out and counted, as section.ts promises', () => {
    // section.ts: "A field of the wrong kind altogether (lists as a string) is left out and counted."
    const { result, skipped } = readSection({ lists: 'junk', bread_crumb: 5 })
    expect(skipped).toMatchObject({ lists: 1, bread_crumb: 1 })
    expect(result.lists).toBeUndefined()
  })
})
