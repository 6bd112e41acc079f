import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import { languageFromLocales, type CatalogLanguage } from '@shared/languages'
import { forgetLegacy, legacyActiveBasket } from '../../data/db/legacy-local-storage'
import {
  clampSaveConcurrency,
  SAVE_CONCURRENCY,
  clampNodeSplit,
  NODE_SPLIT,
  type PreferenceRepository,
  type RowDensity,
  type ThemeChoice
} from '../../data/db/preference-repository'
import type { FreeingProgress } from '../../data/db/mirror'
import type { SupplierTemplate } from '../../lib/supplier-template'
import { useServices } from '../../data/app-services'
import { useAppStore } from './app'
import { useMirrorStore } from './mirror'
import { useSettingsStore } from './settings'

/**
 * What the user prefers, in one place, each kind kept where it belongs:
 * - the catalog language (the UI follows it) is the installation's: main keeps it with its
 *   settings (electron-store; a file in browser mode too), where the settings form edits it and
 *   where it survives browser mode's changing address;
 * - this computer's working choices — the basket parts go to, the offline storage limit — are
 *   kept in IndexedDB beside the baskets and the mirror they are about (PreferenceRepository).
 * The active basket of earlier versions, kept in localStorage, is moved in on first start.
 */
export type { RowDensity }

