import type { safeStorage as electronSafeStorage } from 'electron'

type SafeStorage = typeof electronSafeStorage

/**
 * The part of Electron's safeStorage we use; injectable so tests can stand in for the OS keyring.
 * The asynchronous calls are optional so a stand-in (or an older Electron) with only the
 * synchronous ones still works.
 */
export type SafeStorageLike = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'> &
  Partial<
    Pick<
      SafeStorage,
      'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'
    >
  >

export interface Cipher {
  available(): Promise<boolean>
  encrypt(plain: string): Promise<Buffer>
  /** `reEncrypt`: the key was rotated or got stronger; the value should be written again. */
  decrypt(cipherText: Buffer): Promise<{ plain: string; reEncrypt: boolean }>
}

/**
 * safeStorage through its asynchronous API, which Electron 45 has and recommends (the synchronous
 * one is deprecated: it blocks the main process on the keyring). The synchronous calls are used
 * only where the asynchronous one is missing — a stand-in in tests, or an Electron before the
 * async API existed — and nowhere else.
 */
export function safeStorageCipher(safeStorage: SafeStorageLike): Cipher {
  return {
    available: () =>
      safeStorage.isAsyncEncryptionAvailable
        ? safeStorage.isAsyncEncryptionAvailable()
        : Promise.resolve(safeStorage.isEncryptionAvailable()),
    encrypt: async (plain) =>
      safeStorage.encryptStringAsync ? safeStorage.encryptStringAsync(plain) : safeStorage.encryptString(plain),
    decrypt: async (cipherText) => {
      if (!safeStorage.decryptStringAsync) return { plain: safeStorage.decryptString(cipherText), reEncrypt: false }
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(cipherText)
      return { plain: result, reEncrypt: shouldReEncrypt }
    }
  }
}
