import { readSection } from '@shared/readers'
import { ref, shallowRef } from 'vue'
import type { CatalogResult } from '@shared/catalog-schemas'
import type { FormValues } from '@shared/contract'
import type { CatalogLanguage } from '@shared/languages'
import type { AppError } from '@shared/result'
import type { AnswerSource, CatalogAccess, SectionAnswer } from '../../../data/catalog/catalog-access'
import { SUPERSEDED, createLatestRequest } from '../../../lib/latest-request'
import { mark, timed } from '../../../lib/timing'

/** What a page asks for; the language is added by the loader from the settings store. */
export interface SectionTarget {
  vin: string
  catalog?: string
  q: string
  form?: FormValues
}

/** Same section, whatever the language: a language switch keeps showing the old answer until the new one. */
function sameTarget(a: SectionTarget | null, b: SectionTarget | null): boolean {
  if (!a || !b) return false
  return a.vin === b.vin && a.catalog === b.catalog && a.q === b.q && JSON.stringify(a.form) === JSON.stringify(b.form)
}

/**
 * Request state for one catalog section: the newest request wins, an answer to an older one is
 * dropped (clicks can outrun the network), and re-asking for the same section (language switch,
 * retry) keeps the previous result on screen until the new one arrives — no flash, no jump.
 */
export function createSectionLoader(access: CatalogAccess, language: () => CatalogLanguage) {
  const target = shallowRef<SectionTarget | null>(null)
  const result = shallowRef<CatalogResult | null>(null)
  /** The language `result` is in; differs from the wanted one while a switch is on its way. */
  const resultLanguage = ref<CatalogLanguage | null>(null)
  const loading = ref(false)
  const error = shallowRef<AppError | null>(null)
  /** Where the shown answer came from, and when the service sent it (a mirror copy can be old). */
  const source = ref<AnswerSource | null>(null)
  const fetchedAt = ref<number | null>(null)
  /** Rows and fields of the shown answer its readers left out (readers/section.ts), by field. */
  const skipped = shallowRef<Readonly<Record<string, number>>>({})
  /** The service failed to refresh the stored copy on screen (the copy stays). */
  const refreshError = shallowRef<AppError | null>(null)
  const latest = createLatestRequest()
  let pendingLanguage: CatalogLanguage | null = null

  async function open(next: SectionTarget): Promise<void> {
    mark('section-open')
    const lang = language()
    if (!sameTarget(target.value, next)) {
      result.value = null
      resultLanguage.value = null
      source.value = null
      fetchedAt.value = null
    } else if (loading.value ? pendingLanguage === lang : result.value && resultLanguage.value === lang) {
      target.value = next
      return // already showing, or already asking for, exactly this
    }
    target.value = next
    pendingLanguage = lang
    loading.value = true
    error.value = null
    // The service's newer answer to a stored copy on screen replaces it in place, as long as the
    // page still shows this section in this language and is not waiting for another answer. Not
    // tied to this request: the mirror runs one revalidation per section, and the one that answers
    // may have been started by an earlier visit.
    const onRevalidated = (fresh: SectionAnswer) => {
      if (!sameTarget(target.value, next) || loading.value || resultLanguage.value !== lang) return
      show(fresh, lang)
    }
    const onRefreshFailed = (failure: AppError) => {
      if (sameTarget(target.value, next) && resultLanguage.value === lang) refreshError.value = failure
    }
    // A newer open (or clear) aborts this request's signal: main drops or aborts it unsent/unfinished.
    const answer = await latest.run((signal) =>
      timed('section-request', () =>
        access.section(
          {
            q: next.q,
            lang,
            ...(next.catalog ? { catalog: next.catalog } : {}),
            ...(next.form ? { form: next.form } : {})
          },
          { vin: next.vin, onRevalidated, onRefreshFailed, signal }
        )
      )
    )
    if (answer === SUPERSEDED) return
    loading.value = false
    pendingLanguage = null
    if (answer.ok) {
      show(answer.value, lang)
    } else {
      error.value = answer.error
    }
  }

  function show(answer: SectionAnswer, lang: CatalogLanguage): void {
    const reading = readSection(answer.result)
    result.value = reading.result
    skipped.value = reading.skipped
    refreshError.value = null
    resultLanguage.value = lang
    source.value = answer.source ?? 'network'
    fetchedAt.value = answer.fetchedAt
    mark('section-shown')
  }

  /** Asks again for what is shown (retry, or the language changed). */
  async function reload(): Promise<void> {
    if (target.value) {
      resultLanguage.value = null // forces a request even when the language is unchanged
      await open(target.value)
    }
  }

  function clear(): void {
    latest.cancel()
    pendingLanguage = null
    target.value = null
    result.value = null
    resultLanguage.value = null
    loading.value = false
    error.value = null
    source.value = null
    fetchedAt.value = null
    skipped.value = {}
    refreshError.value = null
  }

  return {
    target,
    result,
    resultLanguage,
    loading,
    error,
    source,
    fetchedAt,
    skipped,
    refreshError,
    open,
    reload,
    clear
  }
}
