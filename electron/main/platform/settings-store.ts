import Store from 'electron-store'
import { isCatalogLanguage } from '../../shared/languages'
import type { SettingsStore, StoredSettings } from '../core/ports'

type SettingsFile = { settings: StoredSettings }

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** The settings file is user-editable JSON: keep only fields of the right type, drop the rest. */
function sanitize(raw: unknown): StoredSettings {
  if (typeof raw !== 'object' || raw === null) return {}
  const source = raw as Record<string, unknown>
  const settings: StoredSettings = {}
  const baseUrl = text(source.baseUrl)
  const imageBaseUrl = text(source.imageBaseUrl)
  const imageAddress = text(source.imageAddress)
  const userId = text(source.userId)
  if (baseUrl !== undefined) settings.baseUrl = baseUrl
  if (imageBaseUrl !== undefined) settings.imageBaseUrl = imageBaseUrl
  if (imageAddress !== undefined) settings.imageAddress = imageAddress
  if (userId !== undefined) settings.userId = userId
  if (isCatalogLanguage(source.language)) settings.language = source.language
  const workshopUrl = text(source.workshopUrl)
  const workshopUser = text(source.workshopUser)
  if (workshopUrl !== undefined) settings.workshopUrl = workshopUrl
  if (workshopUser !== undefined) settings.workshopUser = workshopUser
  if (source.workshopPrivateNetwork === true) settings.workshopPrivateNetwork = true
  return settings
}

/** Plain settings in `<userData>/settings.json`. Secrets never go here (see secret-vault.ts). */
export function createSettingsStore(options: { cwd?: string } = {}): SettingsStore {
  const store = new Store<SettingsFile>({ name: 'settings', cwd: options.cwd, defaults: { settings: {} } })
  return {
    read: () => sanitize(store.get('settings')),
    write: (next) => store.set('settings', sanitize(next))
  }
}
