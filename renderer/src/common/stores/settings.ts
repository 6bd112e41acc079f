import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { AccountTestReport, SettingsUpdate, SettingsView } from '@shared/contract'
import type { AppError } from '@shared/result'
import { useServices } from '../../data/app-services'
import { useResultRequest } from '../composables/useResultRequest'
import { useAppStore } from './app'

/**
 * Mirrors main's settings: the account (the token never comes back, only `tokenSet`) and the
 * saved catalog language, which the preferences store reads and writes through `persist`.
 */
export const useSettingsStore = defineStore('settings', () => {
  const { api } = useServices()
  const view = ref<SettingsView | null>(null)
  const loadError = ref<AppError | null>(null)
  const saveRequest = useResultRequest()
  const { busy: saving, error: saveError } = saveRequest
  const savedAt = ref<number | null>(null)
  let loading: Promise<void> | null = null

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

  /** The settings form: saves, says when, and follows an account switch (demo ↔ account, origin). */
  function save(update: SettingsUpdate): Promise<boolean> {
    return saveRequest.run(
      () => api.settings.update(update),
      async (saved) => {
        view.value = saved
        savedAt.value = Date.now()
        await useAppStore().refreshInfo()
      }
    )
  }

  /** A quiet write (the language switcher): no "saved" message, a failure shows on the settings page. */
  async function persist(update: SettingsUpdate): Promise<boolean> {
    const result = await api.settings.update(update)
    if (!result.ok) {
      saveError.value = result.error
      return false
    }
    view.value = result.value
    return true
  }

  /** Settings → Test the account: the last report, or why the test itself could not run. */
  const testRequest = useResultRequest()
  const { busy: testing, error: testError } = testRequest
  const testReport = ref<AccountTestReport | null>(null)

  /** Runs the test on the saved account (the demo's when none is configured) with the VIN typed. */
  async function testAccount(vin: string): Promise<void> {
    if (testing.value) return
    testReport.value = null
    await testRequest.run(
      () => api.account.test({ vin: vin.replace(/\s+/g, '').toUpperCase() }),
      (report) => (testReport.value = report)
    )
  }

  return {
    view,
    loadError,
    saving,
    saveError,
    savedAt,
    readOnlyAccount,
    load,
    ready,
    save,
    persist,
    testing,
    testReport,
    testError,
    testAccount
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useSettingsStore, import.meta.hot))
