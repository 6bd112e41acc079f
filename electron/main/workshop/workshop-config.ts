import type { SecretProtection } from '../../shared/contract'
import { fail, ok, type Result } from '../../shared/result'
import type { WorkshopSettingsUpdate } from '../../shared/workshop'
import type { SecretVault, SettingsStore, StoredSettings } from '../core/ports'
import { checkWorkshopAddress, type WorkshopAddress } from './workshop-address'

/** A managed install or a script can set these; each wins over its saved setting. */
export const WORKSHOP_ENV = {
  url: 'WORKSHOP_MIRROR_URL',
  user: 'WORKSHOP_MIRROR_USER',
  password: 'WORKSHOP_MIRROR_PASSWORD'
} as const

/** A workshop mirror the app may use now. */
export interface WorkshopTarget {
  address: WorkshopAddress
  user: string
  password: string
}

export interface WorkshopConfig {
  /** Null: off (no URL), or the URL has a problem. */
  target: WorkshopTarget | null
  url: string
  user: string
  privateNetwork: boolean
  passwordSet: boolean
  passwordProtection: SecretProtection
  fromEnvironment: { url: boolean; user: boolean; password: boolean }
  problem: string | null
  needsPrivateNetworkConfirmation: boolean
  /** Whom a stored password belongs to now; null when there is no usable address. */
  owner: string | null
}

/**
 * The password is kept like the catalog token (core/settings/secret-owner.ts): encrypted in the
 * vault, with the origin of the URL and the user it was entered for. When either changes it is
 * deleted before anything is sent, so a typo in the address can never hand it to another host.
 */
function ownerOf(address: WorkshopAddress | null, user: string): string | null {
  return address ? `${address.origin} ${user}` : null
}

function storedPassword(vault: SecretVault, owner: string | null): string | null {
  const raw = vault.get('workshop-password')
  if (raw === null || owner === null) return null
  try {
    const stored = JSON.parse(raw) as { owner?: unknown; password?: unknown }
    return stored.owner === owner && typeof stored.password === 'string' && stored.password !== ''
      ? stored.password
      : null
  } catch {
    return null
  }
}

function storedOwner(vault: SecretVault): string | null {
  const raw = vault.get('workshop-password')
  if (raw === null) return null
  try {
    const owner = (JSON.parse(raw) as { owner?: unknown }).owner
    return typeof owner === 'string' ? owner : null
  } catch {
    return null
  }
}

function envValue(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

export function resolveWorkshopConfig(
  env: Record<string, string | undefined>,
  stored: StoredSettings,
  vault: SecretVault
): WorkshopConfig {
  const envUrl = envValue(env, WORKSHOP_ENV.url)
  const envUser = envValue(env, WORKSHOP_ENV.user)
  const envPassword = envValue(env, WORKSHOP_ENV.password)
  const url = (envUrl ?? stored.workshopUrl ?? '').trim()
  const user = (envUser ?? stored.workshopUser ?? '').trim()
  const privateNetwork = stored.workshopPrivateNetwork === true
  const verdict = url
    ? checkWorkshopAddress(url, privateNetwork, envUrl ? WORKSHOP_ENV.url : 'The workshop mirror URL')
    : null
  const address = verdict?.ok ? verdict.address : null
  const owner = ownerOf(address, user)
  const password = envPassword ?? storedPassword(vault, owner) ?? ''
  return {
    target: address ? { address, user, password } : null,
    url: address?.url ?? url,
    user,
    privateNetwork,
    passwordSet: password !== '',
    passwordProtection: envPassword ? 'environment' : password ? vault.protection : 'none',
    fromEnvironment: { url: !!envUrl, user: !!envUser, password: !!envPassword },
    problem: verdict && !verdict.ok ? verdict.problem : null,
    needsPrivateNetworkConfirmation: !!verdict && (verdict.ok ? verdict.plainPrivate : verdict.plainPrivate === true),
    owner
  }
}

/** Deletes a stored password that does not belong to the address and user in force. */
export function dropWorkshopPasswordNotOwnedBy(vault: SecretVault, owner: string | null): boolean {
  if (vault.get('workshop-password') === null) return false
  if (owner !== null && storedOwner(vault) === owner) return false
  vault.set('workshop-password', null)
  return true
}

export interface WorkshopSettingsContext {
  env: Record<string, string | undefined>
  store: SettingsStore
  vault: SecretVault
}

/**
 * Saves what the user changed in Settings → Workshop mirror, or nothing when part of it is
 * refused. A URL that cannot be used is refused with the reason (an http:// private address is
 * saved only together with the confirmation). The password goes only to the vault, bound to the
 * origin and user in force after this update.
 */
export function applyWorkshopUpdate(
  update: WorkshopSettingsUpdate,
  { env, store, vault }: WorkshopSettingsContext
): Result<void> {
  const current = store.read()
  const next: StoredSettings = { ...current }
  if (update.url !== undefined) next.workshopUrl = update.url.trim().replace(/\/+$/, '') || undefined
  if (update.user !== undefined) next.workshopUser = update.user.trim() || undefined
  if (update.privateNetwork !== undefined) next.workshopPrivateNetwork = update.privateNetwork || undefined
  const after = resolveWorkshopConfig(env, next, vault)
  if (
    (update.url !== undefined || update.privateNetwork !== undefined) &&
    !after.fromEnvironment.url &&
    after.problem
  ) {
    return fail('invalid-input', after.problem)
  }
  const password = update.password
  if (password && after.fromEnvironment.password) {
    return fail('invalid-input', 'The password comes from WORKSHOP_MIRROR_PASSWORD and cannot be changed here.')
  }
  if (password && after.owner === null) {
    return fail(
      'invalid-input',
      'Enter the workshop mirror URL together with the password: it is kept only for that address.'
    )
  }
  store.write(next)
  dropWorkshopPasswordNotOwnedBy(vault, after.owner)
  if (password === '') vault.set('workshop-password', null)
  else if (password !== undefined && after.owner !== null) {
    vault.set('workshop-password', JSON.stringify({ owner: after.owner, password }))
  }
  return ok(undefined)
}
