import Store from 'electron-store'
import { safeStorage as electronSafeStorage } from 'electron'
import type { SecretName, SecretVault } from '../core/ports'

/** The part of Electron's safeStorage we use; injectable so tests can stand in for the OS keyring. */
export type SafeStorageLike = Pick<
  typeof electronSafeStorage,
  'isEncryptionAvailable' | 'encryptString' | 'decryptString'
> & {
  getSelectedStorageBackend?: () => string
}

export interface SecretVaultOptions {
  safeStorage?: SafeStorageLike
  platform?: NodeJS.Platform
  cwd?: string
  log?: (message: string) => void
}

type SecretsFile = Partial<Record<SecretName, string>>

function protectionOf(safeStorage: SafeStorageLike, platform: NodeJS.Platform): SecretVault['protection'] {
  if (!safeStorage.isEncryptionAvailable()) return 'memory'
  // On Linux without a keyring safeStorage "encrypts" with a hard-coded key: say so, don't pretend.
  if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text') return 'basic-text'
  return 'os-keychain'
}

/**
 * Secrets encrypted with safeStorage, stored as base64 ciphertext in `<userData>/secrets.json`.
 * When encryption is unavailable nothing is written to disk at all: the secret lives in memory
 * for this run and the settings screen says so. Must be created after `app.whenReady()`.
 */
export function createSecretVault(options: SecretVaultOptions = {}): SecretVault {
  const safeStorage = options.safeStorage ?? electronSafeStorage
  const log = options.log ?? console.warn
  const protection = protectionOf(safeStorage, options.platform ?? process.platform)

  if (protection === 'memory') {
    const memory = new Map<SecretName, string>()
    return {
      protection,
      get: (name) => memory.get(name) ?? null,
      set(name, value) {
        if (value === null) memory.delete(name)
        else memory.set(name, value)
      }
    }
  }

  const store = new Store<SecretsFile>({ name: 'secrets', cwd: options.cwd })
  return {
    protection,
    get(name) {
      const stored = store.get(name)
      if (typeof stored !== 'string') return null
      try {
        return safeStorage.decryptString(Buffer.from(stored, 'base64'))
      } catch {
        // The keyring changed (new login, restored backup): the ciphertext is useless, drop it.
        log(`[vault] could not decrypt ${name}; it was removed and must be entered again`)
        store.delete(name)
        return null
      }
    },
    set(name, value) {
      if (value === null) store.delete(name)
      else store.set(name, safeStorage.encryptString(value).toString('base64'))
    }
  }
}
