import { inject, onScopeDispose, provide, watch, type InjectionKey, type Ref } from 'vue'
import type { PrefetchTarget } from '../../../data/catalog/intent-prefetcher'
import { useServices } from '../../../data/app-services'
import { usePreferencesStore } from '../../../common/stores/preferences'

/**
 * Prefetch on intent, as the page offers it to its links: a link to a section says the user is
 * about to open it (the pointer rests on it, focus reached it) or no longer is. The vehicle page
 * provides it; links elsewhere (and pages without it) simply don't anticipate.
 */
export interface Anticipation {
  expect(q: string): void
  forget(q: string): void
  /** The link is being opened (pressed or clicked): what it anticipated is needed now. */
  follow(q: string): void
}

const ANTICIPATION: InjectionKey<Anticipation> = Symbol('anticipation')

/**
 * The vehicle page: links under it anticipate sections of this vehicle and catalog, in the
 * current language. Their stored copies are always read ahead (a read costs no request); the
 * service is asked ahead only while the "prefetch" preference is on.
 */
export function provideAnticipation(place: { vin: Ref<string>; catalog: Ref<string | undefined> }): void {
  const { prefetcher } = useServices()
  const preferences = usePreferencesStore()
  const target = (q: string): PrefetchTarget => ({
    q,
    lang: preferences.language,
    vin: place.vin.value,
    ...(place.catalog.value ? { catalog: place.catalog.value } : {})
  })
  provide(ANTICIPATION, {
    expect: (q) => prefetcher.intend(target(q), preferences.prefetchOnIntent),
    forget: (q) => prefetcher.leave(target(q)),
    follow: (q) => prefetcher.follow(target(q), preferences.prefetchOnIntent)
  })
  // Switched off, or this page gone: an intent still resting asks for nothing.
  watch(
    () => preferences.prefetchOnIntent,
    (on) => {
      if (!on) prefetcher.cancel()
    }
  )
  onScopeDispose(() => prefetcher.cancel())
}

type IntentListeners = Partial<
  Record<'pointerenter' | 'pointerleave' | 'focus' | 'blur', () => void> & {
    pointerdown: (event: PointerEvent) => void
    click: (event: MouseEvent) => void
  }
>

/**
 * DOM listeners for a link to `q`: pointer resting and keyboard focus count as intent; pressing it
 * (the click comes when the button is released, a tenth of a second later) or opening it from the
 * keyboard follows it.
 */
export function useAnticipation(): ((q: string | undefined) => IntentListeners) | null {
  const anticipation = inject(ANTICIPATION, null)
  if (!anticipation) return null
  return (q) => {
    if (!q) return {}
    return {
      pointerenter: () => anticipation.expect(q),
      pointerleave: () => anticipation.forget(q),
      focus: () => anticipation.expect(q),
      blur: () => anticipation.forget(q),
      pointerdown: (event) => {
        if (event.button === 0) anticipation.follow(q)
      },
      // A click from the keyboard (no pointer press came first) has no count of presses.
      click: (event) => {
        if (event.detail === 0) anticipation.follow(q)
      }
    }
  }
}
