import { describe, expect, it } from 'vitest'
import { MemoryVault } from '../../electron/main/core/memory-adapters'
import { resolveConfig } from '../../electron/main/core/settings/account-config'
import { expandImageAddress, imageAddressProblem, pictureUrl } from '../../electron/main/core/settings/image-address'
import { applySettingsUpdate } from '../../electron/main/core/settings/settings-update'
import { MemorySettingsStore } from '../../electron/main/core/memory-adapters'
import { DEFAULT_IMAGE_ADDRESS } from '../../electron/shared/contract'
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
    expect(config.fromEnvironment).toEqual({
      baseUrl: true,
      imageBaseUrl: false,
      imageAddress: false,
      userId: false,
      userToken: true
    })
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

describe('the picture address', () => {
  const saved = { baseUrl: 'https://cat.example', imageBaseUrl: 'https://img.example', userId: 'u-1' }
  const hosts = { baseUrl: 'https://cat.example', imageBaseUrl: 'https://img.example' }

  it('defaults to the image host template; a saved template or api is used; the environment wins', () => {
    expect(resolveConfig({}, saved, vaultWith('t'))).toMatchObject({
      imageAddress: DEFAULT_IMAGE_ADDRESS,
      fields: { imageAddress: DEFAULT_IMAGE_ADDRESS }
    })
    const template = 'https://img.example/pictures/{qImage}.png'
    expect(resolveConfig({}, { ...saved, imageAddress: template }, vaultWith('t')).imageAddress).toBe(template)
    expect(resolveConfig({}, { ...saved, imageAddress: ' API ' }, vaultWith('t')).imageAddress).toBe('api')
    const fromEnv = resolveConfig(
      { CATALOG_IMAGE_ADDRESS: 'api' },
      { ...saved, imageAddress: template },
      vaultWith('t')
    )
    expect(fromEnv).toMatchObject({ imageAddress: 'api', source: 'environment' })
    expect(fromEnv.fromEnvironment.imageAddress).toBe(true)
  })

  it('fills in the image base URL and the URL-encoded pointer, which cannot add a path or a host', () => {
    expect(expandImageAddress(DEFAULT_IMAGE_ADDRESS, 'https://img.example', 'a+b/c==')).toBe(
      'https://img.example/image?q=a%2Bb%2Fc%3D%3D'
    )
    expect(pictureUrl('{image_base_url}/p/{qImage}', hosts, '../@evil.example')).toBe(
      'https://img.example/p/..%2F%40evil.example'
    )
    // A pointer with a lone surrogate (JSON can carry one) is encoded, not thrown on.
    expect(expandImageAddress(DEFAULT_IMAGE_ADDRESS, 'https://img.example', 'a\uD800b')).toBe(
      'https://img.example/image?q=a%EF%BF%BDb'
    )
  })

  it('must lead to the image host or the service host, and never to a third one', () => {
    expect(imageAddressProblem('https://cat.example/pictures?q={qImage}', hosts, 'X')).toBeNull()
    expect(imageAddressProblem('{image_base_url}/image/{qImage}', hosts, 'X')).toBeNull()
    expect(imageAddressProblem('https://elsewhere.example/?q={qImage}', hosts, 'X')).toMatch(
      /must lead to the image service \(https:\/\/img\.example\) or the catalog service/
    )
    // The image host in the middle of another address is still another address.
    expect(imageAddressProblem('https://elsewhere.example/?u={image_base_url}&q={qImage}', hosts, 'X')).toMatch(
      /elsewhere\.example is neither/
    )
    expect(imageAddressProblem('https://me:pw@img.example/{qImage}', hosts, 'X')).toMatch(/user name or password/)
    expect(imageAddressProblem('ftp://img.example/{qImage}', hosts, 'X')).toMatch(/https:\/\//)
    expect(() => pictureUrl('https://elsewhere.example/{qImage}', hosts, 'q')).toThrow(/Settings/)
  })

  it('needs {qImage} and knows no other placeholder (there is none for the token)', () => {
    expect(imageAddressProblem('{image_base_url}/image', hosts, 'X')).toMatch(/must contain \{qImage\}/)
    expect(imageAddressProblem('{image_base_url}/image?q={qImage}&t={token}', hosts, 'X')).toMatch(/\{token\}/)
    expect(imageAddressProblem('{image_base_url}/image?q={qImage', hosts, 'X')).toMatch(/must contain|"\{"/)
    expect(imageAddressProblem('api', hosts, 'X')).toBeNull()
  })

  it('one that does not fit leaves the app on the demo with the reason, named after where it came from', () => {
    const env = resolveConfig({ CATALOG_IMAGE_ADDRESS: 'https://evil.example/{qImage}' }, saved, vaultWith('t'))
    expect(env).toMatchObject({ account: null, source: 'demo', imageAddress: DEFAULT_IMAGE_ADDRESS })
    expect(env.problem).toMatch(/^CATALOG_IMAGE_ADDRESS must lead to/)
    const file = resolveConfig({}, { ...saved, imageAddress: '{image_base_url}/x' }, vaultWith('t'))
    expect(file.problem).toMatch(/^The picture address must contain \{qImage\}/)
  })

  it('Settings saves a template or api, refuses one that leads elsewhere, and empty means the default', () => {
    const store = new MemorySettingsStore()
    const context = { env: {}, store, vault: vaultWith('t') }
    store.write(saved)
    expect(applySettingsUpdate({ imageAddress: 'api' }, context).ok).toBe(true)
    expect(store.read().imageAddress).toBe('api')
    const refused = applySettingsUpdate({ imageAddress: 'https://evil.example/{qImage}' }, context)
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
    expect(store.read().imageAddress).toBe('api')
    expect(applySettingsUpdate({ imageAddress: 'https://img.example/p/{qImage}' }, context).ok).toBe(true)
    // Moving the image host away from a saved absolute template is refused until both change together.
    expect(applySettingsUpdate({ imageBaseUrl: 'https://img2.example' }, context).ok).toBe(false)
    expect(
      applySettingsUpdate(
        { imageBaseUrl: 'https://img2.example', imageAddress: '{image_base_url}/p/{qImage}' },
        context
      ).ok
    ).toBe(true)
    expect(applySettingsUpdate({ imageAddress: '' }, context).ok).toBe(true)
    expect(store.read().imageAddress).toBeUndefined()
    const fromEnv = { ...context, env: { CATALOG_IMAGE_ADDRESS: 'api' } }
    expect(applySettingsUpdate({ imageAddress: DEFAULT_IMAGE_ADDRESS }, fromEnv)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/CATALOG_IMAGE_ADDRESS/) }
    })
  })
})
