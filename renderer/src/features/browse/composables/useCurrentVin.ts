import { inject, provide, type InjectionKey, type Ref } from 'vue'

const CURRENT_VIN: InjectionKey<Readonly<Ref<string>>> = Symbol('current-vin')

/**
 * The vehicle a page belongs to, handed down the component tree. Pictures are shown by small
 * presentational components (thumbnails, diagrams, galleries) that should not carry a VIN prop
 * just so the mirror can file what they load under the right vehicle in the garage: the vehicle
 * page provides it once, and useCatalogImage reads it. Outside a vehicle page there is none.
 */
export function provideCurrentVin(vin: Readonly<Ref<string>>): void {
  provide(CURRENT_VIN, vin)
}

export function useCurrentVin(): Readonly<Ref<string>> | undefined {
  return inject(CURRENT_VIN, undefined)
}
