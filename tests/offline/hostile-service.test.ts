/**
 * A hostile or broken service, through the whole app path but the window: the demo catalog's
 * hostile fault kinds (docs/demo-catalog.md) on the wire → the real runtime (HTTP client, budgets,
 * JSON and picture boundaries) → the renderer's mirror-first access over IndexedDB
 * (fake-indexeddb here; tests/browser/hostile-service.e2e.test.ts runs the same kinds in Chromium).
 *
 * For each kind: the answer is a failure in words a mechanic understands, memory stays bounded
 * (the bombs print what they cost), nothing enters the mirror, and the next request works.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readCatalogId, readNode, readResult, readVehicle } from '@shared/readers'
import type { Result } from '@shared/result'
import { createMirroredAccess } from '@renderer/data/catalog/mirrored-access'
import type { CatalogAccess } from '@renderer/data/catalog/catalog-access'
import { startDemoCatalog, type DemoCatalog, type FaultRule } from '../../demo-catalog/index'
import { SECTION_BUDGET } from '../../electron/main/core/http/body-budget'
import { measureGrowth, mib } from '../support/memory-probe'
import { startOfflineHarness, type OfflineHarness } from './harness'

let demo: DemoCatalog
let h: OfflineHarness
let access: CatalogAccess
/** A node of the first vehicle with its pointer and catalog, found by returned pointers. */
let node: { q: string; catalog: string; qImage: string }
let nodeWithNote: { q: string }

const SECTION = { match: '/api/q' } as const
const IMAGE = { match: '/image' } as const
const CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/

beforeAll(async () => {
  demo = await startDemoCatalog()
  h = await startOfflineHarness({
    env: {
      CATALOG_BASE_URL: demo.baseUrl,
      CATALOG_IMAGE_BASE_URL: demo.imageBaseUrl,
      CATALOG_USER_ID: demo.userId,
      CATALOG_USER_TOKEN: demo.userToken
    }
  })
  access = createMirroredAccess(h.network, h.repo.answers, () => h.origins)
  const vin = await h.network.vin({ vin: demo.vins[0], lang: 'en' })
  if (!vin.ok || !vin.value.result.vehicle) throw new Error('demo VIN not found')
  const catalog = readCatalogId(vin.value.result)!
  const section = async (q: string) => {
    const answer = await h.network.section({ q, catalog, lang: 'en' })
    if (!answer.ok) throw new Error(answer.error.message)
    return readResult(answer.value.result)
  }
  const groups = await section(readVehicle(vin.value.result.vehicle)!.qMainGroup!)
  const group = await section(groups.lists_group![0].lists![0].q!)
  const list = await section(group.lists![0].q!)
  const items = list.lists!
  const read = readNode((await section(items[0].q!)).node)!
  node = { q: items[0].q!, catalog, qImage: read.drawings[0].qImage }
  nodeWithNote = { q: items[1].q! }
}, 60_000)

afterEach(() => demo.knobs.clearFaults())
afterAll(async () => {
  await h?.close()
  await demo?.close()
})

const sectionOf = (q: string) => access.section({ q, catalog: node.catalog, lang: 'en' })
const stored = (q: string) =>
  h.repo.answers.readSection({ origin: h.origins.origin, catalog: node.catalog, q, lang: 'en' })
const storedImage = (qImage: string) => h.repo.answers.readImage(h.origins.imageOrigin, qImage)

