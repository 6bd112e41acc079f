import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

// electron-store reads app paths from `electron` at construction; a temp dir stands in for userData.
const userData = mkdtempSync(join(tmpdir(), 'parts-desk-platform-'))
const electron = vi.hoisted(() => {
  const fakeSafeStorage = {
    available: true,
    backend: 'gnome_libsecret',
    isEncryptionAvailable: () => fakeSafeStorage.available,
    getSelectedStorageBackend: () => fakeSafeStorage.backend,
    // Reversible but not plain: enough to prove the file never holds the secret as written.
    encryptString: (plain: string) => Buffer.from(`enc:${[...plain].reverse().join('')}`),
    decryptString: (cipher: Buffer) => {
      const text = cipher.toString()
      if (!text.startsWith('enc:'))
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.')
      return [...text.slice(4)].reverse().join('')
    }
  }
  const shell = { openExternal: vi.fn(async () => undefined) }
  return { fakeSafeStorage, shell }
})

vi.mock('electron', () => {
  const app = { getPath: () => userData, getVersion: () => '0.0.0-test' }
  const ipcMain = { on: () => undefined }
  const module = { app, ipcMain, shell: electron.shell, safeStorage: electron.fakeSafeStorage }
  return { ...module, default: module }
})

const { createSettingsStore } = await import('../../electron/main/platform/settings-store')
const { createSecretVault } = await import('../../electron/main/platform/secret-vault')
const { openExternal } = await import('../../electron/main/platform/open-external')

afterAll(() => rmSync(userData, { recursive: true, force: true }))

describe('settings store (electron-store)', () => {
  it('persists settings across instances', () => {
    createSettingsStore().write({ baseUrl: 'https://catalog.example', userId: 'u1', language: 'de' })
    expect(createSettingsStore().read()).toEqual({ baseUrl: 'https://catalog.example', userId: 'u1', language: 'de' })
  })

  it('drops hand-edited fields of the wrong type or unknown language', () => {
    const store = createSettingsStore()
    store.write({ baseUrl: 'https://a.example', language: 'xx' as never, userId: 42 as never })
    expect(store.read()).toEqual({ baseUrl: 'https://a.example' })
  })
})

describe('secret vault (safeStorage)', () => {
  beforeEach(() => {
    electron.fakeSafeStorage.available = true
    electron.fakeSafeStorage.backend = 'gnome_libsecret'
  })

  it('stores base64 ciphertext, never the plain secret, and reads it back', () => {
    const vault = createSecretVault({ platform: 'linux' })
    expect(vault.protection).toBe('os-keychain')
    vault.set('user-token', 'super-secret-token')
    const onDisk = readFileSync(join(userData, 'secrets.json'), 'utf8')
    expect(onDisk).not.toContain('super-secret-token')
    expect(JSON.parse(onDisk)['user-token']).toBe(Buffer.from('enc:nekot-terces-repus').toString('base64'))
    expect(createSecretVault({ platform: 'linux' }).get('user-token')).toBe('super-secret-token')
    vault.set('user-token', null)
    expect(vault.get('user-token')).toBeNull()
  })

  it("says 'basic-text' on Linux without a keyring", () => {
    electron.fakeSafeStorage.backend = 'basic_text'
    expect(createSecretVault({ platform: 'linux' }).protection).toBe('basic-text')
    // The backend name only means something on Linux.
    expect(createSecretVault({ platform: 'win32' }).protection).toBe('os-keychain')
  })

  it('keeps the secret in memory only when encryption is unavailable', () => {
    electron.fakeSafeStorage.available = false
    const vault = createSecretVault({ platform: 'linux', cwd: join(userData, 'memory-case') })
    expect(vault.protection).toBe('memory')
    vault.set('refresh-token', 'r1')
    expect(vault.get('refresh-token')).toBe('r1')
    expect(() => readFileSync(join(userData, 'memory-case', 'secrets.json'))).toThrow()
  })

  it('forgets ciphertext that can no longer be decrypted instead of failing every start', () => {
    const log = vi.fn()
    const vault = createSecretVault({ platform: 'linux', log })
    vault.set('refresh-token', 'r2')
    const broken = createSecretVault({
      platform: 'linux',
      log,
      safeStorage: {
        ...electron.fakeSafeStorage,
        decryptString: () => {
          throw new Error('keyring changed')
        }
      }
    })
    expect(broken.get('refresh-token')).toBeNull()
    expect(log).toHaveBeenCalledOnce()
    expect(vault.get('refresh-token')).toBeNull()
  })
})

describe('openExternal', () => {
  it('hands http(s) links to the system browser', async () => {
    await openExternal('https://example.com/help')
    expect(electron.shell.openExternal).toHaveBeenCalledWith('https://example.com/help')
  })

  it('refuses every other scheme', async () => {
    electron.shell.openExternal.mockClear()
    for (const url of ['file:///etc/passwd', 'smb://host/share', 'javascript:alert(1)', 'not a url']) {
      await expect(openExternal(url)).rejects.toThrow(/http/)
    }
    expect(electron.shell.openExternal).not.toHaveBeenCalled()
  })
})
