import { computed, ref, shallowRef } from 'vue'
import type { CatalogResult } from '@shared/catalog-schemas'
import type { FormValues } from '@shared/contract'
import type { CatalogLanguage } from '@shared/languages'
import type { AppError } from '@shared/result'
import { useCatalogAccess } from '../catalog/catalog-access'

/** What a page asks for; the language is added by the loader from the settings store. */
export interface SectionTarget {
  vin: string
  catalog?: string
  q: string
  form?: FormValues
}

/** Same section, whatever the language: a language switch keeps showing the old answer until the new one. */
export function sameTarget(a: SectionTarget | null, b: SectionTarget | null): boolean {
  if (!a || !b) return false
  return a.vin === b.vin && a.catalog === b.catalog && a.q === b.q && JSON.stringify(a.form) === JSON.stringify(b.form)
}

/**
 * Request state for one catalog section: the newest request wins, an answer to an older one is
 * dropped (clicks can outrun the network), and re-asking for the same section (language switch,
 * retry) keeps the previous result on screen until the new one arrives — no flash, no jump.
 */
export function createSectionLoader(language: () => CatalogLanguage) {
  const target = shallowRef<SectionTarget | null>(null)
  const result = shallowRef<CatalogResult | null>(null)
  /** The language `result` is in; differs from the wanted one while a switch is on its way. */
  const resultLanguage = ref<CatalogLanguage | null>(null)
  const loading = ref(false)
  const error = shallowRef<AppError | null>(null)
  let generation = 0
  let pendingLanguage: CatalogLanguage | null = null

  // Spec part 7: a stale pointer or an unavailable section comes back as `info` of type error.
  const infoError = computed(() => (result.value?.info?.type === 'error' ? result.value.info : null))

  async function open(next: SectionTarget): Promise<void> {
    const lang = language()
    if (!sameTarget(target.value, next)) {
      result.value = null
      resultLanguage.value = null
    } else if (loading.value ? pendingLanguage === lang : result.value && resultLanguage.value === lang) {
      target.value = next
      return // already showing, or already asking for, exactly this
    }
    target.value = next
    pendingLanguage = lang
    const mine = ++generation
    loading.value = true
    error.value = null
    const answer = await useCatalogAccess().section({
      q: next.q,
      lang,
      ...(next.catalog ? { catalog: next.catalog } : {}),
      ...(next.form ? { form: next.form } : {})
    })
    if (mine !== generation) return
    loading.value = false
    pendingLanguage = null
    if (answer.ok) {
      result.value = answer.value.result
      resultLanguage.value = lang
    } else {
      error.value = answer.error
    }
  }

  /** Asks again for what is shown (retry, or the language changed). */
  async function reload(): Promise<void> {
    if (target.value) {
      resultLanguage.value = null // forces a request even when the language is unchanged
      await open(target.value)
    }
  }

  function clear(): void {
    generation++
    pendingLanguage = null
    target.value = null
    result.value = null
    resultLanguage.value = null
    loading.value = false
    error.value = null
  }

  return { target, result, resultLanguage, loading, error, infoError, open, reload, clear }
}
