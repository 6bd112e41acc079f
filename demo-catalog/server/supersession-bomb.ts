import type { Json, JsonObject } from '../catalog/json'

// A supersession bomb (issue 20): a part-information answer whose replacement table has one row
// naming `numbers` part numbers, each in the cell shape real answers use for numbers
// (`{ value, number }`). 1,500 numbers are about 70 KB on the wire; a client that links every
// pair of numbers in a row writes 1,124,250 links for it.

export const SUPERSESSION_BOMB_NUMBERS = 1500

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The answer's own part number, wherever its partinfo (object or tables) carries it. */
function ownNumber(answer: JsonObject): string | undefined {
  const result = answer.result
  if (!isObject(result)) return undefined
  const info = result.partinfo
  if (isObject(info)) return typeof info.number === 'string' ? info.number : undefined
  if (!Array.isArray(info)) return undefined
  for (const table of info) {
    if (!isObject(table) || !Array.isArray(table.data)) continue
    for (const row of table.data) {
      if (!isObject(row)) continue
      for (const cell of Object.values(row)) if (isObject(cell) && typeof cell.number === 'string') return cell.number
    }
  }
  return undefined
}

/** The bomb's numbers: the part's own first (so the bomb joins it), then made-up ones. */
export function bombNumbers(own: string | undefined, count: number): string[] {
  const made = Array.from({ length: count }, (_, i) => `9Z${String(i).padStart(4, '0')} ${(i * 7919) % 1000}`)
  return own ? [own, ...made.slice(0, count - 1)] : made
}

/** Rewrites a part-information answer in place; other answers pass as they are. */
export function supersessionBomb(answer: JsonObject, numbers = SUPERSESSION_BOMB_NUMBERS): void {
  const result = answer.result
  if (!isObject(result) || !('replacement' in result || 'partinfo' in result)) return
  const count = Math.max(2, Math.floor(numbers))
  const row: JsonObject = {}
  bombNumbers(ownNumber(answer), count).forEach((number, i) => (row[`n${i}`] = { value: number, number }))
  result.replacement = [
    {
      title: 'Replacement',
      header: [
        { id: 'n0', value: 'Old' },
        { id: 'n1', value: 'New' }
      ],
      data: [row]
    }
  ]
}
