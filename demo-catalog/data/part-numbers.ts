import { hash32 } from './random'
import type { NumberingSystem } from './vehicles'

// Each make numbers parts its own way; the formats imitate real OEM conventions so that a
// client's part-number handling (spaces, dashes, suffix letters) meets realistic input.

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const ALNUM = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'

function digits(h: number, n: number): string {
  return String(h % 10 ** n).padStart(n, '0')
}

export function formatPartNumber(system: NumberingSystem | 'STD', key: string, seed: number): string {
  const h1 = hash32(`${system}|${key}`, seed)
  const h2 = hash32(`${key}|${system}|2`, seed)
  const l = (h: number, i: number): string => LETTERS[(h >>> (i * 5)) % LETTERS.length]!
  switch (system) {
    case 'STD':
      return `N ${digits(h1, 3).replace(/^0/, '9')} ${digits(h2, 3)} ${digits(h1 >>> 11, 2)}`
    case 'VK':
    case 'VOS':
    case 'KES': {
      const family = { VK: ['5Q0', '04L', '3Q0', '1K0'], VOS: ['3G5', '3G0', '5G4'], KES: ['2GA', '2G7', '6F9'] }[
        system
      ]
      const suffix = h2 % 3 === 0 ? '' : ` ${l(h2, 1)}${h2 % 5 === 0 ? l(h2, 2) : ''}`
      return `${family[h1 % family.length]} ${digits(h1 >>> 3, 3)} ${digits(h2 >>> 2, 3)}${suffix}`
    }
    case 'MB':
    case 'MAR':
      return `A ${system === 'MB' ? '6' : '9'}${digits(h1, 2)} ${digits(h2, 3)} ${digits(h1 >>> 9, 2)} ${digits(h2 >>> 9, 2)}`
    case 'BOR':
      return `${l(h1, 0)}${l(h1, 1)}${1 + (h1 % 9)}Z-${1 + (h2 % 9)}${l(h2, 1)}${digits(h2 >>> 7, 3)}-${l(h1, 3)}`
    case 'TAM': {
      const mid = `${ALNUM[(h2 % 23) + 10]}${h2 % 10}${ALNUM[((h2 >>> 5) % 23) + 10]}`
      return `${digits(h1, 5)}-${mid}-${l(h1, 4)}${digits(h2 >>> 8, 2)}`
    }
    // The fleet's group (fleet.ts). Shapes unlike the hand-made five's, so no number is shared with them.
    case 'PQ': // "6RA 407 151 B": a compact platform, group-style families
      return `${['6RA', '2Q8', '5NB', '8XJ'][h1 % 4]} ${digits(h1 >>> 3, 3)} ${digits(h2 >>> 2, 3)}${h2 % 3 === 0 ? '' : ` ${l(h2, 1)}`}`
    case 'RW': // "11 42 8 575 211": group, subgroup, then a serial
      return `${digits(h1, 2)} ${digits(h1 >>> 7, 2)} ${1 + (h2 % 9)} ${digits(h2 >>> 4, 3)} ${digits(h1 >>> 14, 3)}`
    case 'TN': // "04465-0K090"
      return `${digits(h1, 5)}-${h2 % 10}${l(h2, 1)}${digits(h2 >>> 11, 3)}`
    case 'EV': // "1044321-00-C"
      return `1${digits(h1, 6)}-${digits(h2, 2)}-${l(h2, 2)}`
    case 'HAL': // "31340178"
      return `3${digits(h1, 7)}`
    case 'COR': // "402606734R"
      return `${1 + (h1 % 9)}${digits(h2, 8)}R`
    case 'VEL': // "51937583"
      return `${['51', '52', '71', '73'][h1 % 4]}${digits(h2, 6)}`
    case 'KAI': // "D1060-4BA0A"
      return `${l(h1, 0)}${digits(h1 >>> 5, 4)}-${h2 % 10}${l(h2, 1)}${l(h2, 2)}${(h2 >>> 3) % 10}${l(h2, 3)}`
    case 'BRW': // "84529867"
      return `${h1 % 2 === 0 ? '8' : '2'}${digits(h2, 7)}`
    case 'HAN': // "58101-D7A00"
      return `${digits(h1, 5)}-${l(h2, 0)}${h2 % 10}${l(h2, 1)}${digits(h2 >>> 13, 2)}`
  }
}
