import { describe, expect, it } from 'vitest'
import { contentTypeOf } from '../../electron/main/core/content-types'
import { contentTypeOf as webContentTypeOf } from '../../electron/web/static-files'

describe('the one MIME table (app:// and browser mode)', () => {
  it('serves what either copy knew before they were one: .wasm and .ttf (app://), .map (browser mode)', () => {
    expect(contentTypeOf('/r/app.wasm')).toBe('application/wasm')
    expect(contentTypeOf('/r/font.ttf')).toBe('font/ttf')
    expect(contentTypeOf('/r/index.js.map')).toBe('application/json; charset=utf-8')
    expect(contentTypeOf('/r/INDEX.HTML')).toBe('text/html; charset=utf-8')
    expect(contentTypeOf('/r/blob.bin')).toBe('application/octet-stream')
  })

  it('is the same function in browser mode', () => {
    expect(webContentTypeOf).toBe(contentTypeOf)
  })
})
