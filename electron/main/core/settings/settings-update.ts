import type { SettingsUpdate } from '../../../shared/contract'
import { fail, ok, type Result } from '../../../shared/result'
import type { SecretVault, SettingsStore, StoredSettings } from '../ports'
import { normalizeBaseUrl, resolveConfig } from './account-config'
import { dropSecretsNotOwnedBy, writeUserToken } from './secret-owner'
import { serviceUrlProblem } from './service-url'

export interface SettingsContext {
  env: Record<string, string | undefined>
  store: SettingsStore
  vault: SecretVault
}

function nextSettings(current: StoredSettings, update: SettingsUpdate): StoredSettings {
  const next: StoredSettings = { ...current }
  if (update.baseUrl !== undefined) next.baseUrl = normalizeBaseUrl(update.baseUrl) || undefined
  if (update.imageBaseUrl !== undefined) next.imageBaseUrl = normalizeBaseUrl(update.imageBaseUrl) || undefined
  if (update.userId !== undefined) next.userId = update.userId.trim() || undefined
  if (update.language !== undefined) next.language = update.language
  return next
}

function addressProblem(update: SettingsUpdate): string | null {
  const base = normalizeBaseUrl(update.baseUrl)
  const image = normalizeBaseUrl(update.imageBaseUrl)
  return (
    (base ? serviceUrlProblem(base, 'The service URL') : null) ??
    (image ? serviceUrlProblem(image, 'The image service URL') : null)
  )
}

/**
 * Saves what the user changed, or nothing at all when part of it is refused. Plain fields go to
 * the settings store, the token only to the vault, bound to the service origin and user id in
 * force after this update. When that owner changes, the stored token and refresh token go: the
 * form then asks for the token again rather than send it to a new address. An empty token clears
 * the token and the refresh token with it.
 */
export function applySettingsUpdate(update: SettingsUpdate, { env, store, vault }: SettingsContext): Result<void> {
  const problem = addressProblem(update)
  if (problem) return fail('invalid-input', problem)
  const before = resolveConfig(env, store.read(), vault)
  const next = nextSettings(store.read(), update)
  const after = resolveConfig(env, next, vault)
  const token = update.token?.trim()
  if (token && after.fromEnvironment.userToken) {
    return fail('invalid-input', 'The token comes from CATALOG_USER_TOKEN and cannot be changed here.')
  }
  if (token && after.owner === null) {
    return fail(
      'invalid-input',
      'Enter the service URL and the user id together with the token: a token is kept only for the service and user it was entered for.'
    )
  }

  store.write(next)
  if (before.owner !== after.owner) dropSecretsNotOwnedBy(vault, after.owner)
  if (token === '') {
    vault.set('user-token', null)
    vault.set('refresh-token', null)
  } else if (token !== undefined && after.owner !== null) {
    writeUserToken(vault, after.owner, token)
  }
  if (update.keepTokenForSessionOnly !== undefined) vault.setSessionOnly?.(update.keepTokenForSessionOnly)
  return ok(undefined)
}
