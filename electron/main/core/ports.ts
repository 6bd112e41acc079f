/**
 * What core needs from the platform it runs on. The desktop app implements these with
 * electron-store and safeStorage (electron/main/platform); browser mode and tests implement them
 * in memory. Core never imports electron.
 */
import type { CatalogLanguage } from '../../shared/languages'
import type { SecretProtection } from '../../shared/contract'

/** Plain (non-secret) settings as saved by the user. Environment variables are applied on top. */
export interface StoredSettings {
  baseUrl?: string
  imageBaseUrl?: string
  /** A picture address template or `api` (settings/image-address.ts); absent: the default template. */
  imageAddress?: string
  userId?: string
  language?: CatalogLanguage
  /** The workshop mirror's database URL (electron/main/workshop/workshop-config.ts). */
  workshopUrl?: string
  workshopUser?: string
  /** The user confirmed that a plain-http private address is the workshop's own network. */
  workshopPrivateNetwork?: boolean
}

export interface SettingsStore {
  read(): StoredSettings
  write(next: StoredSettings): void
}

/** `workshop-password`: the workshop mirror's, bound to its URL's origin and user (workshop-config.ts). */
export type SecretName = 'user-token' | 'refresh-token' | 'workshop-password'

/**
 * Secrets at rest. Values are encrypted by the implementation; core only sees plain strings.
 * Reads and writes are synchronous against the vault's memory; the desktop vault loads (decrypts)
 * once in `open` and writes to disk behind the scenes, `flush` waiting for that.
 */
export interface SecretVault {
  /** How well the vault protects what it holds — shown to the user, never overstated. */
  readonly protection: Exclude<SecretProtection, 'environment' | 'none'>
  get(name: SecretName): string | null
  /** `null` deletes. */
  set(name: SecretName, value: string | null): void
  /** Loads what is stored; the runtime awaits it once before the first `get`. */
  open?(): Promise<void>
  /** Resolves when every `set` so far is on disk. */
  flush?(): Promise<void>
  /**
   * Where the disk protection is only nominal (Linux without a keyring: `basic_text`), whether
   * secrets are kept for this session only. null: the choice is not offered.
   */
  sessionOnly?(): boolean | null
  setSessionOnly?(sessionOnly: boolean): void
}

/**
 * Opens an http(s) URL in the system browser. The desktop app's opener asks first, in main
 * (platform/link-confirm.ts), and opens the parsed href only on "Open": 'declined' otherwise.
 * Browser mode's refuses: the page opens a new tab itself (renderer/src/platform/bridge/web-bridge.ts).
 */
export type ExternalOpener = (url: string) => Promise<'opened' | 'declined' | void>
