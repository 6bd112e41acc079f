import { onMounted, ref } from 'vue'
import type { AppError } from '@shared/result'
import type { WorkshopSettingsUpdate, WorkshopSettingsView, WorkshopTestReport } from '@shared/workshop'
import { useServices } from '../../../data/app-services'

/**
 * Settings → Workshop mirror: main's view of it (the password only as "set"), saving, and Test.
 * After a save the renderer's switch asks main again, so reads and the push follow at once.
 */
export function useWorkshopSettings() {
  const { api, workshop } = useServices()
  const view = ref<WorkshopSettingsView | null>(null)
  const saving = ref(false)
  const saveError = ref<AppError | null>(null)
  const testing = ref(false)
  const report = ref<WorkshopTestReport | null>(null)
  const testError = ref<AppError | null>(null)

  async function load(): Promise<void> {
    view.value = await workshop.switch.refresh()
  }

  async function save(update: WorkshopSettingsUpdate): Promise<boolean> {
    saving.value = true
    saveError.value = null
    try {
      const result = await api.workshop.configure(update)
      if (!result.ok) {
        saveError.value = result.error
        return false
      }
      view.value = result.value
      report.value = null
      await workshop.switch.refresh()
      return true
    } finally {
      saving.value = false
    }
  }

  async function test(): Promise<void> {
    testing.value = true
    testError.value = null
    report.value = null
    try {
      const result = await api.workshop.test()
      if (result.ok) report.value = result.value
      else testError.value = result.error
      await load()
    } finally {
      testing.value = false
    }
  }

  onMounted(() => void load())
  return { view, saving, saveError, testing, report, testError, save, test }
}
