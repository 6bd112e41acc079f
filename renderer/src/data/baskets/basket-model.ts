import type { BasketLine, BasketRecord } from '../db/schema'

/**
 * Job baskets: parts collected across diagrams for one job, kept in IndexedDB beside the mirror
 * but never evicted — a basket is the user's work, not a cache.
 */

/** The records, as stored (db/schema.ts). */
export type { BasketLine, BasketRecord }

/** A basket as the list shows it: how many lines, how many pieces. */
export interface BasketSummary extends BasketRecord {
  lines: number
  pieces: number
}

/** A part as it is added: the repository gives it its id, its basket and the time. */
export type NewLine = Omit<BasketLine, 'id' | 'basketId' | 'addedAt'>
