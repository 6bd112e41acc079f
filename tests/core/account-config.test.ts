import { describe, expect, it } from 'vitest'
import { MemoryVault } from '../../electron/main/core/memory-adapters'
import { resolveConfig } from '../../electron/main/core/settings/account-config'

function vaultWith(token?: string) {
  const vault = new MemoryVault()
  if (token) vault.set('user-token', token)
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

  it('an incomplete account (no token) stays in demo mode', () => {
    expect(resolveConfig({ CATALOG_BASE_URL: 'https://x', CATALOG_USER_ID: 'u' }, {}, vaultWith()).source).toBe('demo')
  })
})
