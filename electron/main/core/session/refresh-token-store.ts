import type { SecretVault } from '../ports'

/** Refresh tokens live 30 days from issue (spec part 8). */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

interface StoredRefreshToken {
  token: string
  /**
   * Which service origin and user the token belongs to (the owner key of secret-owner.ts), so a
   * token never leaks into another account and is deleted when the account changes.
   */
  account: string
  /** Wall-clock ms when it was received; only used to skip tokens that are surely dead. */
  receivedAt: number
}

/**
 * Keeps the single-use refresh token across restarts, encrypted by the vault. A token saved for
 * another account, or older than its 30-day life by the wall clock, is not offered: the session
 * logs in instead. A wrong wall clock costs at most one refused refresh, then a login.
 */
export class RefreshTokenStore {
  constructor(
    private readonly vault: SecretVault,
    private readonly wallNow: () => number
  ) {}

  load(account: string): string | null {
    const raw = this.vault.get('refresh-token')
    if (!raw) return null
    try {
      const stored = JSON.parse(raw) as Partial<StoredRefreshToken>
      if (typeof stored.token !== 'string' || stored.account !== account || typeof stored.receivedAt !== 'number')
        return null
      if (this.wallNow() - stored.receivedAt >= REFRESH_TOKEN_LIFETIME_MS) return null
      return stored.token
    } catch {
      return null
    }
  }

  save(account: string, token: string): void {
    const stored: StoredRefreshToken = { token, account, receivedAt: this.wallNow() }
    this.vault.set('refresh-token', JSON.stringify(stored))
  }

  clear(): void {
    this.vault.set('refresh-token', null)
  }
}
