import { acceptHMRUpdate, defineStore } from 'pinia'
import { watch } from 'vue'
import { useServices } from '../../../data/app-services'
import { createSectionLoader } from './section-loader'
import { usePreferencesStore } from '../../../common/stores/preferences'

/** A section loader over the catalog that asks again, in place, when the catalog language changes. */
function languageFollowingLoader() {
  const preferences = usePreferencesStore()
  const loader = createSectionLoader(useServices().catalog, () => preferences.language)
  watch(
    () => preferences.language,
    () => void loader.reload()
  )
  return loader
}

/** The section shown on the page (main groups, a list, a node, …). */
export const useSectionStore = defineStore('section', languageFollowingLoader)

/** The part-information panel beside a node (the route's `pi` pointer); same rules as the page. */
export const usePartInfoStore = defineStore('part-info', languageFollowingLoader)

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useSectionStore, import.meta.hot))
if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(usePartInfoStore, import.meta.hot))
