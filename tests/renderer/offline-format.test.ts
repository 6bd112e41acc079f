import { describe, expect, it } from 'vitest'
import { formatAge, formatBytes, formatCount } from '@renderer/lib/format'

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0)
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('offline figures in the UI language', () => {
  it('says how old a saved copy is', () => {
    expect(formatAge(NOW - 10_000, NOW, 'en')).toBe('now')
    expect(formatAge(NOW - 5 * MINUTE, NOW, 'en')).toBe('5 minutes ago')
    expect(formatAge(NOW - 3 * HOUR - 20 * MINUTE, NOW, 'en')).toBe('3 hours ago')
    expect(formatAge(NOW - DAY - HOUR, NOW, 'en')).toBe('yesterday')
    expect(formatAge(NOW - 9 * DAY, NOW, 'en')).toBe('last week')
    expect(formatAge(NOW - 400 * DAY, NOW, 'en')).toBe('last year')
  })

  it('speaks the UI language, and a clock running behind reads as now', () => {
    expect(formatAge(NOW - 3 * HOUR, NOW, 'de')).toBe('vor 3 Stunden')
    expect(formatAge(NOW - 3 * HOUR, NOW, 'ru')).toBe('3 часа назад')
    expect(formatAge(NOW + 5 * MINUTE, NOW, 'en')).toBe('now')
  })

  it('shows sizes in binary units with sensible precision', () => {
    expect(formatBytes(0, 'en')).toBe('0 kB')
    expect(formatBytes(512, 'en')).toBe('0.5 kB')
    expect(formatBytes(1536, 'en')).toBe('1.5 kB')
    expect(formatBytes(250 * 1024 * 1024, 'en')).toBe('250 MB')
    expect(formatBytes(1024 ** 3, 'en')).toBe('1 GB')
    expect(formatBytes(1.25 * 1024 ** 3, 'de').replace(/\s/g, ' ')).toBe('1,3 GB')
    expect(formatCount(5054, 'en')).toBe('5,054')
  })
})
