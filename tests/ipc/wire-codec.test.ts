import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64, decodeWire, encodeWire } from '../../electron/shared/wire-codec'

describe('wire codec', () => {
  it('round-trips bytes nested anywhere in a Result', () => {
    const bytes = new Uint8Array(300_000).map((_, index) => (index * 7) % 256)
    const result = { ok: true, value: { contentType: 'image/png', bytes, list: [new Uint8Array([0, 255])] } }
    const decoded = decodeWire(encodeWire(result)) as typeof result
    expect(decoded.value.bytes).toBeInstanceOf(Uint8Array)
    // Buffer.equals: a deep toEqual over 300 000 elements takes a second.
    expect(Buffer.from(decoded.value.bytes).equals(Buffer.from(bytes))).toBe(true)
    expect(decoded.value.list[0]).toEqual(new Uint8Array([0, 255]))
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
