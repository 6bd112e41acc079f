import 'fake-indexeddb/auto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMirroredAccess } from '@renderer/data/catalog/mirrored-access'
import { readNode, readResult, readVehicle } from '@shared/readers'
import { vehicleKey } from '@renderer/data/db/keys'
import { vehicleRecordFor } from '@renderer/data/db/vehicle-record'
import { VehicleSaver, type SaveTarget } from '@renderer/data/saving/vehicle-saver'
import { SearchDatabase } from '@renderer/data/search/search-database'
import { SearchService, type StoredSectionEvent } from '@renderer/data/search/search-service'
import { startOfflineHarness, unplugged, type OfflineHarness } from './harness'

let h: OfflineHarness
let searchDb: SearchDatabase
let target: SaveTarget

beforeAll(async () => {
  h = await startOfflineHarness()
  searchDb = new SearchDatabase(`save-search-${Math.random()}`)
  // The smallest demo vehicle keeps this suite quick; the walk is the same for all.
  const vin = h.demoVins[4]
  const answer = await h.network.vin({ vin, lang: 'en' })
  const record = answer.ok ? vehicleRecordFor(h.origins.origin, vin, answer.value.result) : null
  if (!answer.ok || !answer.value.result.vehicle || !record?.catalog) throw new Error('demo VIN not found')
  target = {
    vin,
    catalog: record.catalog,
    qMainGroup: readVehicle(answer.value.result.vehicle)!.qMainGroup!,
    lang: 'en'
  }
  await h.repo.garage.rememberVehicle(record)
}, 60_000)
afterAll(async () => {
  await searchDb?.delete()
  await h.close()
})

/** Walks the vehicle through the mirror only, by the pointers it returns, counting nodes. */
async function walkOffline(): Promise<{ nodes: number; missing: string[]; images: number; drawings: number }> {
  const offline = createMirroredAccess(unplugged, h.repo.answers, () => h.origins)
  const missing: string[] = []
  let nodes = 0
  let images = 0
  let drawings = 0
  const queue = [target.qMainGroup]
  const seen = new Set(queue)
  while (queue.length) {
    const q = queue.shift()!
    const answer = await offline.section({ q, catalog: target.catalog, lang: 'en' })
    if (!answer.ok) {
      missing.push(answer.error.code)
      continue
    }
    const result = readResult(answer.value.result)
    const next = [...(result.lists_group ?? []).flatMap((tab) => tab.lists ?? []), ...(result.lists ?? [])]
    for (const item of next) {
      if (item.q && !seen.has(item.q)) {
        seen.add(item.q)
        queue.push(item.q)
      }
    }
    const node = readNode(result.node)
    if (node) {
      nodes++
      // Every drawing of the node, not only the one the answer is about.
      for (const [index, drawing] of node.drawings.entries()) {
        drawings++
        if ((await offline.image(drawing.qImage)).ok) images++
        else missing.push(`drawing ${index + 1} of ${node.code}`)
      }
      const partInfo = node.parts[0]?.q_partinfo
      if (partInfo && !(await offline.section({ q: partInfo, catalog: target.catalog, lang: 'en' })).ok) {
        missing.push(`part info in ${node.code}`)
      }
    }
  }
  return { nodes, missing, images, drawings }
}

describe('save a whole vehicle for offline use', () => {
  it('is interrupted, resumes after a "restart", survives a tiny budget, and every node opens with the service cut off', async () => {
    const progress: number[] = []
    // The vehicle's search index follows the save (the app hands the saver the same service).
    const search = new SearchService(async () => searchDb)
    const onStored = (event: StoredSectionEvent) => void search.sectionStored(event)
    const first = new VehicleSaver(
      target,
      { network: h.network, mirror: h.repo, origins: h.origins, onStored },
      (p) => {
        progress.push(p.done)
        if (p.done >= 40) first.pause()
      }
    )
    const paused = await first.run()
    expect(paused.state).toBe('paused')
    expect(paused.done).toBeGreaterThanOrEqual(40)
    expect(paused.done).toBeLessThan(paused.total)
    expect(await h.repo.queue.interrupted()).toEqual([vehicleKey(h.origins.origin, target.vin)])

    // A new saver over the same database: the app was closed and opened again.
    const second = new VehicleSaver(target, { network: h.network, mirror: h.repo, origins: h.origins, onStored })
    const finished = await second.run()
    expect(finished).toMatchObject({ state: 'done', failed: 0 })
    expect(finished.done).toBe(finished.total)
    expect(finished.total).toBeGreaterThan(500)
    expect(await h.repo.queue.interrupted()).toEqual([])
    // Progress only ever grows.
    expect(progress).toEqual([...progress].sort((a, b) => a - b))

    const [garage] = await h.repo.garage.listVehicles()
    expect(garage).toMatchObject({ vin: target.vin, saved: 1 })

    // A tiny budget evicts only unsaved data: this vehicle is saved, so all of it stays.
    const usage = await h.repo.storage.usage()
    expect(usage.pinnedBytes).toBe(usage.bytes)
    await h.repo.storage.setBudget(1024)

    const offline = await walkOffline()
    expect(offline.missing).toEqual([])
    expect(offline.nodes).toBeGreaterThan(100)
    // Nodes with several drawings have every one of them stored, not just the first.
    expect(offline.drawings).toBeGreaterThan(offline.nodes)
    expect(offline.images).toBe(offline.drawings)
    expect(garage.sections).toBeGreaterThan(offline.nodes)

    // Every stored section is in the vehicle's index: nodes by title, parts by name and number.
    await search.flush()
    const key = vehicleKey(h.origins.origin, target.vin)
    expect(await search.size(key, 'en')).toBe(garage.sections)
    const brakes = await search.search(key, 'en', 'brake', 200)
    expect(brakes.some((hit) => hit.kind === 'part')).toBe(true)
    expect(brakes.some((hit) => hit.kind === 'section')).toBe(true)
    const part = brakes.find((hit) => hit.kind === 'part' && hit.number)!
    expect((await search.whereUsed(part.number!, 'en')).some((row) => row.q === part.q)).toBe(true)
  }, 600_000)
})
