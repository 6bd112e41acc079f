import type { Pinia } from 'pinia'
import type { AppServices } from '../data/app-services'
import { MirrorMaintenance } from '../data/mirror/mirror-maintenance'
import { followUiLanguage, type AppI18n } from '../i18n/app-i18n'
import { useAppStore } from '../common/stores/app'
import { usePreferencesStore } from '../common/stores/preferences'
import { useStoragePersistenceStore } from '../common/stores/storage-persistence'
import { useConnectionRecoveryStore } from '../features/browse/stores/connection-recovery'
import { useGarageStore } from '../features/garage/stores/garage'
import type { LifecycleStep } from './lifecycle'

/** How long the first frame waits for main's app.info before showing without it. */
export const APP_INFO_WAIT_MS = 3000

export interface BootParts {
  services: AppServices
  pinia: Pinia
  i18n: AppI18n
  /** Shows the app: the last step, once the window can show the right language and service. */
  mount: () => void
  /** The mirror's background work; main.ts lets it make its own. */
  maintenance?: MirrorMaintenance
}

/**
 * The app's start, in order; the end runs it backwards (lifecycle.ts). What the first frame needs
 * is awaited before the mount: the UI strings in the saved language (so neither English nor keys
 * flash) and main's first app.info (it names the service; catalog requests through the mirror wait
 * for it anyway). The rest starts without holding up the window.
 */
export function appBootSteps({ services, pinia, i18n, mount, maintenance = new MirrorMaintenance() }: BootParts) {
  const preferences = usePreferencesStore(pinia)
  const steps: LifecycleStep[] = [
    {
      // The UI speaks the catalog language: one switch changes both. English is built in; the saved
      // language is fetched here, others on switch.
      name: 'ui strings',
      start: () =>
        preferences
          .ready()
          .catch(() => undefined)
          .then(() => followUiLanguage(i18n, () => preferences.language))
    },
    {
      // Settles whether main answered or not: an unanswered app.info shows its error with a retry.
      // A main too busy to answer within 3 s does not keep the window blank: the header fills in
      // when the answer comes.
      name: 'app info',
      start: () => useAppStore(pinia).start(),
      waitAtMostMs: APP_INFO_WAIT_MS
    },
    {
      // Sections stored are indexed in memory and written after a quiet moment; the end writes them now.
      name: 'search index',
      flush: () => services.search.writeNow(),
      stop: () => services.search.writeNow()
    },
    {
      // Compaction of what an earlier version stored is scheduled once the mirror is open (or known
      // to be unavailable: then there is none); its first batch waits for the start to settle.
      name: 'mirror',
      start: async () => maintenance.start(await services.mirror),
      stop: () => maintenance.stop()
    },
    {
      // Without it the engine may clear the whole mirror, saved vehicles included, when the disk
      // runs low. Asked once per start and not awaited; Settings shows the answer.
      name: 'persistent storage',
      start: () => void useStoragePersistenceStore(pinia).request()
    },
    {
      // A save interrupted by closing the app shows up in the garage as "Interrupted — Resume".
      name: 'garage',
      start: () => void useGarageStore(pinia).refresh(),
      // A save under way is paused: its requests are aborted and what it fetched is written (its
      // group commit drains), so the next start resumes from there instead of fetching it again.
      stop: () => useGarageStore(pinia).pause()
    },
    {
      name: 'connection recovery',
      start: () => useConnectionRecoveryStore(pinia).start()
    },
    {
      // First run: follow the system locale (else ru) and save that choice.
      name: 'language choice',
      start: () => void preferences.ensureLanguage()
    },
    { name: 'mount', start: mount }
  ]
  return steps
}
