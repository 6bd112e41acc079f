import { createHash } from 'node:crypto'
import { Worker } from 'node:worker_threads'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { allTermKeys, term } from '../../demo-catalog/data/vocabulary'
import { catalogOf, Client, keyPaths, LANGS, mapLimit, type Result } from './helpers'

// Walks every demo vehicle from its VIN following only pointers the server returned, with the
// catalog id taken from the VIN answer the way a client must (first `catalogs` entry with status
// 200). Checks the real service's shapes on the way (docs/demo-catalog.md), names in all ten
// languages, every drawing PNG of every node, totals, and that every spec 2.4 property occurs.

interface ListItem {
  q: string
  code: string
  title: string
  qImage?: string
}
interface MainGroupItem extends ListItem {
  q_main_group: string
  major_group_name: string
}
interface Tab {
  tab: number
  title: string
  lists: MainGroupItem[]
}
interface Part {
  hotspotId: string
  number: string
  name: string
  note?: string
  qty: string
  q_partinfo: string
}
interface Hotspot {
  hotspotId: string
  left: number
  top: number
  width: number
  height: number
}
interface Drawing {
  qImage: string
  width: number
  height: number
}
interface NodeCard {
  name: string
  title?: string
  code: string
  note?: string
  qGroup: string
  images: Drawing[]
  image_index?: number
  hotspots: Hotspot[]
  parts: Part[]
}
interface Table {
  header: { id: string; value: string }[]
  data: Record<string, unknown>[]
  q?: string
  flag_hide_header?: boolean
}
interface Crumb {
  q: string
  title: string
}
interface Where {
  vin: string
  catalog: string
}
interface NodeRef extends Where {
  q: string
  path: string[]
  card?: NodeCard
}

const SPEC_PROPERTIES = [
  'lists_group',
  'lists',
  'node',
  'serviceParts',
  'nodesBlockData',
  'forms',
  'tables',
  'partinfo',
  'groupinfo',
  'replacement',
  'compatibility',
  'listinfo',
  'images',
  'html',
  'modal',
  'bread_crumb',
  'flagTranslate',
  'type',
  'resultCode',
  'vin',
  'info'
]
// keys a table cell object may have: the real shape, plus the part pointer of service-part rows
const CELL_KEYS = new Set(['value', 'number', 'name', 'flagNotTranslate', 'q_partinfo'])

let demo: DemoCatalog
let client: Client
const seen = new Set<string>()
const nodes: NodeRef[] = []
const thumbs: string[] = []
const subgroups: (Where & { q: string })[] = []
const linkedTables: (Where & { q: string })[] = []
const hiddenHeaders: string[] = []
const cellKinds = new Set<string>()
const partInfoShapes = new Set<string>()
let multiVehicleCompat = 0
let longChains = 0

/** Every table (an object with `header` and `data` lists) anywhere in a JSON value. */
function tablesIn(value: unknown): Table[] {
  if (Array.isArray(value)) return value.flatMap(tablesIn)
  if (value === null || typeof value !== 'object') return []
  const o = value as Record<string, unknown>
  const self = Array.isArray(o.header) && Array.isArray(o.data) ? [o as unknown as Table] : []
  return [...self, ...Object.values(o).flatMap(tablesIn)]
}

/** Records table facts (hidden headers, links, object cells) and checks every object cell's shape. */
function collectTables(value: unknown, where: Where, label: string): void {
  const badCells: unknown[] = []
  for (const t of tablesIn(value)) {
    if (t.flag_hide_header === true) hiddenHeaders.push(label)
    if (t.q !== undefined) linkedTables.push({ ...where, q: t.q })
    for (const row of t.data)
      for (const cell of Object.values(row)) {
        if (cell === null || typeof cell !== 'object') continue
        const keys = Object.keys(cell)
        if (!keys.includes('value') || keys.some((k) => !CELL_KEYS.has(k))) badCells.push(cell)
        for (const k of keys) cellKinds.add(k)
      }
  }
  // one expect per answer: the walk sees tens of thousands of cells
  expect(badCells, label).toEqual([])
}

const cellValue = (cell: unknown): unknown =>
  cell !== null && typeof cell === 'object' ? (cell as { value: unknown }).value : cell

