/**
 * Plain, localized words for mirror figures: how old a saved copy is and how much it weighs.
 * Pure functions of (value, now, locale) so the views stay thin and the rules are testable.
 */

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000]
]

/** "3 hours ago", "yesterday", "now" — in the UI language. Clock skew (a future time) reads as now. */
export function formatAge(then: number, now: number, locale: string): string {
  const elapsed = Math.max(0, now - then)
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit)
  }
  return format.format(0, 'second') // "now"
}

// From kilobytes up: Intl has no short "B" in every language (English's narrow byte is "0B", its
// short one "0 byte"), and the sizes shown here are a page or more anyway.
const BYTE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/** "0 kB", "0.5 kB", "1.4 MB", "2 GB" (powers of 1024, as file managers show them), in the UI language. */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes) / 1024
  let unit = 0
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0
  }).format(value)
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value)
}

/**
 * A rough time left in words: "4 minutes", "1.5 hours" (minutes rounded up: a save that says
 * "1 minute" should not take two). Null under a minute, which the view words on its own.
 */
export function formatTimeLeft(seconds: number, locale: string): string | null {
  if (!Number.isFinite(seconds) || seconds < 60) return null
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes)
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 1
  }).format(Math.round((minutes / 60) * 10) / 10)
}
