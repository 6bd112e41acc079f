import type { SecretName, SecretVault, SettingsStore, StoredSettings } from './ports'

/**
 * In-memory platform adapters: browser mode (the token lives only as long as the process — the
 * settings screen says so) and tests.
 */
export class MemorySettingsStore implements SettingsStore {
  private settings: StoredSettings
  constructor(initial: StoredSettings = {}) {
    this.settings = { ...initial }
  }
  read(): StoredSettings {
    return { ...this.settings }
  }
  write(next: StoredSettings): void {
    this.settings = { ...next }
  }
}

export class MemoryVault implements SecretVault {
  readonly protection = 'memory' as const
  private readonly secrets = new Map<SecretName, string>()
  get(name: SecretName): string | null {
    return this.secrets.get(name) ?? null
  }
  set(name: SecretName, value: string | null): void {
    if (value === null) this.secrets.delete(name)
    else this.secrets.set(name, value)
  }
}
