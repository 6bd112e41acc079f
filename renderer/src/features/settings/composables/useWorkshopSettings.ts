import { onMounted, ref } from 'vue'
import type { WorkshopSettingsUpdate, WorkshopSettingsView, WorkshopTestReport } from '@shared/workshop'
import { useServices } from '../../../data/app-services'
import { useResultRequest } from '../../../common/composables/useResultRequest'

/**
 * Settings → Workshop mirror: main's view of it (the password only as "set"), saving, and Test.
 * After a save the renderer's switch asks main again, so reads and the push follow at once.
 */
export function useWorkshopSettings() {
  const { api, workshop } = useServices()
  const view = ref<WorkshopSettingsView | null>(null)
  const saveRequest = useResultRequest()
  const { busy: saving, error: saveError } = saveRequest
  const testRequest = useResultRequest()
  const { busy: testing, error: testError } = testRequest
  const report = ref<WorkshopTestReport | null>(null)

  async function load(): Promise<void> {
    view.value = await workshop.switch.refresh()
  }

  function save(update: WorkshopSettingsUpdate): Promise<boolean> {
    return saveRequest.run(
      () => api.workshop.configure(update),
      async (saved) => {
        view.value = saved
        report.value = null
        await workshop.switch.refresh()
      }
    )
  }

  async function test(): Promise<void> {
    report.value = null
    // The test may create the database or find the server gone: main's view is read again either way.
    await testRequest.run(
      async () => {
        const result = await api.workshop.test()
        await load()
        return result
      },
      (tested) => (report.value = tested)
    )
  }

  onMounted(() => void load())
  return { view, saving, saveError, testing, report, testError, save, test }
}
