import { watchEffect } from 'vue'
import { usePreferencesStore } from '../stores/preferences'

/**
 * Puts the chosen theme on <html> as data-theme="light" or "dark" (base.css turns it into the
 * color-scheme the palette's light-dark() pairs follow); for 'system' the attribute goes and the
 * OS decides through prefers-color-scheme. `paper()` true (a print layout on screen) pins light:
 * what is about to be printed is shown as it will print.
 */
export function useDocumentTheme(paper: () => boolean): void {
  const preferences = usePreferencesStore()
  watchEffect(() => {
    const theme = paper() ? 'light' : preferences.theme
    const root = document.documentElement
    if (theme === 'system') delete root.dataset.theme
    else root.dataset.theme = theme
  })
}
