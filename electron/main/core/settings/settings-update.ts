import { DEFAULT_IMAGE_ADDRESS, type SettingsUpdate } from '../../../shared/contract'
import { fail, ok, type Result } from '../../../shared/result'
import type { SecretVault, SettingsStore, StoredSettings } from '../ports'
import { normalizeBaseUrl, resolveConfig, type ResolvedConfig } from './account-config'
import { imageAddressProblem, normalizeImageAddress } from './image-address'
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
  if (update.imageAddress !== undefined) {
    const address = normalizeImageAddress(update.imageAddress)
    next.imageAddress = address === DEFAULT_IMAGE_ADDRESS ? undefined : address
  }
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
 * The saved picture address checked against the addresses it will be used with, when this update
 * touches any of them: a template that does not lead to the image or service host is refused
 * rather than saved (the environment's own, CATALOG_IMAGE_ADDRESS, is not the form's to refuse).
 */
function pictureAddressProblem(update: SettingsUpdate, after: ResolvedConfig): string | null {
  const touched = update.imageAddress !== undefined || update.baseUrl !== undefined || update.imageBaseUrl !== undefined
  if (!touched || after.fromEnvironment.imageAddress) return null
  const { baseUrl, imageBaseUrl, imageAddress } = after.fields
  const hosts = baseUrl ? { baseUrl, imageBaseUrl: imageBaseUrl || baseUrl } : null
  return imageAddressProblem(imageAddress, hosts, 'The picture address')
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
  const pictureProblem = pictureAddressProblem(update, after)
  if (pictureProblem) return fail('invalid-input', pictureProblem)
  const token = update.token?.trim()
  if (update.imageAddress !== undefined && after.fromEnvironment.imageAddress) {
    return fail('invalid-input', 'The picture address comes from CATALOG_IMAGE_ADDRESS and cannot be changed here.')
  }
  if (token && after.fromEnvironment.userToken) {
    return fail('invalid-input', 'The token comes from CATALOG_USER_TOKEN and cannot be changed here.')
  }
  // A stored token is dropped when its service or user changes; one from the environment cannot
  // be, so it stays with the service and user in force: moving them would send it elsewhere.
  if (after.fromEnvironment.userToken && after.owner !== before.owner) {
    return fail(
      'invalid-input',
      'The token comes from CATALOG_USER_TOKEN: the service URL and user id it is for are set there too (CATALOG_BASE_URL, CATALOG_USER_ID), not here.'
    )
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
    // The session of the token before is not this one's: the next request signs in with it.
    vault.set('refresh-token', null)
  }
  if (update.keepTokenForSessionOnly !== undefined) vault.setSessionOnly?.(update.keepTokenForSessionOnly)
  return ok(undefined)
}