async function q(ptr: string, at: Where, lang = 'ru'): Promise<Result> {
  const r = await client.q(ptr, { lang, catalog: at.catalog })
  for (const k of Object.keys(r)) seen.add(k)
  expect(r.info?.type, `section error: ${r.info?.text}`).not.toBe('error')
  expect(r.resultCode).toBe(200)
  expect(r.vin).toBe(at.vin)
  expect(r.params).toEqual(expect.objectContaining({ method: expect.any(String), codes: expect.any(Array) }))
  expect(keyPaths(r, 'scheme')).toEqual([])
  collectTables(r, at, `${at.vin} ${String((r.params as { method: string }).method)}`)
  return r
}

beforeAll(async () => {
  demo = await startDemoCatalog()
  client = await Client.create(demo)
}, 30_000)
afterAll(() => demo.close())

describe('traversal', () => {
  it('reaches every node of every vehicle from its VIN, each /api/q with the vehicle’s catalog', async () => {
    for (const vin of demo.vins) {
      demo.log.reset()
      const vr = await client.vin(vin)
      const catalog = catalogOf(vr)
      expect(catalog).toBe(demo.vehicles.find((v) => v.vin === vin)!.catalog)
      expect(keyPaths(vr, 'scheme')).toEqual([])
      const at = { vin, catalog }
      collectTables(vr, at, `${vin} /api/vin`)
      const vehicle = vr.vehicle as { qMainGroup: string }
      const main = await q(vehicle.qMainGroup, at)
      // the vehicle crumb is the main-group page under another pointer (crumbs.test.ts)
      expect(main.bread_crumb).toEqual([{ q: expect.any(String), title: vin }])
      expect((main.bread_crumb as Crumb[])[0]!.q).not.toBe(vehicle.qMainGroup)
      const tabs = main.lists_group as Tab[]
      expect(tabs.length).toBeGreaterThanOrEqual(2)
      for (const t of tabs) expect(typeof t.tab).toBe('number')
      const groups = tabs.flatMap((t) => t.lists)
      expect(groups.length).toBeGreaterThanOrEqual(12)
      expect((await q(groups[0]!.q_main_group, at)).lists_group).toBeDefined()
      for (const g of groups) {
        expect(Object.keys(g).sort()).toEqual(['code', 'major_group_name', 'q', 'qImage', 'q_main_group', 'title'])
        expect(g.title).toBe(g.title.toLocaleUpperCase('ru'))
        expect(g.major_group_name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        thumbs.push(g.qImage!)
        const gr = await q(g.q, at)
        expect((gr.bread_crumb as Crumb[]).map((c) => c.title)).toEqual([vin, g.title])
        for (const s of (gr.lists as ListItem[] | undefined) ?? []) {
          expect(Object.keys(s).sort()).toEqual(['code', 'q', 'qImage', 'title'])
          subgroups.push({ ...at, q: s.q })
          const sr = await q(s.q, at)
          expect((sr.bread_crumb as Crumb[]).map((c) => c.title)).toEqual([vin, g.title, s.title])
          for (const n of sr.lists as ListItem[]) {
            nodes.push({ ...at, q: n.q, path: [g.code, s.code, n.code] })
            if (thumbs.length < 400 && nodes.length % 3 === 0) thumbs.push(n.qImage!)
          }
        }
      }
      const sent = demo.log.entries().filter((e) => e.path === '/api/q')
      expect(sent.length).toBeGreaterThan(20)
      expect(new Set(sent.map((e) => e.catalog))).toEqual(new Set([catalog]))
    }
    expect(nodes.length).toBeGreaterThanOrEqual(600)
  }, 30_000)

  it('follows tables that carry their own q to a section', async () => {
    expect(linkedTables.length).toBeGreaterThan(0)
    for (const t of [...linkedTables]) {
      expect(typeof t.q).toBe('string')
      const r = await q(t.q, t)
      expect(r.lists ?? r.node).toBeDefined()
    }
  })

  it('has ≥15,000 part rows, one node with ≥300, and part info for a sample', async () => {
    let parts = 0
    await mapLimit(nodes, 16, async (n, i) => {
      const r = await q(n.q, n)
      const node = r.node as NodeCard
      n.card = node
      parts += node.parts.length
      expect(node.name.trim()).not.toBe('')
      expect(node.code).toBe(n.path[2])
      expect(typeof node.qGroup).toBe('string')
      expect((r.bread_crumb as Crumb[]).length).toBe(4)
      expect((r.bread_crumb as Crumb[])[0]!.title).toBe(n.vin)
      expect(node.images.length).toBeGreaterThanOrEqual(1)
      expect(node.images.length).toBeLessThanOrEqual(3)
      for (const d of node.images)
        expect(Object.keys(d).sort(), n.path.join(' / ')).toEqual(['height', 'qImage', 'width'])
      if (node.images.length > 1) {
        expect(Number.isInteger(node.image_index)).toBe(true)
        expect(node.image_index).toBeLessThan(node.images.length)
      } else expect(node.image_index ?? 0).toBe(0)
      // hotspots: one box per id, and every part points at one of them
      const ids = node.hotspots.map((h) => h.hotspotId)
      expect(new Set(ids).size).toBe(ids.length)
      // one expect per node, not per row: 21,000 expect() calls would dominate the run time
      const idSet = new Set(ids)
      const wrong = node.parts.filter(
        (p) => !idSet.has(p.hotspotId) || !/^\d+$/.test(p.qty) || (p.note !== undefined && p.note === '')
      )
      expect(wrong, n.path.join(' / ')).toEqual([])
      if (i % 4 === 0) {
        for (const p of [node.parts[0]!, node.parts[node.parts.length - 1]!]) {
          const info = await q(p.q_partinfo, n)
          expect((info.bread_crumb as Crumb[]).length).toBe(5)
          partInfoShapes.add(Array.isArray(info.partinfo) ? 'tables' : 'object')
          const compat = (info.compatibility as Table[])[0]!.data
          if (new Set(compat.map((d) => cellValue(d.catalog))).size > 1) multiVehicleCompat++
          const chain = (info.replacement as Table[])[0]!.data
          if (chain.length >= 2) longChains++
        }
      }
    })
    const cards = nodes.map((n) => n.card!)
    const big = cards.filter((c) => c.parts.length >= 300)
    expect(parts).toBeGreaterThanOrEqual(15_000)
    expect(big).toHaveLength(1)
    // the big node stays one large drawing
    expect(big[0]!.images.map((d) => [d.width, d.height])).toEqual([[1600, 1200]])
    expect(partInfoShapes).toEqual(new Set(['tables', 'object']))
    expect(multiVehicleCompat).toBeGreaterThan(0)
    expect(longChains).toBeGreaterThan(0)
    // `title` is rare; `note` occurs
    const titled = cards.filter((c) => c.title !== undefined).length
    expect(titled).toBeGreaterThan(0)
    expect(titled).toBeLessThan(cards.length / 4)
    expect(cards.some((c) => c.note)).toBe(true)
  }, 30_000)

  it('has a handful of nodes with 2–3 drawings, including each vehicle’s first node; image_index is not always 0', () => {
    const multi = nodes.filter((n) => n.card!.images.length > 1)
    expect(multi.length).toBeGreaterThan(nodes.length / 16)
    expect(multi.length).toBeLessThan(nodes.length / 8)
    for (const vin of demo.vins) expect(multi.some((n) => n.vin === vin)).toBe(true)
    expect(new Set(multi.map((n) => n.card!.images.length))).toEqual(new Set([2, 3]))
    expect(new Set(multi.map((n) => n.card!.image_index))).toEqual(new Set([0, 1]))
    const firsts = demo.vins.map((vin) => nodes.find((n) => n.vin === vin)!)
    expect(firsts.filter((n) => n.card!.images.length > 1).length).toBeGreaterThanOrEqual(3)
    expect(firsts.some((n) => n.card!.image_index === 1)).toBe(true)
  })

  it('has tables with hidden headers, links and object cells of the real shape', () => {
    expect(hiddenHeaders.length).toBeGreaterThan(0)
    expect(linkedTables.length).toBeGreaterThan(0)
    for (const k of ['value', 'number', 'name', 'flagNotTranslate']) expect(cellKinds).toContain(k)
  })

  it('names every group, node and part in all ten languages, different between en, de and zh', async () => {
    client.token = (await Client.create(demo)).token
    // every node title, via the node lists of every subgroup, in every language
    await mapLimit(subgroups, 16, async (s) => {
      const byLang = new Map<string, ListItem[]>()
      for (const lang of LANGS) byLang.set(lang, (await q(s.q, s, lang)).lists as ListItem[])
      for (const [lang, items] of byLang) for (const it of items) expect(it.title.trim(), lang).not.toBe('')
      byLang.get('en')!.forEach((it, i) => {
        expect(it.title).not.toBe(byLang.get('de')![i]!.title)
        expect(it.title).not.toBe(byLang.get('zh')![i]!.title)
        expect(byLang.get('de')![i]!.title).not.toBe(byLang.get('zh')![i]!.title)
      })
    })
    // every part name of a quarter of the nodes (the names come from the same vocabulary)
    await mapLimit(
      nodes.filter((_, i) => i % 4 === 0),
      16,
      async (n) => {
        const byLang = new Map<string, NodeCard>()
        for (const lang of LANGS) byLang.set(lang, (await q(n.q, n, lang)).node as NodeCard)
        for (const [lang, card] of byLang) {
          expect(card.name.trim(), `${lang} ${n.path.join(' / ')}`).not.toBe('')
          for (const p of card.parts) expect(p.name.trim()).not.toBe('')
        }
        const en = byLang.get('en')!
        const de = byLang.get('de')!
        const zh = byLang.get('zh')!
        en.parts.forEach((p, i) => {
          expect(p.name).not.toBe(de.parts[i]!.name)
          expect(p.name).not.toBe(zh.parts[i]!.name)
        })
      }
    )
  }, 60_000)

  it('has a complete vocabulary: ≥120 part/assembly terms, ten distinct non-empty translations', () => {
    const keys = allTermKeys().filter((k) => k.startsWith('a_') || k.startsWith('p_'))
    expect(keys.length).toBeGreaterThanOrEqual(120)
    for (const k of allTermKeys()) {
      for (const lang of LANGS) expect(term(k, lang).trim(), `${k} ${lang}`).not.toBe('')
      expect(new Set([term(k, 'en'), term(k, 'de'), term(k, 'zh')]).size, k).toBe(3)
    }
  })

  it('decodes every drawing of every node at its stated size, callouts inside the named drawing’s boxes', async () => {
    client.token = (await Client.create(demo)).token
    const worker = new Worker(new URL('./png-check.worker.mjs', import.meta.url))
    type Checked = { width: number; height: number; bad: string[]; error?: string }
    const pending = new Map<number, (r: Checked) => void>()
    worker.on('message', (m: Checked & { id: number }) => pending.get(m.id)?.(m))
    let nextId = 0
    const check = async (d: Drawing, hotspots: Hotspot[]): Promise<Checked & { sha: string }> => {
      const res = await fetch(`${demo.imageBaseUrl}/image?${new URLSearchParams({ q: d.qImage })}`)
      expect(res.status).toBe(200)
      const png = await res.arrayBuffer()
      const sha = createHash('sha1').update(Buffer.from(png)).digest('hex')
      const id = nextId++
      const checked = await new Promise<Checked>((resolve) => {
        pending.set(id, resolve)
        worker.postMessage({ id, png, hotspots }, [png])
      })
      pending.delete(id)
      expect(checked.error).toBeUndefined()
      expect([checked.width, checked.height]).toEqual([d.width, d.height])
      return { ...checked, sha }
    }
    let others = 0
    try {
      await mapLimit(nodes, 8, async (n) => {
        const card = n.card!
        const named = card.image_index ?? 0
        const results = await Promise.all(
          card.images.map((d, sheet) => check(d, card.hotspots).then((r) => ({ sheet, ...r })))
        )
        for (const r of results) {
          if (r.sheet === named) expect(r.bad, n.path.join(' / ')).toEqual([])
          else {
            // the hotspots do not fit any other drawing: they belong to the named one only
            expect(r.bad.length, `${n.path.join(' / ')} sheet ${r.sheet}`).toBeGreaterThan(0)
            others++
          }
        }
        expect(new Set(results.map((r) => r.sha)).size).toBe(results.length)
      })
    } finally {
      await worker.terminate()
    }
    expect(others).toBeGreaterThan(0)
  }, 60_000)

  it('serves list thumbnails of their natural size', async () => {
    await mapLimit(thumbs.slice(0, 120), 8, async (qImage) => {
      const res = await fetch(`${demo.imageBaseUrl}/image?${new URLSearchParams({ q: qImage })}`)
      const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()))
      expect([png.width, png.height]).toEqual([160, 120])
    })
  })

  it('uses every property of spec 2.4 somewhere, and params on every answer', () => {
    for (const p of [...SPEC_PROPERTIES, 'params']) expect(seen, p).toContain(p)
  })
})
