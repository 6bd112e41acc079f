import { describe, expect, it, vi } from 'vitest'
import { useMirrorStore } from '@renderer/common/stores/mirror'
import type { Mirror } from '@renderer/data/db/mirror'
import { appInfo, createTestApp } from './support/app-context'

/**
 * The mirror store's pages read back: kept per vehicle and language so going back to a vehicle's
 * list does not read its records again, but only for the last few vehicles, so a day of browsing
 * does not keep every vehicle's pages in memory.
 */
describe('mirror store: pages read back', () => {
  function storeOverFakeMirror() {
    const app = createTestApp({ info: appInfo() })
    const garage = {
      countOfVehicle: vi.fn(async () => 0),
      sectionsOfVehicle: vi.fn(async () => [])
    }
    app.services.mirror = Promise.resolve({ garage } as unknown as Mirror)
    return { store: useMirrorStore(app.pinia), garage }
  }
  const read = (store: ReturnType<typeof useMirrorStore>, vin: string) =>
    store.storedPagesOf(vin, 'en', new AbortController().signal)

  it('reads a vehicle once while it is among the last four read, and again after that', async () => {
    const { store, garage } = storeOverFakeMirror()
    await store.whenReady()
    await read(store, 'VIN-1')
    await read(store, 'VIN-1')
    expect(garage.sectionsOfVehicle).toHaveBeenCalledTimes(1)

    for (const vin of ['VIN-2', 'VIN-3', 'VIN-4']) await read(store, vin)
    await read(store, 'VIN-1') // still one of the last four
    expect(garage.sectionsOfVehicle).toHaveBeenCalledTimes(4)

    await read(store, 'VIN-5') // VIN-2 is now the least recently read, and goes
    await read(store, 'VIN-2')
    expect(garage.sectionsOfVehicle).toHaveBeenCalledTimes(6)
    await read(store, 'VIN-1')
    expect(garage.sectionsOfVehicle).toHaveBeenCalledTimes(6)
  })
})