/** Words, not a stack or a dump: one or two sentences a mechanic can act on. */
function expectPlainWords(result: Result<unknown>, words: RegExp): void {
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.error.code).toBe('bad-response')
  expect(result.error.message).toMatch(words)
  expect(result.error.message).not.toMatch(/Error:|at \w+ \(|\{|undefined|NaN/)
  expect(result.error.message.length).toBeLessThan(300)
}

/** A fresh pointer each time: the demo's pointers carry the generation, so rotate to get one nobody has stored. */
async function freshNodePointer(): Promise<string> {
  demo.knobs.rotatePointerGeneration()
  const vin = await h.network.vin({ vin: demo.vins[0], lang: 'en' })
  if (!vin.ok || !vin.value.result.vehicle) throw new Error('demo VIN not found')
  const section = async (q: string) => {
    const answer = await h.network.section({ q, catalog: node.catalog, lang: 'en' })
    if (!answer.ok) throw new Error(answer.error.message)
    return readResult(answer.value.result)
  }
  const groups = await section(readVehicle(vin.value.result.vehicle)!.qMainGroup!)
  const group = await section(groups.lists_group![0].lists![0].q!)
  const list = await section(group.lists![0].q!)
  node.q = list.lists![0].q!
  nodeWithNote.q = list.lists![1].q!
  node.qImage = readNode((await section(node.q)).node)!.drawings[0].qImage
  return node.q
}

describe('oversized and bomb answers', () => {
  const bombs: Array<[string, FaultRule]> = [
    ['chunked 80 MiB, no Content-Length', { kind: 'chunked-oversize', ...SECTION }],
    ['gzip bomb, 80 KB → 80 MiB', { kind: 'compression-bomb', encoding: 'gzip', ...SECTION }],
    ['deflate bomb', { kind: 'compression-bomb', encoding: 'deflate', ...SECTION }],
    ['br bomb', { kind: 'compression-bomb', encoding: 'br', ...SECTION }]
  ]

  it.each(bombs)(
    '%s: stopped with a clear message, memory bounded, nothing stored, next request fine',
    async (name, rule) => {
      const q = await freshNodePointer()
      demo.knobs.injectFault(rule)
      const { outcome, growth } = await measureGrowth(() => sectionOf(q))
      console.log(
        `[hostile] ${name}: live +${mib(growth.liveBytes)}, with garbage +${mib(growth.withGarbageBytes)} (budget ${mib(SECTION_BUDGET.maxBytes)})`
      )
      expectPlainWords(outcome, /far more data than any catalog page/)
      expect(growth.liveBytes).toBeLessThan(2 * SECTION_BUDGET.maxBytes)
      expect(await stored(q)).toBeNull()

      demo.knobs.clearFaults()
      const next = await sectionOf(q)
      expect(next.ok && readNode(next.value.result.node)?.parts.length).toBeGreaterThan(0)
      await expect.poll(() => stored(q)).not.toBeNull()
    },
    60_000
  )
})

describe('answers too deeply nested', () => {
  it('are a bad answer in plain words; nothing stored; the next request works', async () => {
    const q = await freshNodePointer()
    demo.knobs.injectFault({ kind: 'deep-nesting', ...SECTION })
    expectPlainWords(await sectionOf(q), /nested far deeper than any catalog page/)
    expect(await stored(q)).toBeNull()
    demo.knobs.clearFaults()
    expect((await sectionOf(q)).ok).toBe(true)
  })
})

describe('pictures that are not what they say', () => {
  const kinds: Array<[string, FaultRule, RegExp]> = [
    ['an HTML page sent as image/png', { kind: 'image-not-image', payload: 'html', ...IMAGE }, /does not open/],
    ['JSON sent as image/png', { kind: 'image-not-image', payload: 'json', ...IMAGE }, /does not open/],
    ['an SVG with a script', { kind: 'image-svg', ...IMAGE }, /SVG and other formats are refused/],
    ['a PNG declaring 60000×60000 pixels', { kind: 'image-pixel-flood', ...IMAGE }, /60000×60000 pixels/]
  ]

  it.each(kinds)(
    '%s is refused in plain words, never stored; the picture loads once it is sound',
    async (_n, rule, words) => {
      await freshNodePointer()
      demo.knobs.injectFault(rule)
      expectPlainWords(await access.image(node.qImage), words)
      expect(await storedImage(node.qImage)).toBeNull()
      demo.knobs.clearFaults()
      const sound = await access.image(node.qImage)
      expect(sound.ok && [...sound.value.bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]) // "PNG"
    }
  )
})

describe('text and keys meant to mislead', () => {
  it('bidi controls never reach what is stored or shown: part numbers read as their characters', async () => {
    const q = await freshNodePointer()
    demo.knobs.injectFault({ kind: 'bidi-part-numbers', ...SECTION })
    const answer = await sectionOf(q)
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    const parts = readNode(answer.value.result.node)!.parts
    expect(parts.length).toBeGreaterThan(0)
    expect(parts.map((p) => `${p.number}${p.name}`).join('')).not.toMatch(CONTROL)
    await expect.poll(() => stored(q)).not.toBeNull()
    expect(JSON.stringify((await stored(q))!.payload)).not.toMatch(CONTROL)

    // The same numbers as the clean answer gives: only the controls went.
    demo.knobs.clearFaults()
    const clean = await h.network.section({ q, catalog: node.catalog, lang: 'en' })
    expect(clean.ok && readNode(clean.value.result.node)!.parts.map((p) => p.number)).toEqual(
      parts.map((p) => p.number)
    )
  })

  it('__proto__ and constructor keys pollute nothing, and the page still reads', async () => {
    const q = nodeWithNote.q
    demo.knobs.injectFault({ kind: 'proto-keys', ...SECTION })
    const answer = await sectionOf(q)
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    const result = answer.value.result as Record<string, unknown>
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype)
    expect(Object.hasOwn(result, '__proto__')).toBe(false)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(readNode(result.node)?.parts.length).toBeGreaterThan(0)
    await expect.poll(() => stored(q)).not.toBeNull()
    const kept = (await stored(q))!.payload as { result: Record<string, unknown> }
    expect(Object.hasOwn(kept.result, '__proto__')).toBe(false)
  })
})
