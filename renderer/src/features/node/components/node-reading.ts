import { readNode, type NodeReading } from '@shared/readers'

const readings = new WeakMap<object, NodeReading | null>()

/**
 * readNode, once per answer: the section page and its body both need the node of the same
 * (immutable) answer, and reading a big node's parts twice is time before the first frame. Keyed
 * by the raw node object, so a new answer (revalidation, language switch) is read afresh.
 */
export function readNodeOnce(value: unknown): NodeReading | null {
  if (typeof value !== 'object' || value === null) return readNode(value)
  let reading = readings.get(value)
  if (reading === undefined) {
    reading = readNode(value)
    readings.set(value, reading)
  }
  return reading
}
