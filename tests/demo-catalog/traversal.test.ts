import { Worker } from 'node:worker_threads'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { allTermKeys, term } from '../../demo-catalog/data/vocabulary'
import { Client, LANGS, mapLimit, type Result } from './helpers'

// Walks every demo vehicle from its VIN following only pointers the server returned, then checks
// names in all ten languages, every scheme PNG, totals, and that every spec 2.4 property occurs.

interface ListItem {
  q: string
  code: string
  title: string
  qImage?: string
}
interface Part {
  hotspotId: string
  number: string
  name: string
  qty: number
  q_partinfo: string
}
interface Hotspot {
  hotspotId: string
  left: number
  top: number
  width: number
  height: number
}
interface NodeCard {
  title: string
  qGroup: string
  scheme: { qImage: string; width: number; height: number; hotspots: Hotspot[] }
  parts: Part[]
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

let demo: DemoCatalog
let client: Client
const seen = new Set<string>()
const nodes: { vin: string; q: string; path: string[]; scheme?: NodeCard['scheme'] }[] = []
const thumbs: string[] = []
const subgroupPointers: string[] = []
const partInfoShapes = new Set<string>()
let multiVehicleCompat = 0
let longChains = 0

async function q(ptr: string, lang = 'ru', catalog?: string): Promise<Result> {
  const r = await client.q(ptr, { lang, catalog })
  for (const k of Object.keys(r)) seen.add(k)
  expect(r.info?.type, `section error: ${r.info?.text}`).not.toBe('error')
  return r
}

beforeAll(async () => {
  demo = await startDemoCatalog()
  client = await Client.create(demo)
  // keep the access token fresh through the long walk (real clock, 60 s tokens)
}, 30_000)
afterAll(() => demo.close())

describe('traversal', () => {
  it('reaches every node of every vehicle from its VIN', async () => {
    for (const vin of demo.vins) {
      const vr = await client.vin(vin)
      const vehicle = vr.vehicle as { qMainGroup: string; catalog: string; name: string }
      const main = await q(vehicle.qMainGroup, 'ru', vehicle.catalog)
      const tabs = main.lists_group as { tab: string; title: string; lists: ListItem[] }[]
      expect(tabs.length).toBeGreaterThanOrEqual(2)
      const groups = tabs.flatMap((t) => t.lists)
      expect(groups.length).toBeGreaterThanOrEqual(12)
      for (const g of groups) {
        thumbs.push(g.qImage!)
        const gr = await q(g.q, 'ru', vehicle.catalog)
        for (const s of (gr.lists as ListItem[] | undefined) ?? []) {
          subgroupPointers.push(s.q)
          const sr = await q(s.q, 'ru', vehicle.catalog)
          expect((sr.bread_crumb as unknown[]).length).toBe(3)
          for (const n of sr.lists as ListItem[]) {
            nodes.push({ vin, q: n.q, path: [g.title, s.title, n.title] })
            if (thumbs.length < 400 && nodes.length % 3 === 0) thumbs.push(n.qImage!)
          }
        }
      }
    }
    expect(nodes.length).toBeGreaterThanOrEqual(600)
  }, 30_000)

  it('has ≥15,000 part rows, one node with ≥300, and part info for a sample', async () => {
    let parts = 0
    let biggest = 0
    await mapLimit(nodes, 16, async (n, i) => {
      const r = await q(n.q)
      const node = r.node as NodeCard
      n.scheme = node.scheme
      parts += node.parts.length
      biggest = Math.max(biggest, node.parts.length)
      expect((r.bread_crumb as unknown[]).length).toBe(4)
      // hotspots: every part points at a hotspot box of the scheme
      const ids = new Set(node.scheme.hotspots.map((h) => h.hotspotId))
      for (const p of node.parts) expect(ids.has(p.hotspotId)).toBe(true)
      if (i % 4 === 0) {
        for (const p of [node.parts[0]!, node.parts[node.parts.length - 1]!]) {
          const info = await q(p.q_partinfo)
          partInfoShapes.add(Array.isArray(info.partinfo) ? 'tables' : 'object')
          const compat = (info.compatibility as { data: { catalog: string }[] }[])[0]!.data
          if (new Set(compat.map((d) => d.catalog)).size > 1) multiVehicleCompat++
          const chain = (info.replacement as { data: unknown[] }[])[0]!.data
          if (chain.length >= 2) longChains++
        }
      }
    })
    expect(parts).toBeGreaterThanOrEqual(15_000)
    expect(biggest).toBeGreaterThanOrEqual(300)
    expect(partInfoShapes).toEqual(new Set(['tables', 'object']))
    expect(multiVehicleCompat).toBeGreaterThan(0)
    expect(longChains).toBeGreaterThan(0)
  }, 30_000)

  it('names every group, node and part in all ten languages, different between en, de and zh', async () => {
    client.token = (await Client.create(demo)).token
    // every node title, via the node lists of every subgroup, in every language
    const subs = [...new Set(subgroupPointers)]
    await mapLimit(subs, 16, async (s) => {
      const byLang = new Map<string, ListItem[]>()
      for (const lang of LANGS) byLang.set(lang, (await q(s, lang)).lists as ListItem[])
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
        for (const lang of LANGS) byLang.set(lang, (await q(n.q, lang)).node as NodeCard)
        for (const [lang, card] of byLang) {
          expect(card.title.trim(), `${lang} ${n.path.join(' / ')}`).not.toBe('')
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
  }, 30_000)

  it('has a complete vocabulary: ≥120 part/assembly terms, ten distinct non-empty translations', () => {
    const keys = allTermKeys().filter((k) => k.startsWith('a_') || k.startsWith('p_'))
    expect(keys.length).toBeGreaterThanOrEqual(120)
    for (const k of allTermKeys()) {
      for (const lang of LANGS) expect(term(k, lang).trim(), `${k} ${lang}`).not.toBe('')
      expect(new Set([term(k, 'en'), term(k, 'de'), term(k, 'zh')]).size, k).toBe(3)
    }
  })

  it('decodes every scheme as a PNG of the stated size with callouts inside the boxes', async () => {
    client.token = (await Client.create(demo)).token
    const worker = new Worker(new URL('./png-check.worker.mjs', import.meta.url))
    const pending = new Map<number, (r: { width: number; height: number; bad: string[]; error?: string }) => void>()
    worker.on('message', (m: { id: number; width: number; height: number; bad: string[]; error?: string }) =>
      pending.get(m.id)?.(m)
    )
    try {
      await mapLimit(nodes, 8, async (n, id) => {
        const node = { scheme: n.scheme! }
        const res = await fetch(`${demo.imageBaseUrl}/image?${new URLSearchParams({ q: node.scheme.qImage })}`)
        expect(res.status).toBe(200)
        const png = await res.arrayBuffer()
        const checked = await new Promise<{ width: number; height: number; bad: string[]; error?: string }>(
          (resolve) => {
            pending.set(id, resolve)
            worker.postMessage({ id, png, hotspots: node.scheme.hotspots }, [png])
          }
        )
        pending.delete(id)
        expect(checked.error).toBeUndefined()
        expect([checked.width, checked.height]).toEqual([node.scheme.width, node.scheme.height])
        expect(checked.bad, n.path.join(' / ')).toEqual([])
      })
    } finally {
      await worker.terminate()
    }
  }, 30_000)

  it('serves list thumbnails of their natural size', async () => {
    await mapLimit(thumbs.slice(0, 120), 8, async (qImage) => {
      const res = await fetch(`${demo.imageBaseUrl}/image?${new URLSearchParams({ q: qImage })}`)
      const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()))
      expect([png.width, png.height]).toEqual([160, 120])
    })
  })

  it('uses every property of spec 2.4 somewhere', () => {
    for (const p of SPEC_PROPERTIES) expect(seen, p).toContain(p)
  })
})
