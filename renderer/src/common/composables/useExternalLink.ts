import { nextTick, ref, shallowRef, type ComponentPublicInstance } from 'vue'
import { webUrl } from '@shared/web-url'
import { useServices } from '../../data/app-services'
import { useAppStore } from '../stores/app'

export interface PendingLink {
  /** The parsed `url.href`: what is shown and what is sent to main. */
  url: string
  host: string
  /** The link the user clicked, to give focus back to; null when main asked (a dropped link). */
  anchor: HTMLElement | null
}

type MessageKey = 'section.dialog.openFailed' | 'section.dialog.noLink'

/**
 * The confirmation step between a web link and the system browser — for links in service content
 * and for links main would not open by itself (ExternalLinkPrompt.vue): only absolute http(s) URLs
 * qualify, the user sees the host first, and only "Open" calls shell.openExternal.
 *
 * On the desktop main asks the same question in a native dialog before it opens anything
 * (electron/main/platform/link-confirm.ts), and main's is the one that counts: there the page asks
 * nothing itself and hands the parsed address straight on, so the user answers once, not twice.
 */
export function useExternalLink() {
  const { api } = useServices()
  const app = useAppStore()
  const pending = shallowRef<PendingLink | null>(null)
  const message = ref<MessageKey | null>(null)
  let confirmEl: HTMLElement | null = null

  /** Template ref callback for the "Open" button, so keyboard users land on it. */
  function confirmButton(el: Element | ComponentPublicInstance | null): void {
    confirmEl = el instanceof HTMLElement ? el : null
  }

  function request(href: string | null, anchor: HTMLElement | null): void {
    message.value = null
    const url = webUrl(href)
    if (!url || !href) {
      pending.value = null
      message.value = 'section.dialog.noLink'
      return
    }
    // What the URL parser made of it, shown and sent: the punycode host, the normalised href —
    // never the raw string (main parses it again before opening).
    pending.value = { url: url.href, host: url.host, anchor }
    if (app.info?.host === 'electron') void confirm()
    else void nextTick(() => confirmEl?.focus())
  }

  async function confirm(): Promise<void> {
    const link = pending.value
    if (!link) return
    pending.value = null
    const result = await api.shell.openExternal({ url: link.url })
    if (!result.ok) message.value = 'section.dialog.openFailed'
    if (link.anchor?.isConnected) link.anchor.focus()
  }

  function cancel(): void {
    const link = pending.value
    pending.value = null
    message.value = null
    if (link?.anchor?.isConnected) link.anchor.focus()
  }

  /** The dialog went away: forget everything without moving focus (the dialog restores it). */
  function reset(): void {
    pending.value = null
    message.value = null
  }

  return { pending, message, confirmButton, request, confirm, cancel, reset }
}
