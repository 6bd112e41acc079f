import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { ManualClock, startDemoCatalog } from '../../demo-catalog/index'
import { MemorySettingsStore } from '../../electron/main/core/memory-adapters'
import { createAppRuntime } from '../../electron/main/core/runtime'
import type { SafeStorageLike } from '../../electron/main/platform/safe-storage-cipher'

// electron-store reads app paths from `electron` at construction; a temp dir stands in for userData.
const userData = mkdtempSync(join(tmpdir(), 'parts-desk-vault-'))
vi.mock('electron', () => {
  const app = { getPath: () => userData, getVersion: () => '0.0.0-test' }
  const module = { app, ipcMain: { on: () => undefined } }
  return { ...module, default: module }
})
const { createSecretVault } = await import('../../electron/main/platform/secret-vault')

afterAll(() => rmSync(userData, { recursive: true, force: true }))

type Backend = ReturnType<NonNullable<SafeStorageLike['getSelectedStorageBackend']>>

/**
 * Stands in for the OS keyring: reversible but not plain, so the file provably never holds the
 * secret as written. Counts which API was used; with `asyncApi` the synchronous calls throw, so a
 * vault that still used them would fail.
 */
function fakeSafeStorage(options: { asyncApi: boolean; backend?: Backend; available?: boolean; rotate?: boolean }) {
  const calls = { sync: 0, async: 0 }
  const encrypt = (plain: string) => Buffer.from(`enc:${[...plain].reverse().join('')}`)
  const decrypt = (cipher: Buffer) => {
    const text = cipher.toString()
    if (!text.startsWith('enc:')) throw new Error('Error while decrypting the ciphertext provided to safeStorage.')
    return [...text.slice(4)].reverse().join('')
  }
  const sync = <T>(work: () => T): T => {
    if (options.asyncApi) throw new Error('the deprecated synchronous safeStorage API was used')
    calls.sync++
    return work()
  }
  const storage: SafeStorageLike = {
    isEncryptionAvailable: () => sync(() => options.available ?? true),
    encryptString: (plain) => sync(() => encrypt(plain)),
    decryptString: (cipher) => sync(() => decrypt(cipher)),
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret'
  }
  if (options.asyncApi) {
    storage.isAsyncEncryptionAvailable = async () => (calls.async++, options.available ?? true)
    storage.encryptStringAsync = async (plain) => (calls.async++, encrypt(plain))
    storage.decryptStringAsync = async (cipher) => (
      calls.async++,
      { result: decrypt(cipher), shouldReEncrypt: options.rotate ?? false }
    )
  }
  return { storage, calls }
}

let dirs = 0
const freshDir = () => {
  const dir = join(userData, `case-${++dirs}`)
  mkdirSync(dir)
  return dir
}
const secretsFile = (dir: string) => join(dir, 'secrets.json')
const onDisk = (dir: string): Record<string, unknown> =>
  existsSync(secretsFile(dir)) ? (JSON.parse(readFileSync(secretsFile(dir), 'utf8')) as Record<string, unknown>) : {}

async function openVault(dir: string, storage: SafeStorageLike, log: (message: string) => void = () => undefined) {
  const vault = createSecretVault({ safeStorage: storage, platform: 'linux', cwd: dir, log })
  await vault.open?.()
  return vault
}

