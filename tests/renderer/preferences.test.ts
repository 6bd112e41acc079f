import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VinResponse } from '@shared/contract'
import { vehicleKey } from '@renderer/data/db/keys'
import { Mirror } from '@renderer/data/db/mirror'
import { RECENT_VEHICLES_MAX } from '@renderer/data/db/garage-repository'
import { MirrorDatabase } from '@renderer/data/db/schema'
import { useBasketsStore } from '@renderer/features/baskets/baskets-store'
import { usePreferencesStore } from '@renderer/common/stores/preferences'
import { useRecentVehiclesStore } from '@renderer/features/browse/stores/recent-vehicles'
import { appInfo, createTestApp } from './support/app-context'

/**
 * Preferences and the recent vehicles over real Dexie (fake-indexeddb): what earlier versions
 * kept in localStorage moves into IndexedDB on first start, and nothing the user set is lost.
 */

const ORIGIN = 'http://127.0.0.1:4100'
const OLD_ACTIVE_BASKET = 'parts-desk:active-basket'
const OLD_RECENT = 'parts-desk:recent-vehicles'

let db: MirrorDatabase
let repo: Mirror

/** The app as it starts over this test's database: a second call is a restart. */
function startApp() {
  createTestApp({ database: db, info: appInfo({ serviceOrigin: ORIGIN, imageOrigin: ORIGIN }) })
  return { recent: useRecentVehiclesStore(), preferences: usePreferencesStore() }
}

const row = (vin: string, name: string, origin = ORIGIN) => ({
  key: vehicleKey(origin, vin),
  origin,
  vin,
  catalog: 'C',
  name
})

function answerFor(vin: string, name: string): VinResponse {
  return { result: { catalog: 'C', vehicle: { vin, name, qMainGroup: 'mg' } }, fetchedAt: 1 }
}

beforeEach(() => {
  localStorage.clear()
  db = new MirrorDatabase(`preferences-${Math.random()}`)
  repo = new Mirror(db)
})
afterEach(() => db.delete())

describe('moving what earlier versions kept in localStorage', () => {
  it('keeps the recent list, its order and what the user took off it, then forgets the old copy', async () => {
    // The garage knows three vehicles; the user had taken C off the start page.
    let clock = 100
    repo = new Mirror(db, () => clock++)
    await repo.garage.rememberVehicle(row('A', 'Alpha'))
    await repo.garage.rememberVehicle(row('B', 'Beta'))
    await repo.garage.rememberVehicle(row('C', 'Gamma'))
    localStorage.setItem(
      OLD_RECENT,
      JSON.stringify([
        { vin: 'D', name: 'Delta', brand: 'Vostra', openedAt: 5_000 },
        { vin: 'B', name: 'Beta', openedAt: 4_000 },
        { vin: 'A', name: 'Alpha', openedAt: 3_000 }
      ])
    )

    const { recent } = startApp()
    await recent.refresh()
    expect(recent.list.map((v) => v.vin)).toEqual(['D', 'B', 'A'])
    expect(recent.list[0]).toMatchObject({ name: 'Delta', brand: 'Vostra', lastVisit: 5_000, origin: ORIGIN })
    expect(localStorage.getItem(OLD_RECENT)).toBeNull()

    // A restart reads the same list from IndexedDB alone.
    const again = startApp().recent
    await again.refresh()
    expect(again.list.map((v) => v.vin)).toEqual(['D', 'B', 'A'])
  })

  it('keeps the basket parts go to', async () => {
    localStorage.setItem(OLD_ACTIVE_BASKET, 'basket-7')
    const { preferences } = startApp()
    await preferences.whenLoaded()
    expect(preferences.activeBasketId).toBe('basket-7')
    expect(localStorage.getItem(OLD_ACTIVE_BASKET)).toBeNull()

    const restarted = startApp().preferences
    await restarted.whenLoaded()
    expect(restarted.activeBasketId).toBe('basket-7')
    expect(useBasketsStore().activeId).toBe('basket-7')
  })

  it('drops damaged entries instead of breaking the start page', async () => {
    localStorage.setItem(OLD_RECENT, '[{"vin":"OK","name":"Fine","openedAt":1},{"vin":3},"junk"]')
    const { recent } = startApp()
    await recent.refresh()
    expect(recent.list.map((v) => v.vin)).toEqual(['OK'])
  })
})

describe('recent vehicles, read from the vehicles table', () => {
  it('puts a visited vehicle on top, once per VIN whatever service it was seen at', async () => {
    let clock = 1
    repo = new Mirror(db, () => clock++)
    await repo.garage.rememberVehicle(row('A', 'Alpha', 'http://127.0.0.1:9999')) // an earlier demo run
    await repo.garage.rememberVehicle(row('B', 'Beta'))
    const { recent } = startApp()
    await recent.visited('A', answerFor('A', 'Alpha'))
    await recent.refresh()
    expect(recent.list.map((v) => `${v.vin}@${v.origin}`)).toEqual([`A@${ORIGIN}`, `B@${ORIGIN}`])
  })

  it('takes a vehicle off the list without forgetting it; visiting it again brings it back', async () => {
    await repo.garage.rememberVehicle(row('A', 'Alpha'))
    await repo.garage.rememberVehicle(row('B', 'Beta'))
    const { recent } = startApp()
    await recent.remove('A')
    expect(recent.list.map((v) => v.vin)).toEqual(['B'])
    expect(await repo.garage.vehicle(vehicleKey(ORIGIN, 'A'))).toBeDefined()

    // A lookup that is not a visit (a print layout, a revalidation) leaves it off.
    await repo.garage.rememberVehicle(row('A', 'Alpha'))
    await recent.refresh()
    expect(recent.list.map((v) => v.vin)).toEqual(['B'])

    await recent.visited('A', answerFor('A', 'Alpha'))
    await recent.refresh()
    expect(recent.list.map((v) => v.vin)).toEqual(['A', 'B'])
  })

  it(`offers at most ${RECENT_VEHICLES_MAX}`, async () => {
    let clock = 1
    repo = new Mirror(db, () => clock++)
    for (let i = 0; i < RECENT_VEHICLES_MAX + 5; i++) await repo.garage.rememberVehicle(row(`V${i}`, `Car ${i}`))
    const { recent } = startApp()
    await recent.refresh()
    expect(recent.list).toHaveLength(RECENT_VEHICLES_MAX)
    expect(recent.list[0].vin).toBe(`V${RECENT_VEHICLES_MAX + 4}`)
  })
})
