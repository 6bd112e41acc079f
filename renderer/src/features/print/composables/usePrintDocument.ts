import { computed, onScopeDispose, watchEffect, type MaybeRefOrGetter, toValue } from 'vue'
import { useI18n } from 'vue-i18n'
import { useRoute, useRouter } from 'vue-router'
import { PAGE_PLACEHOLDERS } from '@shared/print-layout'
import { parsePrintAction } from '../print-routes'

/**
 * What both print layouts share: the page label for the PDF footer, the print date in the UI
 * language, the window title (browsers suggest it as the PDF's file name) and the one-shot
 * `go` action from the link.
 */
export function usePrintDocument(title: MaybeRefOrGetter<string>) {
  const { t, locale } = useI18n()
  const route = useRoute()
  const router = useRouter()
  const printedAt = new Date()

  const pageLabel = computed(() => t('print.layout.pageLabel', { ...PAGE_PLACEHOLDERS }))
  const date = computed(() =>
    new Intl.DateTimeFormat(locale.value, { dateStyle: 'medium', timeStyle: 'short' }).format(printedAt)
  )
  const auto = computed(() => parsePrintAction(route.query))

  /** The action ran: take it out of the address, so a reload or Back does not print again. */
  function autoDone(): void {
    void router.replace({ query: { ...route.query, go: undefined } })
  }

  function languageName(code: string): string {
    try {
      return new Intl.DisplayNames([locale.value], { type: 'language' }).of(code) ?? code
    } catch {
      return code
    }
  }

  const appTitle = document.title
  watchEffect(() => {
    const text = toValue(title)
    if (text) document.title = text
  })
  onScopeDispose(() => (document.title = appTitle))

  return { pageLabel, date, auto, autoDone, languageName }
}
