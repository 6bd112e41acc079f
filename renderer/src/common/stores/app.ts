import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { AppInfo, ConnectionStatus } from '@shared/contract'
import type { AppError } from '@shared/result'
import { useServices } from '../../data/app-services'

/** What main says about itself (mode, origins, version) and the live connection state it pushes. */
export const useAppStore = defineStore('app', () => {
  const { api, origins } = useServices()
  const info = ref<AppInfo | null>(null)
  const loadError = ref<AppError | null>(null)
  const connection = ref<ConnectionStatus>({ state: 'unknown', since: Date.now() })
  let listening = false
  let pushed = false

  const isDemo = computed(() => info.value?.mode === 'demo')
  const demoVins = computed(() => (isDemo.value ? (info.value?.demoVins ?? []) : []))

  async function refreshInfo(): Promise<void> {
    const result = await api.app.info()
    origins.report(result.ok ? result.value : null)
    if (result.ok) {
      info.value = result.value
      // A pushed event is newer than any snapshot; take the snapshot only until one arrives.
      if (!pushed) connection.value = result.value.connection
      loadError.value = null
    } else {
      loadError.value = result.error
    }
  }

  /**
   * A state main returned to a call (a connection probe). Main stamps each change, so a state
   * stamped earlier than the one shown lost a race with an event and is dropped; "Not checked
   * yet" gives way to any answer.
   */
  function noteConnection(status: ConnectionStatus): void {
    if (connection.value.state === 'unknown' || status.since >= connection.value.since) connection.value = status
  }

  async function start(): Promise<void> {
    // For the app's lifetime: the header shows the connection on every page.
    if (!listening) {
      listening = true
      api.on('connection.changed', (status) => {
        pushed = true
        connection.value = status
      })
    }
    await refreshInfo()
  }

  return { info, loadError, connection, isDemo, demoVins, start, refreshInfo, noteConnection }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useAppStore, import.meta.hot))
