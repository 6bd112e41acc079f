import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { Client, type Result } from './helpers'

// Breadcrumb pointers are never the pointers the lists used for the same page, as on the real
// service (real-shapes.md, "One page, several pointers"), and yet they answer that very page.

interface Crumb {
  q: string
  title: string
}
interface Item {
  q: string
  code: string
}
/** One page on a path: the pointer the list or tile gave for it, and what it answered. */
interface Page {
  q: string
  result: Result
}

let demo: DemoCatalog
let client: Client

beforeAll(async () => {
  demo = await startDemoCatalog()
  client = await Client.create(demo)
})
afterAll(() => demo.close())

/** The answer a pointer gives, without the envelope check hiding an info error. */
async function page(q: string, lang = 'en'): Promise<Result> {
  return client.q(q, { lang })
}

/**
 * Walks main groups → the first group of every tab → its first subgroup → first node → first
 * part info by list pointers, keeping every page on the way: a sample of every section kind.
 */
async function samplePaths(vin: string): Promise<Page[][]> {
  const { qMainGroup } = await client.vehicle(vin)
  const main: Page = { q: qMainGroup, result: await page(qMainGroup) }
  const paths: Page[][] = [[main]]
  const tabs = main.result.lists_group as { lists: Item[] }[]
  for (const tab of tabs) {
    const groupItem = tab.lists[0]!
    const group: Page = { q: groupItem.q, result: await page(groupItem.q) }
    paths.push([main, group])
    const subItem = (group.result.lists as Item[] | undefined)?.[0]
    if (!subItem) continue // service groups (serviceParts, tables, html) have no list
    const sub: Page = { q: subItem.q, result: await page(subItem.q) }
    const nodeItem = (sub.result.lists as Item[])[0]!
    const node: Page = { q: nodeItem.q, result: await page(nodeItem.q) }
    const partQ = (node.result.node as { parts: { q_partinfo: string }[] }).parts[0]!.q_partinfo
    const part: Page = { q: partQ, result: await page(partQ) }
    paths.push([main, group, sub], [main, group, sub, node], [main, group, sub, node, part])
  }
  return paths
}

describe('breadcrumb pointers', () => {
  it('differ from the list or tile pointer of every page on the path, and answer the same page', async () => {
    let checked = 0
    for (const vin of [demo.vins[0]!, demo.vins[2]!]) {
      for (const path of await samplePaths(vin)) {
        const last = path[path.length - 1]!
        const crumbs = last.result.bread_crumb as Crumb[]
        expect(crumbs.length).toBe(path.length)
        for (const [i, crumb] of crumbs.entries()) {
          const listPage = path[i]!
          expect(crumb.q).not.toBe(listPage.q)
          expect(await page(crumb.q)).toEqual(listPage.result)
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  it('are the same string on every page that shows them, in every answer language', async () => {
    const [main, group, sub] = (await samplePaths(demo.vins[1]!)).find((p) => p.length === 3)!
    const fromGroup = group!.result.bread_crumb as Crumb[]
    const fromSub = sub!.result.bread_crumb as Crumb[]
    expect(fromSub.slice(0, 2)).toEqual(fromGroup)
    expect((main!.result.bread_crumb as Crumb[])[0]).toEqual(fromGroup[0])
    const inGerman = (await page(sub!.q, 'de')).bread_crumb as Crumb[]
    // titles change with the language; the demo's pointers do not embed them, so q stays
    expect(inGerman.map((c) => c.q)).toEqual(fromSub.map((c) => c.q))
    expect(await page(fromSub[2]!.q, 'de')).toEqual(await page(sub!.q, 'de'))
  })

  it('go stale with every other pointer after rotatePointerGeneration()', async () => {
    const local = await startDemoCatalog()
    try {
      const c = await Client.create(local)
      const { qMainGroup } = await c.vehicle(local.vins[0]!)
      const groupQ = ((await c.q(qMainGroup)).lists_group as { lists: Item[] }[])[0]!.lists[0]!.q
      const crumbs = (await c.q(groupQ)).bread_crumb as Crumb[]
      expect((await c.q(crumbs[1]!.q)).info).toBeUndefined()
      local.knobs.rotatePointerGeneration()
      for (const q of [qMainGroup, groupQ, ...crumbs.map((x) => x.q)]) {
        const r = await c.q(q)
        expect(r.info?.type).toBe('error')
        expect(r.resultCode).toBe(410)
      }
    } finally {
      await local.close()
    }
  })
})
