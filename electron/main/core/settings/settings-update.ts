import type { SettingsUpdate } from '../../../shared/contract'
import type { SecretVault, SettingsStore, StoredSettings } from '../ports'
import { normalizeBaseUrl } from './account-config'

/**
 * Saves what the user changed. Plain fields go to the settings store, the token only to the
 * vault (encrypted); an empty token clears it. Fields not in the update are left as they were.
 */
export function applySettingsUpdate(update: SettingsUpdate, store: SettingsStore, vault: SecretVault): void {
  const next: StoredSettings = { ...store.read() }
  if (update.baseUrl !== undefined) next.baseUrl = normalizeBaseUrl(update.baseUrl) || undefined
  if (update.imageBaseUrl !== undefined) next.imageBaseUrl = normalizeBaseUrl(update.imageBaseUrl) || undefined
  if (update.userId !== undefined) next.userId = update.userId.trim() || undefined
  if (update.language !== undefined) next.language = update.language
  store.write(next)
  if (update.token !== undefined) vault.set('user-token', update.token.trim() === '' ? null : update.token.trim())
}