export const usePreferencesStore = defineStore('preferences', () => {
  const { preferences: openPreferences } = useServices()
  const settings = useSettingsStore()
  const mirror = useMirrorStore()
  const app = useAppStore()

  // ---- the catalog language --------------------------------------------------------------------

  // Set the moment the user picks a language, so requests switch before main has confirmed the save.
  const chosenLanguage = ref<CatalogLanguage | null>(null)
  let languageSaves = 0
  /** The chosen catalog language, else the saved one, else the first of this computer's the catalog speaks. */
  const language = computed<CatalogLanguage>(
    () => chosenLanguage.value ?? settings.view?.language ?? languageFromLocales(navigator.languages)
  )
  // The settings form saved a language: that is the choice now, over an earlier one that failed to save.
  watch(
    () => settings.view?.language,
    () => {
      if (languageSaves === 0) chosenLanguage.value = null
    },
    { flush: 'sync' }
  )

  /** The language switcher: switch now (stores re-request in place), persist in the background. */
  async function setLanguage(next: CatalogLanguage): Promise<boolean> {
    chosenLanguage.value = next
    languageSaves++
    try {
      const saved = await settings.persist({ language: next })
      // Keep the local choice if the user switched again while this save was on its way.
      if (saved && chosenLanguage.value === next) chosenLanguage.value = null
      return saved
    } finally {
      languageSaves--
    }
  }

  /**
   * First run: no language saved yet. The system locale decides (else ru) and the choice is
   * written down at once, so the catalog does not change language when the computer's does.
   */
  async function ensureLanguage(): Promise<void> {
    await settings.ready()
    if (settings.view && settings.view.language === null) await setLanguage(language.value)
  }

  // ---- this computer's choices ------------------------------------------------------------------

  const activeBasketId = ref<string | null>(null)

  async function repository(): Promise<PreferenceRepository | null> {
    try {
      return await openPreferences()
    } catch {
      return null // IndexedDB switched off: choices last for this run only
    }
  }

  async function loadActiveBasket(): Promise<void> {
    const repo = await repository()
    if (!repo) return
    try {
      const legacy = legacyActiveBasket()
      if (legacy !== null) {
        if ((await repo.activeBasket()) === null) await repo.setActiveBasket(legacy)
        forgetLegacy('activeBasket')
      }
      activeBasketId.value = await repo.activeBasket()
    } catch {
      // Unreadable: no basket is active, the next choice is stored afresh.
    }
  }
  /**
   * Prefetch on intent. Every prefetch is a request, and an account may be billed or limited per
   * request, so it is on by default for the demo only. The first time an account is in use with
   * nothing kept, off is kept as this computer's setting: switching to the demo and back never
   * turns it on behind the user's back. Off until main has said which service is in use.
   */
  const prefetchKept = ref<boolean | null>(null)
  const prefetchRead = ref(false)
  const prefetchOnIntent = computed(() => prefetchKept.value ?? app.info?.mode === 'demo')
  async function loadPrefetchOnIntent(): Promise<void> {
    const repo = await repository()
    const kept = (await repo?.prefetchOnIntent().catch(() => null)) ?? null
    // A choice made while it was being read stands.
    if (prefetchKept.value === null) prefetchKept.value = kept
    prefetchRead.value = true
  }
  watch(
    () => prefetchRead.value && prefetchKept.value === null && app.info?.mode === 'account',
    (settle) => {
      if (settle) void setPrefetchOnIntent(false)
    },
    { immediate: true }
  )

  async function setPrefetchOnIntent(on: boolean): Promise<void> {
    prefetchKept.value = on
    await (await repository())?.setPrefetchOnIntent(on).catch(() => undefined)
  }

  /** Supplier look-up templates; none until this computer's list has been read (no example flashes by). */
  const supplierTemplates = ref<readonly SupplierTemplate[]>([])
  async function loadSupplierTemplates(): Promise<void> {
    const repo = await repository()
    supplierTemplates.value = (await repo?.supplierTemplates().catch(() => null)) ?? []
  }

  /** The whole list, as the Settings editor leaves it; kept as a list so a deleted example stays deleted. */
  async function setSupplierTemplates(list: readonly SupplierTemplate[]): Promise<void> {
    supplierTemplates.value = list
    await (await repository())?.setSupplierTemplates(list).catch(() => undefined)
  }

  /** Requests at once while saving a vehicle for offline use; applies from the next start or resume. */
  const saveConcurrency = ref<number>(SAVE_CONCURRENCY.default)
  let concurrencyChosen = false
  async function loadSaveConcurrency(): Promise<void> {
    const repo = await repository()
    const stored = (await repo?.saveConcurrency().catch(() => null)) ?? SAVE_CONCURRENCY.default
    // A choice made while this was being read is newer than what was read.
    if (!concurrencyChosen) saveConcurrency.value = stored
  }

  async function setSaveConcurrency(value: number): Promise<void> {
    concurrencyChosen = true
    saveConcurrency.value = clampSaveConcurrency(value)
    await (await repository())?.setSaveConcurrency(saveConcurrency.value).catch(() => undefined)
  }

  /** Light, dark or as the OS has it (app/App.vue puts it on the document). */
  const theme = ref<ThemeChoice>('system')
  let themeChosen = false
  async function loadTheme(): Promise<void> {
    const stored = (await (await repository())?.theme().catch(() => null)) ?? 'system'
    if (!themeChosen) theme.value = stored
  }

  async function setTheme(next: ThemeChoice): Promise<void> {
    themeChosen = true
    theme.value = next
    await (await repository())?.setTheme(next).catch(() => undefined)
  }

  /**
   * The vehicle page leads with the catalog: the vehicle's details are folded to one line until
   * the user unfolds them there, and then stay as they were left, visit after visit.
   */
  const vehicleDetailsOpen = ref(false)
  let detailsChosen = false
  async function loadVehicleDetailsOpen(): Promise<void> {
    const stored = (await (await repository())?.vehicleDetailsOpen().catch(() => null)) ?? false
    if (!detailsChosen) vehicleDetailsOpen.value = stored
  }

  async function setVehicleDetailsOpen(open: boolean): Promise<void> {
    detailsChosen = true
    vehicleDetailsOpen.value = open
    await (await repository())?.setVehicleDetailsOpen(open).catch(() => undefined)
  }

  /** The node screen's splitter (the drawing's share) and the parts rows' density, as last left. */
  const nodeSplit = ref<number>(NODE_SPLIT.default)
  const rowDensity = ref<RowDensity>('auto')
  let splitChosen = false
  let densityChosen = false
  async function loadNodeLayout(): Promise<void> {
    const repo = await repository()
    const [split, density] = await Promise.all([
      repo?.nodeSplit().catch(() => null),
      repo?.rowDensity().catch(() => null)
    ])
    if (!splitChosen && split != null) nodeSplit.value = split
    if (!densityChosen && density != null) rowDensity.value = density
  }

  async function setNodeSplit(share: number): Promise<void> {
    splitChosen = true
    nodeSplit.value = clampNodeSplit(share)
    await (await repository())?.setNodeSplit(nodeSplit.value).catch(() => undefined)
  }

  async function setRowDensity(density: RowDensity): Promise<void> {
    densityChosen = true
    rowDensity.value = density
    await (await repository())?.setRowDensity(density).catch(() => undefined)
  }

  const loaded = Promise.all([
    loadActiveBasket(),
    loadPrefetchOnIntent(),
    loadSupplierTemplates(),
    loadSaveConcurrency(),
    loadTheme(),
    loadVehicleDetailsOpen(),
    loadNodeLayout()
  ]).then(() => undefined)

  /** Settles once this computer's choices have been read. */
  function whenLoaded(): Promise<void> {
    return loaded
  }

  async function setActiveBasket(id: string | null): Promise<void> {
    activeBasketId.value = id
    await (await repository())?.setActiveBasket(id).catch(() => undefined)
  }

  /**
   * The offline storage limit: the mirror keeps it, and evicts down to a lower one at once,
   * saying how far it has got as it goes. Resolves with the bytes freed.
   */
  async function setStorageBudget(bytes: number, onProgress?: (progress: FreeingProgress) => void): Promise<number> {
    await mirror.whenReady()
    return (await mirror.repo?.storage.setBudget(bytes, onProgress)) ?? 0
  }

  return {
    language,
    setLanguage,
    ensureLanguage,
    /** Settles once main's saved language is known: callers await it before their first request. */
    ready: () => settings.ready(),
    activeBasketId,
    whenLoaded,
    setActiveBasket,
    setStorageBudget,
    prefetchOnIntent,
    setPrefetchOnIntent,
    supplierTemplates,
    setSupplierTemplates,
    saveConcurrency,
    setSaveConcurrency,
    theme,
    setTheme,
    vehicleDetailsOpen,
    setVehicleDetailsOpen,
    nodeSplit,
    setNodeSplit,
    rowDensity,
    setRowDensity
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(usePreferencesStore, import.meta.hot))
