import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref, watch } from 'vue'
import { useServices } from '../../../data/app-services'
import { useAppStore } from '../../../common/stores/app'
import { usePartInfoStore, useSectionStore } from './section'
import { useVehicleStore } from './vehicle'

/** How often an offline app checks whether the service is back. */
export const PROBE_INTERVAL_MS = 15_000
/** How often an online (or not yet checked) app checks that the service is still there, while it is on screen. */
export const ONLINE_PROBE_INTERVAL_MS = 30_000

/**
 * The connection light and automatic recovery. Main judges the connection from real request
 * outcomes; between requests nobody asks, so the header said "Online" with the service already
 * gone (until the next click failed), and "Not checked yet" after a visit served from the mirror.
 * This store asks in the background: at start, every 30 seconds while the app is on screen, and
 * every 15 seconds (or at once, on "Check now") while offline. A probe is main's look at the
 * service's host (`connection.probe`), which costs the account no request. When the state goes
 * from offline to online, the page on screen is asked again through the mirror, which shows the
 * stored copy and puts the service's newer answer in place.
 */
export const useConnectionRecoveryStore = defineStore('connection-recovery', () => {
  const { api } = useServices()
  const app = useAppStore()
  const section = useSectionStore()
  const partInfo = usePartInfoStore()
  const vehicles = useVehicleStore()
  const probing = ref(false)
  let timer: ReturnType<typeof setTimeout> | null = null
  let started = false
  let intervals = { offline: PROBE_INTERVAL_MS, online: ONLINE_PROBE_INTERVAL_MS }

  /** One check of the service; main's connection state follows it, and the header with it. */
  async function probeNow(): Promise<void> {
    if (probing.value) return
    probing.value = true
    try {
      const result = await api.connection.probe()
      // The answer is as new as any event before it: the light need not wait for the event.
      if (result.ok) app.noteConnection(result.value)
    } finally {
      probing.value = false
    }
  }

  /** The service answers again: refresh what is shown, in place. */
  function revalidatePage(): void {
    if (section.target) void section.reload()
    if (partInfo.target) void partInfo.reload()
    const vin = vehicles.current
    if (vin && (vehicles.byVin[vin]?.error || !vehicles.byVin[vin]?.response)) void vehicles.open(vin, true)
  }

  function schedule(): void {
    if (timer) clearTimeout(timer)
    const offline = app.connection.state === 'offline'
    timer = setTimeout(() => void tick(), offline ? intervals.offline : intervals.online)
  }

  async function tick(): Promise<void> {
    timer = null
    // Online, a window nobody looks at needs no light; offline, a save may be waiting to resume.
    if (app.connection.state === 'offline' || document.visibilityState !== 'hidden') await probeNow()
    if (!timer) schedule()
  }

  function start(options: Partial<typeof intervals> = {}): void {
    if (started) return
    started = true
    intervals = { ...intervals, ...options }
    watch(
      () => app.connection.state,
      (state, previous) => {
        schedule()
        if (state === 'online' && previous === 'offline') revalidatePage()
      }
    )
    // Back on screen after a while: say how things are now, not how they were.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void probeNow()
    })
    // "Not checked yet" only until the first probe answers.
    void probeNow().finally(() => {
      if (!timer) schedule()
    })
  }

  return { probing, probeNow, start }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useConnectionRecoveryStore, import.meta.hot))
