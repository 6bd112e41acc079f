import { describe, expect, it } from 'vitest'
import { PointerCodec } from '../../demo-catalog/pointers'

describe('pointer codec', () => {
  it('decodes a target holding "|" (a crumb target) whole, also in a codec that did not encode it', () => {
    const target = '3|S|1.2|crumb'
    const pointer = new PointerCodec(7).encode(target)
    // A fresh codec with the same seed (a demo restarted) has no cache: it must decrypt and split.
    expect(new PointerCodec(7).decode(pointer)).toEqual({ ok: true, target })
  })

  it('still refuses a pointer from another seed', () => {
    const pointer = new PointerCodec(7).encode('3|S|1.2')
    expect(new PointerCodec(8).decode(pointer)).toEqual({ ok: false, reason: 'invalid' })
  })
})
