import { describe, expect, it } from 'vitest'
import { base64ToBytes, BYTES_IN_ANSWER, bytesToBase64, decodeWire, encodeWire } from '../../electron/shared/wire-codec'

describe('wire codec', () => {
  it('round-trips the image answer’s bytes, where the contract has bytes', () => {
    const bytes = new Uint8Array(300_000).map((_, index) => (index * 7) % 256)
    const result = { ok: true, value: { contentType: 'image/png', bytes } }
    const decoded = decodeWire(encodeWire(result), BYTES_IN_ANSWER['catalog.image']) as typeof result
    expect(decoded.value.bytes).toBeInstanceOf(Uint8Array)
    // Buffer.equals: a deep toEqual over 300 000 elements takes a second.
    expect(Buffer.from(decoded.value.bytes).equals(Buffer.from(bytes))).toBe(true)
  })

  it('decodes bytes nowhere else: a $bytes object in a catalog page stays data', () => {
    const page = { ok: true, value: { result: { note: { $bytes: 'AP8=' }, list: [{ $bytes: 'AA==' }] } } }
    expect(decodeWire(encodeWire(page), BYTES_IN_ANSWER['catalog.section'])).toEqual(page)
    // Even the image answer decodes only `value.bytes`, not a look-alike beside it.
    const image = decodeWire('{"ok":true,"value":{"bytes":{"$bytes":"AP8="},"extra":{"$bytes":"AA=="}}}', [
      ['value', 'bytes']
    ])
    expect(image).toEqual({ ok: true, value: { bytes: new Uint8Array([0, 255]), extra: { $bytes: 'AA==' } } })
  })

  it('broken base64 where bytes belong throws (the bridge makes a Result of it)', () => {
    expect(() => decodeWire('{"ok":true,"value":{"bytes":{"$bytes":"%%%"}}}', [['value', 'bytes']])).toThrow()
  })

  it('agrees with Node about base64', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255])
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    expect(base64ToBytes(Buffer.from(bytes).toString('base64'))).toEqual(bytes)
  })

  it('encodes undefined as an empty body and back', () => {
    expect(encodeWire(undefined)).toBe('')
    expect(decodeWire('')).toBeUndefined()
    expect(decodeWire(encodeWire({ a: 1, b: null }))).toEqual({ a: 1, b: null })
  })

  it('leaves objects that merely have a $bytes field among others alone', () => {
    expect(decodeWire('{"$bytes":"AA==","other":1}')).toEqual({ $bytes: 'AA==', other: 1 })
  })
})
