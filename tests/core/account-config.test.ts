import { describe, expect, it } from 'vitest'
import { MemoryVault } from '../../electron/main/core/memory-adapters'
import { resolveConfig } from '../../electron/main/core/settings/account-config'
import { secretOwner, writeUserToken } from '../../electron/main/core/settings/secret-owner'

/** A vault holding a token saved for `owner` (https://cat.example, u-1 unless told). */
function vaultWith(token?: string, owner = secretOwner('https://cat.example', 'u-1')!) {
  const vault = new MemoryVault()
  if (token) writeUserToken(vault, owner, token)
  return vault
}

describe('which account is in force', () => {
  it('nothing configured → demo', () => {
    const config = resolveConfig({}, {}, vaultWith())
    expect(config).toMatchObject({ account: null, source: 'demo', tokenSet: false, tokenProtection: 'none' })
  })

  it('saved settings with a vault token → settings; image URL defaults to the base URL', () => {
    const config = resolveConfig({}, { baseUrl: 'https://cat.example/ ', userId: 'u-1' }, vaultWith('t'))
    expect(config.source).toBe('settings')
    expect(config.account).toEqual({
      baseUrl: 'https://cat.example',
      imageBaseUrl: 'https://cat.example',
      userId: 'u-1',
      userToken: 't'
    })
    expect(config.tokenProtection).toBe('memory')
  })

  it('each environment variable overrides its saved value', () => {
    const config = resolveConfig(
      { CATALOG_BASE_URL: 'https://env.example', CATALOG_USER_TOKEN: 'env-token' },
      { baseUrl: 'https://saved.example', userId: 'saved-user' },
      vaultWith('saved-token')
    )
    expect(config.account).toMatchObject({
      baseUrl: 'https://env.example',
      userId: 'saved-user',
      userToken: 'env-token'
    })
    expect(config).toMatchObject({ source: 'environment', tokenProtection: 'environment' })
    expect(config.fromEnvironment).toEqual({ baseUrl: true, imageBaseUrl: false, userId: false, userToken: true })
  })

  it('a token saved for another service or user is not set', () => {
    expect(resolveConfig({}, { baseUrl: 'https://other.example', userId: 'u-1' }, vaultWith('t')).tokenSet).toBe(false)
    expect(resolveConfig({}, { baseUrl: 'https://cat.example', userId: 'u-2' }, vaultWith('t')).tokenSet).toBe(false)
    const bare = new MemoryVault()
    bare.set('user-token', 't') // saved before tokens had owners: nobody's
    expect(resolveConfig({}, { baseUrl: 'https://cat.example', userId: 'u-1' }, bare).tokenSet).toBe(false)
  })

  it('an incomplete account (no token) stays in demo mode', () => {
    expect(resolveConfig({ CATALOG_BASE_URL: 'https://x', CATALOG_USER_ID: 'u' }, {}, vaultWith()).source).toBe('demo')
  })
})
