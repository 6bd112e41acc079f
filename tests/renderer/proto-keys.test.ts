import { describe, expect, it } from 'vitest'
import { tableExtras } from '@renderer/features/section/components/value-model'

/**
 * Main drops `__proto__` keys from every answer (core/client/json-boundary.ts), but a copy an
 * older version mirrored may still hold one as an own property (JSON.parse and IndexedDB keep it
 * so). Where the renderer copies fields key by key, such a key must not swap a prototype.
 */
const mirrored = (json: string) => JSON.parse(json) as Record<string, unknown>

describe('__proto__ keys in answers mirrored by an older version', () => {
  it('a table’s extra fields are copied without it', () => {
    const rest = tableExtras(mirrored('{"header":[],"data":[],"__proto__":{"injected":true},"note":"x"}'))
    expect(Object.getPrototypeOf(rest)).toBe(Object.prototype)
    expect(rest).toEqual({ note: 'x' })
  })
})