describe('secrets at rest with the asynchronous safeStorage API', () => {
  it('encrypts with the async API, writes only ciphertext, and reads it back in a new run', async () => {
    const dir = freshDir()
    const { storage, calls } = fakeSafeStorage({ asyncApi: true })
    const vault = await openVault(dir, storage)
    expect(vault.protection).toBe('os-keychain')
    vault.set('user-token', 'super-secret-token')
    await vault.flush?.()
    const text = readFileSync(secretsFile(dir), 'utf8')
    expect(text).not.toContain('super-secret-token')
    expect(onDisk(dir)['user-token']).toBe(Buffer.from('enc:nekot-terces-repus').toString('base64'))
    expect((await openVault(dir, storage)).get('user-token')).toBe('super-secret-token')
    expect(calls).toEqual({ sync: 0, async: 4 }) // available, encrypt; next run: available, decrypt
  })

  it('falls back to the synchronous API only where the asynchronous one is missing', async () => {
    const dir = freshDir()
    const { storage, calls } = fakeSafeStorage({ asyncApi: false })
    const vault = await openVault(dir, storage)
    vault.set('refresh-token', 'r1')
    await vault.flush?.()
    expect((await openVault(dir, storage)).get('refresh-token')).toBe('r1')
    expect(calls.sync).toBeGreaterThan(0)
  })

  it('writes the file with mode 0600, and tightens one an older version left readable', async () => {
    if (process.platform === 'win32') return
    const dir = freshDir()
    const { storage } = fakeSafeStorage({ asyncApi: true })
    const vault = await openVault(dir, storage)
    vault.set('user-token', 't')
    await vault.flush?.()
    expect(statSync(secretsFile(dir)).mode & 0o777).toBe(0o600)

    const older = freshDir()
    writeFileSync(secretsFile(older), '{}', { mode: 0o644 })
    chmodSync(secretsFile(older), 0o644)
    await openVault(older, storage)
    expect(statSync(secretsFile(older)).mode & 0o777).toBe(0o600)
  })

  it('re-encrypts a value the keyring says was encrypted with an old key', async () => {
    const dir = freshDir()
    const first = await openVault(dir, fakeSafeStorage({ asyncApi: true }).storage)
    first.set('user-token', 'tok')
    await first.flush?.()
    const before = statSync(secretsFile(dir)).mtimeMs
    const rotating = fakeSafeStorage({ asyncApi: true, rotate: true })
    const second = await openVault(dir, rotating.storage)
    await second.flush?.()
    expect(second.get('user-token')).toBe('tok')
    expect(rotating.calls.async).toBe(3) // available, decrypt, encrypt again
    expect(statSync(secretsFile(dir)).mtimeMs).toBeGreaterThanOrEqual(before)
  })

  it('forgets ciphertext that can no longer be decrypted instead of failing every start', async () => {
    const dir = freshDir()
    const vault = await openVault(dir, fakeSafeStorage({ asyncApi: true }).storage)
    vault.set('refresh-token', 'r2')
    await vault.flush?.()
    const log = vi.fn()
    const broken = fakeSafeStorage({ asyncApi: true }).storage
    broken.decryptStringAsync = async () => {
      throw new Error('keyring changed')
    }
    expect((await openVault(dir, broken, log)).get('refresh-token')).toBeNull()
    expect(log).toHaveBeenCalledOnce()
    expect(onDisk(dir)['refresh-token']).toBeUndefined()
  })

  it('keeps secrets in memory only, and writes no file, when encryption is unavailable', async () => {
    const dir = freshDir()
    const vault = await openVault(dir, fakeSafeStorage({ asyncApi: true, available: false }).storage)
    expect(vault.protection).toBe('memory')
    expect(vault.sessionOnly?.()).toBeNull()
    vault.set('refresh-token', 'r1')
    await vault.flush?.()
    expect(vault.get('refresh-token')).toBe('r1')
    expect(existsSync(secretsFile(dir))).toBe(false)
  })
})

