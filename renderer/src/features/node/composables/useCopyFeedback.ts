import { onScopeDispose, ref } from 'vue'
import { plainText } from '@shared/plain-text'

export type CopyState = { kind: 'copied'; text: string; row: number } | { kind: 'failed'; text: string } | null

/** How long "Copied" stays visible; long enough to read, short enough not to go stale. */
const COPIED_MS = 1500
const FAILED_MS = 5000

/** Copies service text to the clipboard and keeps a short-lived state for visible feedback. */
export function useCopyFeedback() {
  const state = ref<CopyState>(null)
  let timer: ReturnType<typeof setTimeout> | null = null

  function show(next: CopyState, ms: number): void {
    if (timer) clearTimeout(timer)
    state.value = next
    timer = setTimeout(() => {
      state.value = null
      timer = null
    }, ms)
  }

  /**
   * Every copy of service text in the app comes through here (a part number, a basket's numbers),
   * so this is where the clipboard gets the characters a mechanic saw: no bidi controls.
   */
  async function copy(service: string, row: number): Promise<boolean> {
    const text = plainText(service)
    try {
      // Electron and Chromium refuse when the window has no focus or a policy denies it.
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard')
      await navigator.clipboard.writeText(text)
      show({ kind: 'copied', text, row }, COPIED_MS)
      return true
    } catch {
      show({ kind: 'failed', text }, FAILED_MS)
      return false
    }
  }

  onScopeDispose(() => {
    if (timer) clearTimeout(timer)
  })

  return { state, copy }
}
