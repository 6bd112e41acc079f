import type { CatalogPacing } from '../../../shared/contract'
import type { RequestBudget } from './request-budget'

/**
 * The runtime's `catalog.pacing` event: follows the budget of the account in force, so listeners
 * subscribe once and keep hearing after an account switch. Pacing is a state, so a new listener
 * and a switch get the current one at once (the web host replays it to tabs that open later).
 */
export class PacingFeed {
  private readonly listeners = new Set<(pacing: CatalogPacing) => void>()
  private budget: RequestBudget | null = null
  private unfollow: () => void = () => undefined

  follow(budget: RequestBudget): void {
    if (budget === this.budget) return
    this.unfollow()
    this.budget = budget
    this.unfollow = budget.onPacing((pacing) => this.emit(pacing))
    this.emit(budget.pacing())
  }

  on(listener: (pacing: CatalogPacing) => void): () => void {
    this.listeners.add(listener)
    if (this.budget) listener(this.budget.pacing())
    return () => this.listeners.delete(listener)
  }

  private emit(pacing: CatalogPacing): void {
    for (const listener of this.listeners) listener(pacing)
  }
}
