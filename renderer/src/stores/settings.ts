import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { SettingsUpdate, SettingsView } from '@shared/contract'
import { languageFromLocales, type CatalogLanguage } from '@shared/languages'
import type { AppError } from '@shared/result'
import { useServices } from '../services/app-services'
import { useAppStore } from './app'

/** Mirrors main's settings. The token never comes back: only `tokenSet`. */
export const useSettingsStore = defineStore('settings', () => {
  const { api } = useServices()
  const view = ref<SettingsView | null>(null)
  const loadError = ref<AppError | null>(null)
  const saving = ref(false)
  const saveError = ref<AppError | null>(null)
  const savedAt = ref<number | null>(null)
  // Set the moment the user picks a language, so requests switch before main has confirmed the save.
  const chosenLanguage = ref<CatalogLanguage | null>(null)
  let loading: Promise<void> | null = null

  /** The chosen catalog language, else the first of this computer's languages the catalog speaks. */
  const language = computed<CatalogLanguage>(
    () => chosenLanguage.value ?? view.value?.language ?? languageFromLocales(navigator.languages)
  )
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

  /** Loads once; callers that need the saved language before their first request await this. */
  function ready(): Promise<void> {
    loading ??= load()
    return loading
  }

  /**
   * First run: no language saved yet. The system locale decides (else ru) and the choice is
   * written down at once, so the catalog does not change language when the computer's does.
   */
  async function ensureLanguage(): Promise<void> {
    await ready()
    if (view.value && view.value.language === null) await setLanguage(language.value)
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
      if (update.language) chosenLanguage.value = null
      savedAt.value = Date.now()
      // A new account can switch demo ↔ account mode and the service origin.
      await useAppStore().refreshInfo()
      return true
    } finally {
      saving.value = false
    }
  }

  /** The language switcher: switch now (stores re-request in place), persist in the background. */
  async function setLanguage(next: CatalogLanguage): Promise<boolean> {
    chosenLanguage.value = next
    const result = await api.settings.update({ language: next })
    if (!result.ok) {
      saveError.value = result.error
      return false
    }
    view.value = result.value
    // Keep the local choice if the user switched again while this save was on its way.
    if (chosenLanguage.value === next) chosenLanguage.value = null
    return true
  }

  return {
    view,
    loadError,
    saving,
    saveError,
    savedAt,
    language,
    readOnlyAccount,
    load,
    ready,
    ensureLanguage,
    save,
    setLanguage
  }
})
