import type { BasketLine, BasketRecord, MirrorDatabase } from './schema'

/** A part to add, as the baskets hand it in: the tables give it its id, basket and time. */
export type LineToAdd = Omit<BasketLine, 'id' | 'basketId' | 'addedAt'>

/**
 * The job baskets' tables: named queries for data/baskets/basket-repository.ts, which keeps the
 * baskets' rules (names, quantities, summaries). Baskets are never evicted.
 */
export class BasketTables {
  constructor(private readonly db: MirrorDatabase) {}

  async insert(basket: BasketRecord): Promise<void> {
    await this.db.baskets.add(basket)
  }

  async update(id: string, changes: Partial<Pick<BasketRecord, 'name' | 'updatedAt'>>): Promise<void> {
    await this.db.baskets.update(id, changes)
  }

  /** A basket and its lines, in one transaction. */
  async remove(id: string): Promise<void> {
    await this.db.transaction('rw', this.db.baskets, this.db.basketLines, async () => {
      await this.db.basketLines.where('basketId').equals(id).delete()
      await this.db.baskets.delete(id)
    })
  }

  /** Every basket, most recently changed first, with its lines. */
  async listWithLines(): Promise<Array<{ basket: BasketRecord; lines: BasketLine[] }>> {
    const baskets = await this.db.baskets.orderBy('updatedAt').reverse().toArray()
    return Promise.all(baskets.map(async (basket) => ({ basket, lines: await this.lines(basket.id) })))
  }

  async lines(basketId: string): Promise<BasketLine[]> {
    return this.db.basketLines.where('basketId').equals(basketId).toArray()
  }

  /**
   * Adds parts in one transaction; a part number already in the basket for the same vehicle gets
   * its quantity raised instead of a second line, so a pick list never shows one part twice.
   */
  async addLines(
    basketId: string,
    parts: readonly LineToAdd[],
    make: { now: () => number; newId: () => string }
  ): Promise<void> {
    await this.db.transaction('rw', this.db.baskets, this.db.basketLines, async () => {
      // Lines are listed by addedAt: parts added together (several highlighted rows) or within
      // one clock tick must still keep their order, so every new line gets a later stamp.
      let last = (await this.lines(basketId)).reduce((latest, line) => Math.max(latest, line.addedAt), -Infinity)
      for (const part of parts) {
        const same = await this.db.basketLines
          .where('[basketId+partNumber]')
          .equals([basketId, part.partNumber])
          .filter((line) => line.vehicle.vin === part.vehicle.vin)
          .first()
        if (same) await this.db.basketLines.update(same.id, { qty: same.qty + part.qty })
        else {
          last = Math.max(make.now(), last + 1)
          await this.db.basketLines.add({ ...part, id: make.newId(), basketId, addedAt: last })
        }
      }
      await this.db.baskets.update(basketId, { updatedAt: make.now() })
    })
  }

  async updateLine(lineId: string, changes: Partial<Pick<BasketLine, 'qty'>>): Promise<void> {
    await this.db.basketLines.update(lineId, changes)
  }

  async removeLine(lineId: string): Promise<void> {
    await this.db.basketLines.delete(lineId)
  }
}
