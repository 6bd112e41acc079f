import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref, watch } from 'vue'
import { useServices } from '../../../data/app-services'
import { useAppStore } from '../../../common/stores/app'
import { usePartInfoStore, useSectionStore } from './section'
import { usePreferencesStore } from '../../../common/stores/preferences'
import { useVehicleStore } from './vehicle'

/** How often an offline app asks the service again on its own. */
export const PROBE_INTERVAL_MS = 15_000

/**
 * Automatic recovery. Main judges the connection from real request outcomes, so while it says
 * "offline" nothing changes until some request gets through. This store makes one: every
 * 15 seconds (or at once, on "Check now") it asks the service for the page on screen, over the
 * network path, not the mirror. When main then reports "online", the page is asked again through
 * the mirror, which shows the stored copy and puts the service's newer answer in place.
 */
export const useConnectionRecoveryStore = defineStore('connection-recovery', () => {
  const { network } = useServices()
  const app = useAppStore()
  const preferences = usePreferencesStore()
  const section = useSectionStore()
  const partInfo = usePartInfoStore()
  const vehicles = useVehicleStore()
  const probing = ref(false)
  let timer: ReturnType<typeof setInterval> | null = null
  let started = false

  /** One real request for what is on screen; main's connection state follows its outcome. */
  async function probeNow(): Promise<void> {
    if (probing.value) return
    probing.value = true
    try {
      const target = section.target
      if (target) {
        await network.section({
          q: target.q,
          lang: preferences.language,
          ...(target.catalog ? { catalog: target.catalog } : {})
        })
      } else if (vehicles.current) {
        await network.vin({ vin: vehicles.current, lang: preferences.language })
      }
      // Nothing on screen to ask for: the next thing the user opens is the probe.
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

  function start(intervalMs = PROBE_INTERVAL_MS): void {
    if (started) return
    started = true
    watch(
      () => app.connection.state,
      (state, previous) => {
        if (state === 'offline' && !timer) timer = setInterval(() => void probeNow(), intervalMs)
        if (state !== 'offline' && timer) {
          clearInterval(timer)
          timer = null
        }
        if (state === 'online' && previous === 'offline') revalidatePage()
      },
      { immediate: true }
    )
  }

  return { probing, probeNow, start }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useConnectionRecoveryStore, import.meta.hot))
