import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CatalogClient } from '../../electron/main/core/client/catalog-client'
import {
  jsonDepthExceeds,
  JsonTooDeepError,
  MAX_JSON_DEPTH,
  parseServiceJson
} from '../../electron/main/core/client/json-boundary'
import { fetchSend } from '../../electron/main/core/http/http-transport'
import { MemoryVault } from '../../electron/main/core/memory-adapters'
import { AuthSession } from '../../electron/main/core/session/auth-session'
import { RefreshTokenStore } from '../../electron/main/core/session/refresh-token-store'
import { readVehicle } from '../../electron/shared/readers'
import { encodeWire } from '../../electron/shared/wire-codec'
import * as realShapes from '../support/real-shape-corpus'
import { startHostileService, type HostileService } from '../support/hostile-service'

const bytes = (text: string) => new TextEncoder().encode(text)
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

function deepest(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0
  return 1 + Math.max(0, ...Object.values(value).map(deepest))
}

describe('nesting depth, counted in one pass over the text', () => {
  it('counts brackets only outside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds('{"a":"[[[[[[","b":"\\"[[[[[["}', 1)).toBe(false)
    expect(jsonDepthExceeds('{"a":[{"b":[]}]}', 3)).toBe(true)
    expect(jsonDepthExceeds('{"a":[{"b":[]}]}', 4)).toBe(false)
  })

  it(`takes ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(() => parseServiceJson(bytes(nested(MAX_JSON_DEPTH)))).not.toThrow()
    expect(() => parseServiceJson(bytes(nested(MAX_JSON_DEPTH + 1)))).toThrow(JsonTooDeepError)
  })

  it('a million levels are refused quickly, with no stack overflow', () => {
    const started = performance.now()
    expect(() => parseServiceJson(bytes(nested(1_000_000)))).toThrow(JsonTooDeepError)
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('the real shapes nest far below the limit', () => {
    const answers = Object.values(realShapes).filter((value) => typeof value === 'object')
    expect(answers.length).toBeGreaterThan(5)
    const depths = answers.map((answer) => deepest(answer))
    expect(Math.max(...depths)).toBeLessThanOrEqual(MAX_JSON_DEPTH / 4)
  })

  it('so deep a value breaks the browser-mode wire encoding — which is why it never gets that far', () => {
    let deep: unknown = 1
    for (let i = 0; i < 20_000; i++) deep = [deep]
    expect(() => encodeWire({ ok: true, value: deep })).toThrow(RangeError)
  })
})

describe('__proto__ keys', () => {
  it('are dropped at any depth, spelt plainly or escaped, and pollute nothing', () => {
    const text =
      '{"success":true,"result":{"__proto__":{"polluted":"yes"},"lists":[{"q":"a","\\u005f_proto__":{"isAdmin":true}}]}}'
    const parsed = parseServiceJson(bytes(text)) as { result: { lists: Array<Record<string, unknown>> } }
    expect(Object.hasOwn(parsed.result, '__proto__')).toBe(false)
    expect(Object.hasOwn(parsed.result.lists[0], '__proto__')).toBe(false)
    expect(parsed.result.lists[0]).toEqual({ q: 'a' })
    expect(Object.getPrototypeOf(parsed.result)).toBe(Object.prototype)
    // Even a careless copy afterwards cannot swap a prototype: there is nothing left to copy.
    const copy = Object.assign({}, parsed.result)
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('an answer mirrored before they were dropped cannot swap a prototype where fields are copied', () => {
    // JSON.parse (as IndexedDB's structured clone) keeps `__proto__` as an own, plain property.
    const old = JSON.parse('{"name":"MODEL","qMainGroup":"q","__proto__":{"injected":true},"engine":"V6"}') as unknown
    const vehicle = readVehicle(old)!
    expect(Object.getPrototypeOf(vehicle.extras)).toBe(Object.prototype)
    expect(vehicle.extras).toEqual({ engine: 'V6' })
    // The renderer's copies of table and info fields: tests/renderer/proto-keys.test.ts.
  })

  it('other keys that merely mention it are kept', () => {
    expect(parseServiceJson(bytes('{"__proto__x":1,"title":"__proto__"}'))).toEqual({
      __proto__x: 1,
      title: '__proto__'
    })
  })
})

describe('bidi controls', () => {
  const RLO = '\u202E'
  it('are removed from every text value, as characters or as JSON escapes, pointers left byte-exact', () => {
    const text = JSON.stringify({
      result: {
        lists: [{ q: `ptr${RLO}`, title: `ENG${RLO}INE`, code: '11' }],
        bread_crumb: [{ q: 'p', title: `VIN\u2066X\u2069` }],
        tables: [{ data: [{ number: { value: `1K0${RLO}615301\u202C` } }], header: [{ id: 'number', value: 'No.' }] }],
        html: `<p>\u200FA</p>`,
        words: ['a\u200E', 'b']
      }
    })
    const escaped = text.replace(
      /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16)}`
    )
    for (const source of [text, escaped]) {
      const { result } = parseServiceJson(bytes(source)) as { result: Record<string, unknown> }
      expect(result).toEqual({
        lists: [{ q: `ptr${RLO}`, title: 'ENGINE', code: '11' }],
        bread_crumb: [{ q: 'p', title: 'VINX' }],
        tables: [{ data: [{ number: { value: '1K0615301' } }], header: [{ id: 'number', value: 'No.' }] }],
        html: '<p>A</p>',
        words: ['a', 'b']
      })
    }
  })

  it('leave right-to-left letters alone', () => {
    expect(parseServiceJson(bytes('{"t":"מנוע محرك\u202E"}'))).toEqual({ t: 'מנוע محرك' })
  })
})

describe('through the client', () => {
  let service: HostileService
  let client: CatalogClient
  beforeEach(async () => {
    service = await startHostileService()
    const session = new AuthSession({
      baseUrl: service.url,
      userId: 'u',
      userToken: 't',
      send: fetchSend,
      store: new RefreshTokenStore(new MemoryVault(), Date.now),
      monotonicNow: () => performance.now(),
      timeoutMs: 5_000
    })
    client = new CatalogClient({
      baseUrl: service.url,
      imageBaseUrl: service.url,
      session,
      send: fetchSend,
      timeoutMs: 5_000
    })
  })
  afterEach(() => service.close())

  const answer = (json: string) =>
    service.route('/api/q', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(json)
    })

  it('deep nesting is a bad answer in plain words, and the next page still opens', async () => {
    answer(`{"success":true,"result":{"tables":${nested(100_000)}}}`)
    await expect(client.section({ q: 'q', lang: 'en' })).rejects.toMatchObject({
      appError: { code: 'bad-response', message: expect.stringMatching(/nested far deeper than any catalog page/) }
    })
    answer('{"success":true,"result":{"lists":[{"q":"a","title":"ENGINE"}]}}')
    expect((await client.section({ q: 'q', lang: 'en' })).result.lists).toEqual([{ q: 'a', title: 'ENGINE' }])
  })

  it('a section with __proto__ keys arrives without them, with plain prototypes', async () => {
    answer('{"success":true,"result":{"__proto__":{"polluted":1},"lists":[{"q":"a","__proto__":{"x":1}}]}}')
    const { result } = await client.section({ q: 'q', lang: 'en' })
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype)
    expect(Object.hasOwn(result, '__proto__')).toBe(false)
    expect(result.lists).toEqual([{ q: 'a' }])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
