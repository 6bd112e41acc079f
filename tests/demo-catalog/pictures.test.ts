import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoCatalog, type DemoCatalog } from '../../demo-catalog/index'
import { Client, type Result } from './helpers'

// A picture has two addresses: the public image host, and /api/q with a token (the vendor's own
// design resolved pictures through /api/q). Both give the same PNG bytes.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

let demo: DemoCatalog
let client: Client
let qMain: string
let node: { images: { qImage: string }[] }
let thumb: string

beforeAll(async () => {
  demo = await startDemoCatalog()
  client = await Client.create(demo)
  qMain = (await client.vehicle(demo.vins[0]!)).qMainGroup
  const main = await client.q(qMain)
  const group = (main.lists_group as { lists: { q: string; qImage: string }[] }[])[0]!.lists[0]!
  thumb = group.qImage
  const sub = ((await client.q(group.q)).lists as { q: string }[])[0]!
  const nodeQ = ((await client.q(sub.q)).lists as { q: string }[])[0]!.q
  node = (await client.q(nodeQ)).node as typeof node
})
afterAll(() => demo.close())

const viaApi = (q: string, headers: Record<string, string> = client.headers()): Promise<Response> =>
  fetch(`${demo.baseUrl}/api/q?${new URLSearchParams({ q })}`, { headers })
const viaHost = (q: string): Promise<Response> => fetch(`${demo.imageBaseUrl}/image?${new URLSearchParams({ q })}`)

describe('pictures through /api/q', () => {
  it('answer the same PNG bytes as the image host, with Content-Type image/png', async () => {
    const pointers = [thumb, ...node.images.map((d) => d.qImage)]
    expect(pointers.length).toBeGreaterThanOrEqual(3) // the first node has several drawings
    for (const q of pointers) {
      const api = await viaApi(q)
      expect(api.status).toBe(200)
      expect(api.headers.get('content-type')).toBe('image/png')
      expect(api.headers.get('cache-control')).toMatch(/^private,/)
      const bytes = Buffer.from(await api.arrayBuffer())
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE)
      expect(Number(api.headers.get('content-length'))).toBe(bytes.length)
      const host = await viaHost(q)
      expect(host.status).toBe(200)
      expect(Buffer.from(await host.arrayBuffer())).toEqual(bytes)
      expect(api.headers.get('etag')).toBe(host.headers.get('etag'))
    }
  })

  it('need no catalog parameter, and answer 304 to a matching If-None-Match', async () => {
    const first = await viaApi(thumb)
    await first.arrayBuffer()
    const again = await viaApi(thumb, { ...client.headers(), 'If-None-Match': first.headers.get('etag')! })
    expect(again.status).toBe(304)
  })

  it('are 401 without a valid token, like every /api route', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not.a.token' }] as Record<string, string>[]) {
      const res = await viaApi(thumb, headers)
      expect(res.status).toBe(401)
      const body = (await res.json()) as { statusCode: number; message: string }
      expect(body).toMatchObject({ statusCode: 401, message: 'Unauthorized' })
    }
  })

  it('a stale picture pointer gets the info error, and section pointers still answer JSON', async () => {
    const section = await viaApi(qMain)
    expect(section.status).toBe(200)
    expect(section.headers.get('content-type')).toMatch(/application\/json/)
    await section.json()
    const local = await startDemoCatalog()
    try {
      const c = await Client.create(local)
      const main = await c.q((await c.vehicle(local.vins[0]!)).qMainGroup)
      const q = (main.lists_group as { lists: { qImage: string }[] }[])[0]!.lists[0]!.qImage
      local.knobs.rotatePointerGeneration()
      const res = await fetch(`${local.baseUrl}/api/q?${new URLSearchParams({ q })}`, { headers: c.headers() })
      expect(res.status).toBe(200)
      const body = (await res.json()) as { success: boolean; result: Result }
      expect(body.result.info?.type).toBe('error')
      expect(body.result.resultCode).toBe(410)
    } finally {
      await local.close()
    }
  })

  it('are counted as /api/q requests in the log', async () => {
    demo.log.reset()
    await (await viaApi(thumb)).arrayBuffer()
    expect(demo.log.counts()).toMatchObject({ q: 1, image: 0 })
  })
})
