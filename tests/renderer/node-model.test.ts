import { describe, expect, it } from 'vitest'
import { hotspotKey, readNode } from '@shared/readers'
import {
  displayValue,
  extraPartFields,
  nextSelection,
  partMatches,
  rowsByHotspot
} from '@renderer/features/node/components/node-model'
import { crankshaftNode } from './node-fixtures'
import { readAnswerNode } from './node-helpers'

describe('node model', () => {
  const parts = readAnswerNode(crankshaftNode).parts

  it('normalises hotspot ids to strings', () => {
    expect(hotspotKey(7)).toBe('7')
    expect(hotspotKey('7')).toBe('7')
    expect(hotspotKey(0)).toBe('0')
    expect(hotspotKey(undefined)).toBeNull()
    expect(hotspotKey('')).toBeNull()
  })

  it('groups rows by callout in table order', () => {
    const map = rowsByHotspot([{ hotspotId: 1 }, { hotspotId: '2' }, { hotspotId: '1' }, {}])
    expect([...map]).toEqual([
      ['1', [0, 2]],
      ['2', [1]]
    ])
  })

  it('finds the fields without a column, in first-seen order', () => {
    expect(extraPartFields(parts)).toEqual(['prodTo', 'weight', 'prodFrom'])
  })

  it('renders values of any shape as short text', () => {
    expect(displayValue(null)).toBe('')
    expect(displayValue(2.5)).toBe('2.5')
    expect(displayValue(false)).toBe('false')
    expect(displayValue({ a: [1] })).toBe('{"a":[1]}')
    expect(displayValue('x'.repeat(200))).toHaveLength(80)
  })

  it('matches a filter against number (ignoring spaces), name or exact callout', () => {
    const part = { hotspotId: 12, number: '1K0 226 527', name: 'Cylinder block' }
    expect(partMatches(part, '1k0226')).toBe(true)
    expect(partMatches(part, '226 527')).toBe(true)
    expect(partMatches(part, 'BLOCK')).toBe(true)
    expect(partMatches(part, '12')).toBe(true)
    expect(partMatches(part, '1')).toBe(true) // "1" is in the number
    expect(partMatches(part, 'gasket')).toBe(false)
    // Names like every filter of the app: accents and word order do not matter.
    expect(partMatches({ number: 'N 1', name: 'Écrou à embase M8' }, 'm8 ecrou')).toBe(true)
  })

  it('selects one callout per click, toggles with the modifier', () => {
    expect(nextSelection([], '1', false)).toEqual(['1'])
    expect(nextSelection(['1'], '2', false)).toEqual(['2'])
    expect(nextSelection(['1'], '1', false)).toEqual([])
    expect(nextSelection(['1', '2'], '1', false)).toEqual(['1'])
    expect(nextSelection(['1'], '2', true)).toEqual(['1', '2'])
    expect(nextSelection(['1', '2'], '1', true)).toEqual(['2'])
  })

  it('identifies a node by its code, not by its text or its group pointer (both in the language shown)', () => {
    const identity = (raw: object) => readNode(raw)?.identity
    expect(identity({ ...crankshaftNode, title: 'Kurbelwelle' })).toBe(identity(crankshaftNode))
    expect(identity({ ...crankshaftNode, title: 'Kurbelwelle', qGroup: 'the-group-in-german' })).toBe(
      identity(crankshaftNode)
    )
    expect(identity({ ...crankshaftNode, code: 'other' })).not.toBe(identity(crankshaftNode))
  })
})
