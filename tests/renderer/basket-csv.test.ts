import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { BasketLine } from '@renderer/data/baskets/basket-model'
import { basketCsv, CSV_COLUMNS, UTF8_BOM } from '@renderer/features/baskets/basket-csv'
import { linesFromParts, nodeLabel, partNumbersText, pieceCount } from '@renderer/features/baskets/basket-lines'

function line(partNumber: string, name: string, extra: Partial<BasketLine> = {}): BasketLine {
  return {
    id: partNumber,
    basketId: 'b1',
    partNumber,
    name,
    qty: 2,
    vehicle: { vin: 'VM9CV2AX5JM307766', name: 'Marlin Cargo 316 L2H2' },
    source: { q: 'q', lang: 'en', nodeCode: '130-02-02', nodeTitle: 'Main wiring harness' },
    addedAt: 1,
    ...extra
  }
}

/** What a spreadsheet or dealer system gets back: parsed by a real CSV parser. */
function parse(csv: string): string[][] {
  expect(csv.startsWith(UTF8_BOM)).toBe(true)
  const parsed = Papa.parse<string[]>(csv.slice(UTF8_BOM.length), { skipEmptyLines: true })
  expect(parsed.errors).toEqual([])
  return parsed.data
}

describe('basket CSV', () => {
  it('round-trips commas, quotes, line breaks, Cyrillic and CJK through a CSV parser', () => {
    const tricky = [
      line('A 968 041 36 52', 'Cable, 650 mm', { note: 'say "twice"' }),
      line('N 188 128 13', 'Клемма контактная 4–6 мм²', { note: 'first line\nsecond line\r\nthird' }),
      line('5Q0 991 345 SB', '接线端子 4–6 mm²', { vehicle: { vin: 'LSVAM4187C2184847', name: '大众 朗逸' } }),
      line('11 12 7 584 911', 'Dichtung; "Ölwanne"', { source: { q: 'q2', lang: 'de' } })
    ]
    const rows = parse(basketCsv(tricky))
    expect(rows[0]).toEqual([...CSV_COLUMNS])
    expect(rows.slice(1)).toEqual(
      tricky.map((l) => [l.partNumber, l.name, '2', l.vehicle.name, l.vehicle.vin, nodeLabel(l.source), l.note ?? ''])
    )
    expect(rows[2][6]).toBe('first line\nsecond line\r\nthird')
  })

  it('starts with a UTF-8 byte order mark (so Excel reads Cyrillic and CJK) and uses CRLF rows', () => {
    const bytes = new TextEncoder().encode(basketCsv([line('X1', 'Ж')]))
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(basketCsv([line('X1', 'Ж')])).toBe(
      `${UTF8_BOM}${CSV_COLUMNS.join(',')}\r\nX1,Ж,2,Marlin Cargo 316 L2H2,VM9CV2AX5JM307766,130-02-02 Main wiring harness,\r\n`
    )
  })

  it('defuses cells a spreadsheet would run as formulas, even with a line break after the sign', () => {
    const evil = [
      line('=HYPERLINK("http://x","y")', '+cmd|/C calc', { note: '-2+3' }),
      line('@SUM(A1)', '=1+1\nsecond line', { note: '\tTAB' }),
      line('N 1', 'safe - dash inside', { note: 'a=b' })
    ]
    const rows = parse(basketCsv(evil))
    expect(rows[1].slice(0, 2)).toEqual(['\'=HYPERLINK("http://x","y")', "'+cmd|/C calc"])
    expect(rows[1][6]).toBe("'-2+3")
    expect(rows[2][0]).toBe("'@SUM(A1)")
    expect(rows[2][1]).toBe("'=1+1\nsecond line")
    expect(rows[2][6]).toBe("'\tTAB")
    // Only the first character matters; numbers (quantities) are left alone.
    expect(rows[3]).toEqual([
      'N 1',
      'safe - dash inside',
      '2',
      expect.any(String),
      expect.any(String),
      expect.any(String),
      'a=b'
    ])
  })
})

describe('formula defusing looks past what a reader cannot see', () => {
  it.each([
    ['a space', ' =HYPERLINK("http://x")'],
    ['spaces and a tab', '  \t+cmd|/C calc'],
    ['NBSP', '\u00A0=1+1'],
    ['a zero-width space', '\u200B=1+1'],
    ['a word joiner and a soft hyphen', '\u2060\u00AD@SUM(A1)'],
    ['an ideographic space and a BOM', '\u3000\uFEFF-2+3'],
    ['a Hangul filler', '\u3164=1'],
    ['a line break', '\n=1+1'],
    ['full-width equals', '＝HYPERLINK("http://x")'],
    ['full-width plus', '＋1'],
    ['full-width minus', '－1'],
    ['full-width at', '＠SUM(A1)'],
    ['a space before full-width equals', ' ＝1']
  ])('%s before the sign', (_name, value) => {
    const rows = parse(basketCsv([line(value, value, { note: value })]))
    expect(rows[1][0]).toBe(`'${value}`)
    expect(rows[1][1]).toBe(`'${value}`)
    expect(rows[1][6]).toBe(`'${value}`)
  })

  it('leaves text whose first visible character is no sign', () => {
    for (const value of [' N 1', '\u00A0a=b', '\u200BX-1', 'Ｎ 1', ' 5Q0 991 345 SB']) {
      expect(parse(basketCsv([line(value, 'x')]))[1][0]).toBe(value)
    }
  })
})

describe('basket lines from a node', () => {
  const source = { vin: 'VIN1', vehicleName: 'Marlin', q: 'qn', lang: 'ru', nodeCode: '130', nodeTitle: 'Жгут' }

  it('counts pieces from numbers or text, keeping unusual quantities as a note', () => {
    expect([
      pieceCount(3),
      pieceCount('2'),
      pieceCount(' 4 '),
      pieceCount('AR'),
      pieceCount(0),
      pieceCount(undefined)
    ]).toEqual([3, 2, 4, 1, 1, 1])
    const lines = linesFromParts(
      [
        { number: 'A 1', name: 'Bolt', qty: '2', note: 'M8' },
        { number: ' ', name: 'No number' },
        { number: 'B 2', name: 'Hose', qty: '1.5 m' }
      ],
      source
    )
    expect(lines).toEqual([
      {
        partNumber: 'A 1',
        name: 'Bolt',
        qty: 2,
        note: 'M8',
        vehicle: { vin: 'VIN1', name: 'Marlin' },
        source: { q: 'qn', lang: 'ru', nodeCode: '130', nodeTitle: 'Жгут' }
      },
      expect.objectContaining({ partNumber: 'B 2', qty: 1, note: '1.5 m' })
    ])
  })

  it('copies each part number once, one per line, in basket order', () => {
    expect(partNumbersText([{ partNumber: 'B' }, { partNumber: 'A' }, { partNumber: 'B' }])).toBe('B\nA')
    expect(partNumbersText([])).toBe('')
  })
})
