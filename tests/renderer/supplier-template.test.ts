/**
 * Supplier templates: what the Settings form accepts (https, `{number}`, only known
 * placeholders, none in the site's own address), and the address a part row opens.
 */
import { describe, expect, it } from 'vitest'
import {
  EXAMPLE_TEMPLATE,
  makeTemplate,
  readTemplates,
  templateProblems,
  withTemplate,
  withoutTemplate
} from '@renderer/lib/supplier-template'
import { lookupNumber, missingValues, supplierLookup, supplierUrl } from '@renderer/features/suppliers/supplier-url'

const kinds = (name: string, url: string) => templateProblems({ name, url }).map((problem) => problem.kind)

describe('a supplier template is accepted', () => {
  it('with a name and an https address holding {number}, optionally {brand} and {vin}', () => {
    expect(kinds('Shop', 'https://shop.example/search?q={number}')).toEqual([])
    expect(kinds('Shop', 'https://shop.example/{brand}/{number}?vin={vin}')).toEqual([])
    expect(kinds('Shop', ' https://shop.example/p/{NUMBER} ')).toEqual([]) // case and spaces forgiven
    expect(kinds(EXAMPLE_TEMPLATE.name, EXAMPLE_TEMPLATE.url)).toEqual([])
  })

  it('not without a name, or with one too long', () => {
    expect(kinds('  ', 'https://shop.example/?q={number}')).toEqual(['name-missing'])
    expect(kinds('x'.repeat(61), 'https://shop.example/?q={number}')).toEqual(['name-too-long'])
  })

  it('not without an address, a web address, https or {number}', () => {
    expect(kinds('Shop', '')).toEqual(['url-missing'])
    expect(kinds('Shop', 'shop.example/?q={number}')).toEqual(['not-web-address'])
    expect(kinds('Shop', 'javascript:alert({number})')).toEqual(['not-web-address'])
    expect(kinds('Shop', 'http://shop.example/?q={number}')).toEqual(['not-https'])
    expect(kinds('Shop', 'https://shop.example/?q=')).toEqual(['number-missing'])
    expect(kinds('Shop', `https://shop.example/?q={number}&x=${'a'.repeat(2000)}`)).toEqual(['url-too-long'])
  })

  it('names unknown placeholders and stray braces', () => {
    expect(templateProblems({ name: 'Shop', url: 'https://shop.example/?q={number}&m={model}&p={part}' })).toEqual([
      { field: 'url', kind: 'unknown-placeholder', names: ['model', 'part'] }
    ])
    expect(kinds('Shop', 'https://shop.example/?q={number')).toEqual(['stray-brace', 'number-missing'])
    expect(kinds('Shop', 'https://shop.example/?q={number}}')).toEqual(['stray-brace'])
  })

  it('not with a placeholder in the site itself: the values must not choose the site', () => {
    expect(kinds('Shop', 'https://{brand}.shop.example/?q={number}')).toEqual(['placeholder-in-address'])
    expect(kinds('Shop', 'https://{number}')).toEqual(['placeholder-in-address'])
  })
})

describe('the address a part opens', () => {
  const shop = makeTemplate({ name: 'Shop', url: 'https://shop.example/{brand}/search?q={number}&vin={vin}' }, 's1')

  it('fills each placeholder URL-encoded, the number without its separators', () => {
    expect(lookupNumber('5Q0 991 345-SB')).toBe('5Q0991345SB')
    expect(lookupNumber('0.986/494_123')).toBe('0986494123')
    expect(
      supplierUrl(shop, { number: '5Q0 991 345 SB', brand: 'Mercedes-Benz & Co/AG', vin: 'WVWZZZ1JZXW000001' })
    ).toBe('https://shop.example/Mercedes-Benz%20%26%20Co%2FAG/search?q=5Q0991345SB&vin=WVWZZZ1JZXW000001')
    const upper = makeTemplate({ name: 'Shop', url: 'https://shop.example/?q={ Number }' }, 's2')
    expect(supplierUrl(upper, { number: 'A#1?' })).toBe('https://shop.example/?q=A%231%3F')
  })

  it('is null when the template needs a value there is none of', () => {
    expect(missingValues(shop, { number: '123', vin: 'V' })).toEqual(['brand'])
    expect(supplierUrl(shop, { number: '123', vin: 'V', brand: ' ' })).toBeNull()
    expect(supplierUrl(EXAMPLE_TEMPLATE, { number: ' - ' })).toBeNull()
    expect(supplierUrl(EXAMPLE_TEMPLATE, { number: '11 42 7' })).toBe('https://www.example.com/search?q=11427')
  })
})

describe('the filled address against what main opens', () => {
  const plain = makeTemplate({ name: 'Plain', url: 'https://plain.example/?q={number}' }, 'p')
  const prefix = 'https://plain.example/?q='.length

  it('is refused past 2048 characters, with the reason; exactly 2048 passes', () => {
    expect(supplierUrl(plain, { number: 'A'.repeat(2048 - prefix) })).toHaveLength(2048)
    expect(supplierLookup(plain, { number: 'A'.repeat(2049 - prefix) })).toEqual({
      url: null,
      problem: { kind: 'too-long', length: 2049, max: 2048 }
    })
    // Encoded, one Cyrillic letter is six characters: a short number can make a long address.
    expect(supplierLookup(plain, { number: 'Ж'.repeat(338) }).problem?.kind).toBe('too-long')
    expect(supplierLookup(plain, { number: 'A 1', vin: 'V' })).toEqual({
      url: 'https://plain.example/?q=A1',
      problem: null
    })
  })

  it('says which values are missing', () => {
    const shop = makeTemplate({ name: 'Shop', url: 'https://shop.example/{brand}?q={number}&v={vin}' }, 's')
    expect(supplierLookup(shop, { number: '1' }).problem).toEqual({ kind: 'missing', names: ['brand', 'vin'] })
  })

  it('is built from well-formed text: a lone surrogate becomes U+FFFD instead of throwing', () => {
    expect(supplierUrl(plain, { number: '1K0\uDC00615' })).toBe('https://plain.example/?q=1K0%EF%BF%BD615')
    expect(supplierUrl(plain, { number: '\uD83D\uDE97' })).toBe('https://plain.example/?q=%F0%9F%9A%97') // a whole pair stays
  })
})

describe('the kept list', () => {
  it('adds, replaces and removes by id', () => {
    const a = makeTemplate({ name: ' A ', url: ' https://a.example/?q={number} ' }, 'a')
    expect(a).toEqual({ id: 'a', name: 'A', url: 'https://a.example/?q={number}' })
    const b = makeTemplate({ name: 'B', url: 'https://b.example/?q={number}' }, 'b')
    const list = withTemplate(withTemplate([], a), b)
    expect(withTemplate(list, { ...a, name: 'A2' }).map((t) => t.name)).toEqual(['A2', 'B'])
    expect(withoutTemplate(list, 'a')).toEqual([b])
    expect(makeTemplate({ name: 'C', url: 'https://c.example/{number}' }).id).toMatch(/\S{8,}/)
  })

  it('is read back keeping only templates that still pass', () => {
    expect(readTemplates(undefined)).toEqual([])
    expect(
      readTemplates([
        EXAMPLE_TEMPLATE,
        { id: 'x', name: 'Old', url: 'http://old.example/?q={number}' },
        { id: '', name: 'No id', url: 'https://a.example/{number}' },
        'nonsense',
        null
      ])
    ).toEqual([EXAMPLE_TEMPLATE])
  })
})
