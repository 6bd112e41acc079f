import { chmodSync, existsSync } from 'node:fs'
import Store from 'electron-store'
import { safeStorage as electronSafeStorage } from 'electron'
import type { SecretName, SecretVault } from '../core/ports'
import { safeStorageCipher, type SafeStorageLike } from './safe-storage-cipher'

export type { SafeStorageLike } from './safe-storage-cipher'

export interface SecretVaultOptions {
  safeStorage?: SafeStorageLike
  platform?: NodeJS.Platform
  cwd?: string
  log?: (message: string) => void
}

type SecretsFile = Partial<Record<SecretName, string>> & {
  /** Linux basic_text only: the user chose to save secrets on disk anyway. */
  'keep-on-disk'?: boolean
}

const SECRET_NAMES: readonly SecretName[] = ['user-token', 'refresh-token', 'workshop-password']
/** Owner read/write only: the ciphertext is nobody else's business, even where it is strong. */
const FILE_MODE = 0o600

/**
 * Secrets encrypted with safeStorage, as base64 ciphertext in `<userData>/secrets.json` (mode 0600).
 *
 * `open` decrypts what is stored once; after that reads come from memory and every change is
 * encrypted and written in the background, in order (`flush` waits for it). Where encryption is
 * unavailable nothing touches the disk: secrets live for this run only. On Linux without a keyring
 * safeStorage's `basic_text` "encrypts" with a key built into Chromium, so anyone who can read the
 * file can read the token: there the secrets are kept for this session only unless the user
 * explicitly chooses to save them anyway (Settings), and the settings screen says which it is.
 */
export function createSecretVault(options: SecretVaultOptions = {}): SecretVault {
  const safeStorage = options.safeStorage ?? electronSafeStorage
  const cipher = safeStorageCipher(safeStorage)
  const log = options.log ?? console.warn
  const platform = options.platform ?? process.platform
  const memory = new Map<SecretName, string>()
  let store: Store<SecretsFile> | null = null
  let weakDisk = false
  let persist = false
  let writes: Promise<void> = Promise.resolve()

  async function writeNow(name: SecretName): Promise<void> {
    if (!store || !persist) return
    const value = memory.get(name)
    if (value === undefined) return store.delete(name)
    const cipherText = (await cipher.encrypt(value)).toString('base64')
    // Anything may have changed while the keyring worked: a later write carries the newer value.
    if (persist && memory.get(name) === value) store.set(name, cipherText)
  }

  function writeLater(name: SecretName): void {
    writes = writes
      .then(() => writeNow(name))
      .catch((error: unknown) =>
        log(`[vault] could not save ${name}: ${error instanceof Error ? error.message : error}`)
      )
  }

  function forgetOnDisk(): void {
    for (const name of SECRET_NAMES) store?.delete(name)
  }

  async function load(name: SecretName): Promise<void> {
    const stored = store?.get(name)
    if (typeof stored !== 'string') return
    try {
      const { plain, reEncrypt } = await cipher.decrypt(Buffer.from(stored, 'base64'))
      memory.set(name, plain)
      if (reEncrypt) writeLater(name)
    } catch {
      // The keyring changed (new login, restored backup): the ciphertext is useless, drop it.
      log(`[vault] could not decrypt ${name}; it was removed and must be entered again`)
      store?.delete(name)
    }
  }

  return {
    get protection() {
      if (!store) return 'memory'
      if (!persist) return 'memory'
      return weakDisk ? 'basic-text' : 'os-keychain'
    },
    async open() {
      if (!(await cipher.available())) return
      weakDisk = platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text'
      store = new Store<SecretsFile>({ name: 'secrets', cwd: options.cwd, configFileMode: FILE_MODE })
      // A file written by an older version (or copied in) may be readable by others.
      if (platform !== 'win32' && existsSync(store.path)) chmodSync(store.path, FILE_MODE)
      persist = !weakDisk || store.get('keep-on-disk') === true
      for (const name of SECRET_NAMES) await load(name)
      // basic_text and no explicit choice: what an older version left on disk serves this session, then goes.
      if (!persist) forgetOnDisk()
    },
    flush: () => writes,
    get: (name) => memory.get(name) ?? null,
    set(name, value) {
      if (value === null) memory.delete(name)
      else memory.set(name, value)
      writeLater(name)
    },
    sessionOnly: () => (store && weakDisk ? !persist : null),
    setSessionOnly(sessionOnly) {
      if (!store || !weakDisk || sessionOnly === !persist) return
      persist = !sessionOnly
      if (sessionOnly) {
        store.delete('keep-on-disk')
        forgetOnDisk()
      } else {
        store.set('keep-on-disk', true)
        for (const name of SECRET_NAMES) writeLater(name)
      }
    }
  }
}
