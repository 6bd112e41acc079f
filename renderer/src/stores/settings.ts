import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { SettingsUpdate, SettingsView } from '@shared/contract'
import { languageFromLocales, type CatalogLanguage } from '@shared/languages'
import type { AppError } from '@shared/result'
import { useApi } from '../bridge'
import { useAppStore } from './app'

/** Mirrors main's settings. The token never comes back: only `tokenSet`. */
export const useSettingsStore = defineStore('settings', () => {
  const api = useApi()
  const view = ref<SettingsView | null>(null)
  const loadError = ref<AppError | null>(null)
  const saving = ref(false)
  const saveError = ref<AppError | null>(null)
  const savedAt = ref<number | null>(null)

  /** The chosen catalog language, else the first of this computer's languages the catalog speaks. */
  const language = computed<CatalogLanguage>(() => view.value?.language ?? languageFromLocales(navigator.languages))
  const readOnlyAccount = computed(() => view.value?.source === 'environment')

  async function load(): Promise<void> {
    const result = await api.settings.get()
    if (result.ok) {
      view.value = result.value
      loadError.value = null
    } else {
      loadError.value = result.error
    }
  }

  async function save(update: SettingsUpdate): Promise<boolean> {
    saving.value = true
    saveError.value = null
    try {
      const result = await api.settings.update(update)
      if (!result.ok) {
        saveError.value = result.error
        return false
      }
      view.value = result.value
      savedAt.value = Date.now()
      // A new account can switch demo ↔ account mode and the service origin.
      await useAppStore().refreshInfo()
      return true
    } finally {
      saving.value = false
    }
  }

  return { view, loadError, saving, saveError, savedAt, language, readOnlyAccount, load, save }
})
