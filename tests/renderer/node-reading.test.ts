import { describe, expect, it } from 'vitest'
import { readNode } from '@shared/readers'
import { readNodeOnce } from '@renderer/features/node/components/node-reading'
import { crankshaftNode } from './node-fixtures'

describe('readNodeOnce', () => {
  it('reads an answer’s node like readNode, once: the page and its body share the reading', () => {
    const raw = structuredClone(crankshaftNode)
    const first = readNodeOnce(raw)
    expect(first).toEqual(readNode(raw))
    expect(readNodeOnce(raw)).toBe(first)
  })

  it('reads a new answer afresh, and passes what is not a node through', () => {
    const reading = readNodeOnce(structuredClone(crankshaftNode))
    expect(readNodeOnce(structuredClone(crankshaftNode))).not.toBe(reading)
    expect(readNodeOnce(undefined)).toBeNull()
    expect(readNodeOnce('node')).toBeNull()
  })
})