describe("Linux without a keyring (basic_text): 'keep the token for this session only'", () => {
  const basicText = () => fakeSafeStorage({ asyncApi: true, backend: 'basic_text' }).storage

  it('is the default: the token is used but never written to disk', async () => {
    const dir = freshDir()
    const vault = await openVault(dir, basicText())
    expect(vault.sessionOnly?.()).toBe(true)
    expect(vault.protection).toBe('memory')
    vault.set('user-token', 'tok')
    vault.set('refresh-token', 'ref')
    await vault.flush?.()
    expect(vault.get('user-token')).toBe('tok')
    expect(onDisk(dir)).toEqual({})
    expect((await openVault(dir, basicText())).get('user-token')).toBeNull()
  })

  it('saving anyway is the user’s explicit choice, remembered, and can be taken back', async () => {
    const dir = freshDir()
    const vault = await openVault(dir, basicText())
    vault.set('user-token', 'tok')
    vault.setSessionOnly?.(false)
    await vault.flush?.()
    expect(vault.protection).toBe('basic-text')
    expect(onDisk(dir)).toMatchObject({ 'keep-on-disk': true, 'user-token': expect.any(String) })
    const nextRun = await openVault(dir, basicText())
    expect(nextRun.sessionOnly?.()).toBe(false)
    expect(nextRun.get('user-token')).toBe('tok')

    nextRun.setSessionOnly?.(true)
    await nextRun.flush?.()
    expect(onDisk(dir)).toEqual({})
    expect(nextRun.get('user-token')).toBe('tok') // still usable for the rest of this session
  })

  it('a token an older version wrote in basic_text serves this session, then leaves the disk', async () => {
    const dir = freshDir()
    writeFileSync(secretsFile(dir), JSON.stringify({ 'user-token': Buffer.from('enc:dlo').toString('base64') }))
    const vault = await openVault(dir, basicText())
    expect(vault.get('user-token')).toBe('old')
    expect(onDisk(dir)).toEqual({})
  })

  it('is not offered where the keyring protects the file', async () => {
    const vault = await openVault(freshDir(), fakeSafeStorage({ asyncApi: true }).storage)
    expect(vault.sessionOnly?.()).toBeNull()
    vault.setSessionOnly?.(true)
    expect(vault.protection).toBe('os-keychain')
  })
})

describe('the vault under the app runtime, on disk', () => {
  async function signedIn(dir: string) {
    const catalog = await startDemoCatalog({ clock: new ManualClock(Date.now()) })
    const runtime = await createAppRuntime({
      host: 'electron',
      version: '0.0.0-test',
      env: {},
      settings: new MemorySettingsStore(),
      vault: createSecretVault({
        safeStorage: fakeSafeStorage({ asyncApi: true }).storage,
        platform: 'linux',
        cwd: dir
      }),
      openExternal: async () => undefined,
      retry: { retries: 0, baseDelayMs: 1 }
    })
    const saved = await runtime.handlers['settings.update']({
      baseUrl: catalog.baseUrl,
      imageBaseUrl: catalog.imageBaseUrl,
      userId: catalog.userId,
      token: catalog.userToken
    })
    expect(saved.ok).toBe(true)
    expect((await runtime.handlers['catalog.vin']({ vin: catalog.vins[0], lang: 'en' })).ok).toBe(true)
    await runtime.close()
    // close() waited for the writes: both secrets are in the file now.
    expect(Object.keys(onDisk(dir)).sort()).toEqual(['refresh-token', 'user-token'])
    return { catalog }
  }

  async function reopened(dir: string, settings: MemorySettingsStore) {
    return createAppRuntime({
      host: 'electron',
      version: '0.0.0-test',
      env: {},
      settings,
      vault: createSecretVault({
        safeStorage: fakeSafeStorage({ asyncApi: true }).storage,
        platform: 'linux',
        cwd: dir
      }),
      openExternal: async () => undefined
    })
  }

  it('clearing the token removes the refresh token from the file too', async () => {
    const dir = freshDir()
    const { catalog } = await signedIn(dir)
    const settings = new MemorySettingsStore({ baseUrl: catalog.baseUrl, userId: catalog.userId })
    const runtime = await reopened(dir, settings)
    expect(await runtime.handlers['settings.get']()).toMatchObject({ ok: true, value: { tokenSet: true } })
    expect(onDisk(dir)['refresh-token']).toEqual(expect.any(String))
    const cleared = await runtime.handlers['settings.update']({ token: '' })
    expect(cleared).toMatchObject({ ok: true, value: { tokenSet: false } })
    // The answer comes after the write: no waiting, no polling.
    expect(onDisk(dir)).toEqual({})
    await runtime.close()
    await catalog.close()
  })

  it('a new base URL removes both secrets from the file before the settings screen hears back', async () => {
    const dir = freshDir()
    const { catalog } = await signedIn(dir)
    const settings = new MemorySettingsStore({ baseUrl: catalog.baseUrl, userId: catalog.userId })
    const runtime = await reopened(dir, settings)
    await runtime.handlers['settings.update']({ baseUrl: 'https://catalog.example.com' })
    expect(onDisk(dir)).toEqual({})
    await runtime.close()
    await catalog.close()
  })
})
