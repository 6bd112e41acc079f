import type { SecretName, SecretVault } from '../ports'

/**
 * Every secret at rest names its owner: the service origin it was entered for (or received from)
 * and the user id. A secret is only ever handed to its owner, and the moment the account in force
 * has another owner — the base URL or user id changed in Settings or in the environment — it is
 * deleted. So a typo in the base URL, a compromised renderer or a changed CATALOG_BASE_URL can
 * never send the permanent token or the refresh token to another host.
 */
export type SecretOwner = string

/** The owner key for an account, or null when there is no complete, parseable one. */
export function secretOwner(baseUrl: string, userId: string): SecretOwner | null {
  if (baseUrl === '' || userId === '') return null
  try {
    return `${new URL(baseUrl).origin} ${userId}`
  } catch {
    return null
  }
}

interface OwnedSecret {
  owner: SecretOwner
  token: string
}

/**
 * How each secret records its owner. The refresh token's record (refresh-token-store.ts) names it
 * `account`; the permanent token's names it `owner`. A value in any other shape (a bare token saved
 * before secrets had owners) has no known owner and is treated as someone else's.
 */
function ownerOf(raw: string): SecretOwner | null {
  try {
    const parsed = JSON.parse(raw) as { owner?: unknown; account?: unknown }
    const owner = parsed.owner ?? parsed.account
    return typeof owner === 'string' ? owner : null
  } catch {
    return null
  }
}

const SECRET_NAMES: readonly SecretName[] = ['user-token', 'refresh-token']

/** Deletes every secret that does not belong to `owner` (all of them when owner is null). Returns what went. */
export function dropSecretsNotOwnedBy(vault: SecretVault, owner: SecretOwner | null): SecretName[] {
  const dropped: SecretName[] = []
  for (const name of SECRET_NAMES) {
    const raw = vault.get(name)
    if (raw !== null && (owner === null || ownerOf(raw) !== owner)) {
      vault.set(name, null)
      dropped.push(name)
    }
  }
  return dropped
}

/** The permanent token, only if it was saved for this owner. */
export function readUserToken(vault: SecretVault, owner: SecretOwner | null): string | null {
  const raw = vault.get('user-token')
  if (raw === null || owner === null) return null
  try {
    const stored = JSON.parse(raw) as Partial<OwnedSecret>
    return stored.owner === owner && typeof stored.token === 'string' && stored.token !== '' ? stored.token : null
  } catch {
    return null
  }
}

export function writeUserToken(vault: SecretVault, owner: SecretOwner, token: string): void {
  const stored: OwnedSecret = { owner, token }
  vault.set('user-token', JSON.stringify(stored))
}
