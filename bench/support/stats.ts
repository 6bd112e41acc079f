/** Small helpers so every benchmark reports the same figures the same way. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]
}

export const median = (samples: number[]) => percentile(samples, 50)

export const round = (value: number, digits = 3) => Number(value.toFixed(digits))
