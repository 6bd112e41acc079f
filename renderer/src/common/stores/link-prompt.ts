import { acceptHMRUpdate, defineStore } from 'pinia'
import { useExternalLink } from '../composables/useExternalLink'

/**
 * The app's one web-link question outside service dialogs: main's `link.confirm` events and the
 * app's own links to elsewhere (supplier look-up) ask through it, and ExternalLinkPrompt.vue shows
 * it. One instance, so whichever part of the page asks, the same dialog answers, and a page's
 * button never opens anything itself: only the dialog's "Open" calls shell.openExternal. This is
 * the question in browser mode; on the desktop the page hands the link straight to main, which
 * asks in a native dialog (one question, not two) and opens only
 * what the user confirms there (electron/main/platform/link-confirm.ts).
 */
export const useLinkPromptStore = defineStore('link-prompt', () => {
  const { pending, message, confirmButton, request, confirm, cancel, reset } = useExternalLink()
  return { pending, message, confirmButton, request, confirm, cancel, reset }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useLinkPromptStore, import.meta.hot))
