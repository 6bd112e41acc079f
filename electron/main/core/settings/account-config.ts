import {
  DEFAULT_IMAGE_ADDRESS,
  type ImageAddress,
  type SecretProtection,
  type SettingSource
} from '../../../shared/contract'
import type { SecretVault, StoredSettings } from '../ports'
import { imageAddressProblem, normalizeImageAddress } from './image-address'
import { readUserToken, secretOwner, type SecretOwner } from './secret-owner'
import { serviceUrlProblem } from './service-url'

/** The environment variables a managed install or a script can set (they win over saved settings). */
export const ENV = {
  baseUrl: 'CATALOG_BASE_URL',
  imageBaseUrl: 'CATALOG_IMAGE_BASE_URL',
  userId: 'CATALOG_USER_ID',
  userToken: 'CATALOG_USER_TOKEN',
  /** A picture address template, or `api` (image-address.ts). */
  imageAddress: 'CATALOG_IMAGE_ADDRESS'
} as const

export interface Account {
  baseUrl: string
  imageBaseUrl: string
  userId: string
  userToken: string
}

export interface ResolvedConfig {
  /** null → no complete, usable account: run on the embedded demo catalog. */
  account: Account | null
  source: SettingSource
  /** The fields as they would appear in Settings (never the token). */
  fields: { baseUrl: string; imageBaseUrl: string; imageAddress: ImageAddress; userId: string }
  /**
   * The picture address for the backend in force, demo included: the configured one, or the
   * default while the configuration has a problem (the demo then runs with its own addresses).
   */
  imageAddress: ImageAddress
  tokenSet: boolean
  tokenProtection: SecretProtection
  /** Which fields the environment sets; the settings screen shows them read-only. */
  fromEnvironment: {
    baseUrl: boolean
    imageBaseUrl: boolean
    imageAddress: boolean
    userId: boolean
    userToken: boolean
  }
  /** Who stored secrets must belong to now (secret-owner.ts); null when the address is unusable. */
  owner: SecretOwner | null
  /** Why the configured account cannot be used (an http:// address, …), in words for Settings. */
  problem: string | null
}

/** Trims and drops a trailing slash so paths can be appended with `${base}/api/q`. */
export function normalizeBaseUrl(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '')
}

function envValue(env: Record<string, string | undefined>, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/**
 * Works out which account is in force. Each environment variable overrides its saved setting;
 * the image base URL defaults to the base URL when only that is given. An account needs a base
 * URL, a user id and a token — anything less means demo mode. Addresses from the environment and
 * from the settings file pass the same check (https, or http on loopback); one that fails leaves
 * the app on the demo catalog with the reason in `problem`, and owns no secrets. The picture
 * address (CATALOG_IMAGE_ADDRESS, else the saved one, else the default template) must lead to the
 * image or service host; one that does not is a problem too.
 */
export function resolveConfig(
  env: Record<string, string | undefined>,
  stored: StoredSettings,
  vault: SecretVault
): ResolvedConfig {
  const envBase = envValue(env, ENV.baseUrl)
  const envImage = envValue(env, ENV.imageBaseUrl)
  const envUser = envValue(env, ENV.userId)
  const envToken = envValue(env, ENV.userToken)
  const envImageAddress = envValue(env, ENV.imageAddress)
  const baseUrl = normalizeBaseUrl(envBase ?? stored.baseUrl)
  const ownImageBaseUrl = normalizeBaseUrl(envImage ?? stored.imageBaseUrl)
  const imageBaseUrl = ownImageBaseUrl || baseUrl
  const userId = (envUser ?? stored.userId ?? '').trim()
  const imageAddress = normalizeImageAddress(envImageAddress ?? stored.imageAddress)
  const problem =
    (baseUrl ? serviceUrlProblem(baseUrl, envBase ? ENV.baseUrl : 'The service URL') : null) ??
    (ownImageBaseUrl
      ? serviceUrlProblem(ownImageBaseUrl, envImage ? ENV.imageBaseUrl : 'The image service URL')
      : null) ??
    imageAddressProblem(
      imageAddress,
      baseUrl ? { baseUrl, imageBaseUrl } : null,
      envImageAddress ? ENV.imageAddress : 'The picture address'
    )
  const owner = problem ? null : secretOwner(baseUrl, userId)
  const userToken = envToken ?? readUserToken(vault, owner) ?? ''
  const fromEnvironment = {
    baseUrl: !!envBase,
    imageBaseUrl: !!envImage,
    imageAddress: !!envImageAddress,
    userId: !!envUser,
    userToken: !!envToken
  }
  const complete = problem === null && baseUrl !== '' && userId !== '' && userToken !== ''
  const anyEnv = Object.values(fromEnvironment).some(Boolean)
  return {
    account: complete ? { baseUrl, imageBaseUrl, userId, userToken } : null,
    source: !complete ? 'demo' : anyEnv ? 'environment' : 'settings',
    fields: { baseUrl, imageBaseUrl: ownImageBaseUrl, imageAddress, userId },
    imageAddress: problem ? DEFAULT_IMAGE_ADDRESS : imageAddress,
    tokenSet: userToken !== '',
    tokenProtection: envToken ? 'environment' : userToken ? vault.protection : 'none',
    fromEnvironment,
    owner,
    problem
  }
}
