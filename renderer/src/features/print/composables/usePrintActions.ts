import { computed, ref, shallowRef } from 'vue'
import type { PrintJob } from '@shared/contract'
import type { AppError } from '@shared/result'
import type { PrintAction } from '../print-routes'
import { useServices } from '../../../data/app-services'
import { useAppStore } from '../../../common/stores/app'

export type PrintOutcomeView = { kind: 'saved'; path: string } | { kind: 'failed'; error: AppError } | null

/**
 * Print and Save as PDF for a print layout, through the contract: the desktop app prints the
 * window (system dialog) or writes a PDF after a save dialog; browser mode opens the browser's
 * own print dialog for both, where "Save as PDF" is a destination.
 */
export function usePrintActions() {
  const { api } = useServices()
  const app = useAppStore()
  const busy = ref(false)
  const outcome = shallowRef<PrintOutcomeView>(null)
  // Known before main's info arrives: only the Electron preload sets window.partsDesk.
  const inBrowser = computed(() => (app.info ? app.info.host === 'web' : !window.partsDesk))

  async function run(action: PrintAction, job: PrintJob): Promise<void> {
    if (busy.value) return
    busy.value = true
    outcome.value = null
    try {
      if (action === 'print') {
        const result = await api.print.print(job)
        if (!result.ok) outcome.value = { kind: 'failed', error: result.error }
      } else {
        const result = await api.print.pdf(job)
        if (!result.ok) outcome.value = { kind: 'failed', error: result.error }
        else if (result.value.saved && result.value.path) outcome.value = { kind: 'saved', path: result.value.path }
      }
    } finally {
      busy.value = false
    }
  }

  return { busy, outcome, inBrowser, run }
}
