import { defineStore } from 'pinia'
import { watch } from 'vue'
import { createSectionLoader } from './section-loader'
import { useSettingsStore } from './settings'

/** The section shown on the page (main groups, a list, a node, …), re-asked in place when the language changes. */
export const useSectionStore = defineStore('section', () => {
  const settings = useSettingsStore()
  const loader = createSectionLoader(() => settings.language)
  watch(
    () => settings.language,
    () => void loader.reload()
  )
  return loader
})

/** The part-information panel beside a node (the route's `pi` pointer); same rules as the page. */
export const usePartInfoStore = defineStore('part-info', () => {
  const settings = useSettingsStore()
  const loader = createSectionLoader(() => settings.language)
  watch(
    () => settings.language,
    () => void loader.reload()
  )
  return loader
})
