import { describe, expect, it } from 'vitest'
import { budgetFor, type BackendDeps } from '../../electron/main/core/catalog-backend'
import { MemoryVault } from '../../electron/main/core/memory-adapters'
import type { Account } from '../../electron/main/core/settings/account-config'

const deps = (): BackendDeps => ({
  vault: new MemoryVault(),
  monotonicNow: () => 0,
  wallNow: () => 0,
  timeoutMs: 1_000,
  budgets: new Map()
})

const account = (over: Partial<Account> = {}): Account => ({
  baseUrl: 'https://catalog.example/api-root',
  imageBaseUrl: 'https://images.example',
  userId: 'u1',
  userToken: 't1',
  ...over
})

describe('one request budget per account', () => {
  it('is shared by every client of the same service origin and user, whatever else changes', () => {
    const shared = deps()
    const first = budgetFor(account(), shared)
    expect(budgetFor(account({ userToken: 't2', imageBaseUrl: 'https://other.example' }), shared)).toBe(first)
    expect(budgetFor(account({ baseUrl: 'https://catalog.example/elsewhere' }), shared)).toBe(first)
  })

  it('is separate for another user or another service', () => {
    const shared = deps()
    const first = budgetFor(account(), shared)
    expect(budgetFor(account({ userId: 'u2' }), shared)).not.toBe(first)
    expect(budgetFor(account({ baseUrl: 'https://mirror.example' }), shared)).not.toBe(first)
  })
})
