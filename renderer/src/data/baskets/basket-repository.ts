import type { MirrorDatabase } from '../db/schema'
import type { BasketLine, BasketRecord, BasketSummary, NewLine } from './basket-model'

/** Job baskets in IndexedDB: named queries for the baskets store. */
export class BasketRepository {
  constructor(
    private readonly db: MirrorDatabase,
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
    await this.db.baskets.add(basket)
    return basket
  }

  async rename(id: string, name: string): Promise<void> {
    await this.db.baskets.update(id, { name: name.trim() || 'Job', updatedAt: this.now() })
  }

  async remove(id: string): Promise<void> {
    await this.db.transaction('rw', this.db.baskets, this.db.basketLines, async () => {
      await this.db.basketLines.where('basketId').equals(id).delete()
      await this.db.baskets.delete(id)
    })
  }

  async list(): Promise<BasketSummary[]> {
    const baskets = await this.db.baskets.orderBy('updatedAt').reverse().toArray()
    return Promise.all(
      baskets.map(async (basket) => {
        const lines = await this.db.basketLines.where('basketId').equals(basket.id).toArray()
        return { ...basket, lines: lines.length, pieces: lines.reduce((sum, line) => sum + line.qty, 0) }
      })
    )
  }

  async lines(basketId: string): Promise<BasketLine[]> {
    const lines = await this.db.basketLines.where('basketId').equals(basketId).toArray()
    return lines.sort((a, b) => a.addedAt - b.addedAt)
  }

  /**
   * Adds parts; a part number already in the basket for the same vehicle gets its quantity
   * raised instead of a second line, so a pick list never shows one part twice.
   */
  async add(basketId: string, parts: NewLine[]): Promise<void> {
    await this.db.transaction('rw', this.db.baskets, this.db.basketLines, async () => {
      // Lines are listed by addedAt: parts added together (several highlighted rows) or within
      // one clock tick must still keep their order, so every new line gets a later stamp.
      let last = (await this.db.basketLines.where('basketId').equals(basketId).toArray()).reduce(
        (latest, line) => Math.max(latest, line.addedAt),
        -Infinity
      )
      for (const part of parts) {
        const same = await this.db.basketLines
          .where('[basketId+partNumber]')
          .equals([basketId, part.partNumber])
          .filter((line) => line.vehicle.vin === part.vehicle.vin)
          .first()
        if (same) await this.db.basketLines.update(same.id, { qty: same.qty + part.qty })
        else {
          last = Math.max(this.now(), last + 1)
          await this.db.basketLines.add({ ...part, id: this.newId(), basketId, addedAt: last })
        }
      }
      await this.db.baskets.update(basketId, { updatedAt: this.now() })
    })
  }

  async setQuantity(lineId: string, qty: number): Promise<void> {
    const quantity = Math.max(1, Math.min(9999, Math.round(qty)))
    await this.db.basketLines.update(lineId, { qty: quantity })
  }

  async removeLine(lineId: string): Promise<void> {
    await this.db.basketLines.delete(lineId)
  }
}
