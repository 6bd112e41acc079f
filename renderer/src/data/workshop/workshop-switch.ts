import type { PartsDeskApi } from '@shared/contract'
import type { WorkshopSettingsView } from '@shared/workshop'

/**
 * Whether a workshop mirror is set up, as main says (`workshop.settings`). Without one the middle
 * tier makes no call to main at all and nothing is collected for pushing. Asked at start and
 * again whenever Settings saves the workshop mirror.
 */
export interface WorkshopSwitch {
  enabled(): boolean
  /** Asks main again; the view, or null when main could not say. */
  refresh(): Promise<WorkshopSettingsView | null>
  /** The latest view main gave (Settings shows it), also to each later refresh. */
  onChange(listener: (view: WorkshopSettingsView) => void): () => void
}

export function createWorkshopSwitch(api: PartsDeskApi): WorkshopSwitch {
  let on = false
  const listeners = new Set<(view: WorkshopSettingsView) => void>()
  return {
    enabled: () => on,
    async refresh() {
      let view: WorkshopSettingsView | null = null
      try {
        const result = await api.workshop.settings()
        view = result.ok ? result.value : null
      } catch {
        view = null
      }
      on = !!view && view.state !== 'off'
      if (view) for (const listener of listeners) listener(view)
      return view
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
  }
}
