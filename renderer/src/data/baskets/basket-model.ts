/**
 * Job baskets: parts collected across diagrams for one job, kept in IndexedDB beside the mirror
 * but never evicted — a basket is the user's work, not a cache.
 */

/** A parts basket for one job (a repair order, a customer, a VIN). */
export interface BasketRecord {
  id: string
  name: string
  /** The vehicle the job is for, when the basket was started from one. */
  vin?: string
  createdAt: number
  updatedAt: number
}

/** One part in a basket, with where it came from so the pick list can say. */
export interface BasketLine {
  id: string
  basketId: string
  partNumber: string
  name: string
  qty: number
  note?: string
  vehicle: { vin: string; name: string }
  source: { catalog?: string; q: string; nodeCode?: string; nodeTitle?: string; lang: string }
  addedAt: number
}

/** A basket as the list shows it: how many lines, how many pieces. */
export interface BasketSummary extends BasketRecord {
  lines: number
  pieces: number
}

/** A part as it is added: the repository gives it its id, its basket and the time. */
export type NewLine = Omit<BasketLine, 'id' | 'basketId' | 'addedAt'>
