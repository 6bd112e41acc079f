import type { BasketTables } from '../db/basket-tables'
import type { BasketLine, BasketRecord, BasketSummary, NewLine } from './basket-model'

/**
 * Job baskets for the baskets store: the rules (a name is never empty, a quantity stays 1–9999,
 * lines in the order they were added, a summary counts lines and pieces) over the baskets'
 * tables in IndexedDB (db/basket-tables.ts), which only data/db touches.
 */
export class BasketRepository {
  constructor(
    private readonly tables: BasketTables,
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => crypto.randomUUID()
  ) {}

  async create(name: string, vin?: string): Promise<BasketRecord> {
    const at = this.now()
    const basket: BasketRecord = {
      id: this.newId(),
      name: name.trim() || 'Job',
      createdAt: at,
      updatedAt: at,
      ...(vin ? { vin } : {})
    }
    await this.tables.insert(basket)
    return basket
  }

  async rename(id: string, name: string): Promise<void> {
    await this.tables.update(id, { name: name.trim() || 'Job', updatedAt: this.now() })
  }

  async remove(id: string): Promise<void> {
    await this.tables.remove(id)
  }

  async list(): Promise<BasketSummary[]> {
    const baskets = await this.tables.listWithLines()
    return baskets.map(({ basket, lines }) => ({
      ...basket,
      lines: lines.length,
      pieces: lines.reduce((sum, line) => sum + line.qty, 0)
    }))
  }

  async lines(basketId: string): Promise<BasketLine[]> {
    const lines = await this.tables.lines(basketId)
    return lines.sort((a, b) => a.addedAt - b.addedAt)
  }

  /**
   * Adds parts; a part number already in the basket for the same vehicle gets its quantity
   * raised instead of a second line, so a pick list never shows one part twice.
   */
  async add(basketId: string, parts: NewLine[]): Promise<void> {
    await this.tables.addLines(basketId, parts, { now: this.now, newId: this.newId })
  }

  async setQuantity(lineId: string, qty: number): Promise<void> {
    const quantity = Math.max(1, Math.min(9999, Math.round(qty)))
    await this.tables.updateLine(lineId, { qty: quantity })
  }

  async removeLine(lineId: string): Promise<void> {
    await this.tables.removeLine(lineId)
  }
}
