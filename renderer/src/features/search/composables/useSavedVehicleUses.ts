import { ref, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { useServices } from '../../../data/app-services'
import { SUPERSEDED, createLatestRequest } from '../../../lib/latest-request'
import { usePreferencesStore } from '../../../common/stores/preferences'
import { readWhereUsed, type WhereUsedEntry } from '../where-used-entries'

/**
 * Where a number is used in the vehicles stored on this computer, read again when the number or
 * the language changes: for the panel beside the catalog's applicability in part information.
 */
export function useSavedVehicleUses(number: MaybeRefOrGetter<string | undefined>) {
  const services = useServices()
  const preferences = usePreferencesStore()
  const rows = ref<WhereUsedEntry[]>([])
  const loading = ref(true)
  const latest = createLatestRequest()

  watch(
    [() => toValue(number)?.trim() ?? '', () => preferences.language],
    async ([wanted, lang]) => {
      loading.value = true
      const found = await latest.run(async () => (wanted ? (await readWhereUsed(services, wanted, lang)).rows : []))
      if (found === SUPERSEDED) return
      rows.value = found
      loading.value = false
    },
    { immediate: true }
  )
  return { rows, loading }
}
