import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import { useLinkPromptStore } from '../../../common/stores/link-prompt'
import { usePreferencesStore } from '../../../common/stores/preferences'
import type { SupplierTemplate } from '../../../lib/supplier-template'
import { supplierLookup, type LookupProblem, type LookupValues } from '../supplier-url'

/**
 * The supplier look-up a control offers: the default supplier (the first of Settings' list) in one
 * click, and why a template cannot be used for these values. Every look-up asks the app's link
 * question (ExternalLinkPrompt) with the filled address; nothing opens from here.
 */
export function useSupplierLookup() {
  const preferences = usePreferencesStore()
  const prompt = useLinkPromptStore()
  const { t } = useI18n()

  const templates = computed(() => preferences.supplierTemplates)
  /** The supplier one click goes to: the first in Settings' list ("Make default" puts one there). */
  const defaultTemplate = computed<SupplierTemplate | null>(() => templates.value[0] ?? null)

  /** A template's tooltip: the address it opens, or why it cannot be used here. */
  function reason(problem: LookupProblem | null, url: string | null): string {
    if (!problem) return url ?? ''
    if (problem.kind === 'too-long') return t('supplier.lookup.tooLong', { max: problem.max })
    return problem.names.includes('brand') ? t('supplier.lookup.needsBrand') : t('supplier.lookup.needsVin')
  }

  /** Asks the link question for `template` filled with `values`; focus goes back to `anchor` after. */
  function lookUp(template: SupplierTemplate, values: LookupValues, anchor: HTMLElement | null): boolean {
    const { url } = supplierLookup(template, values)
    if (!url) return false
    prompt.request(url, anchor)
    return true
  }

  return { templates, defaultTemplate, reason, lookUp }
}
