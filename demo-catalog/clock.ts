import type { DemoClock } from './types'

export const systemClock: DemoClock = { now: () => Date.now() }

/** A clock tests move by hand: token expiry and 401 timestamps follow it, not wall time. */
export class ManualClock implements DemoClock {
  private current: number
  constructor(startMs: number = Date.UTC(2025, 0, 15, 9, 0, 0)) {
    this.current = startMs
  }
  now(): number {
    return this.current
  }
  advance(ms: number): void {
    this.current += ms
  }
  set(ms: number): void {
    this.current = ms
  }
}
