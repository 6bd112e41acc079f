import { inject, provide, ref, type InjectionKey, type Ref } from 'vue'

const FOLDED: InjectionKey<Ref<boolean>> = Symbol('vehicle-card-folded-away')

/**
 * The vehicle page (a layout around the section shown) provides whether its vehicle card steps
 * aside. The node screen asks it to: a mechanic works there in the window's full height, and the
 * breadcrumb's first step names the vehicle and leads back to its page, where the card is.
 */
export function provideVehicleChrome(): Ref<boolean> {
  const folded = ref(false)
  provide(FOLDED, folded)
  return folded
}

/** The vehicle page's switch, or null outside it (a section mounted on its own in a test). */
export function useVehicleChrome(): Ref<boolean> | null {
  return inject(FOLDED, null)
}
