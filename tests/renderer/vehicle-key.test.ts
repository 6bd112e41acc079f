import { describe, expect, it } from 'vitest'
import { vehicleKey as keyFromDb } from '@renderer/data/db/keys'
import { originOfVehicle, vehicleKey } from '@renderer/lib/vehicle-key'

describe('the one vehicle key', () => {
  it('keeps the stored shape (canonical JSON of vehicle, origin, VIN), so existing garages still match', () => {
    expect(vehicleKey('https://catalog.example', 'WVWZZZ1KZAW000001')).toBe(
      '["vehicle","https://catalog.example","WVWZZZ1KZAW000001"]'
    )
    expect(keyFromDb).toBe(vehicleKey)
  })

  it('names its service back, and scopes a key of another shape to itself', () => {
    expect(originOfVehicle(vehicleKey('https://a.example', 'VIN"|1'))).toBe('https://a.example')
    expect(originOfVehicle('origin|VIN')).toBe('origin|VIN')
    expect(originOfVehicle('["image","x"]')).toBe('["image","x"]')
  })
})
