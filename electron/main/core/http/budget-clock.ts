/**
 * Time and chance for the request budget, injectable so tests are deterministic and never wait
 * real seconds. `now` is wall-clock epoch ms: the page is told until when we are held back
 * (CatalogPacing.slowDownUntil), a Retry-After may be an HTTP date, and counts follow the
 * local day.
 */
export interface BudgetClock {
  now(): number
  sleep(ms: number): Promise<void>
  random(): number
}

export const realClock: BudgetClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms))),
  random: () => Math.random()
}
