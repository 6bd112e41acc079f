import { createHmac } from 'node:crypto'
import type { Lang } from '../data/languages'
import type { CatalogModel, VehicleModel } from '../data/model'
import type { JsonObject } from './json'

// `result.params`: what the real service echoes about how it produced an answer (method, internal
// names, codes, upstream URLs, an encoded vehicle id). Realistic noise that is never meant to be
// shown: a client that renders it, or takes the catalog id from it, is wrong.

const vehicleIds = new WeakMap<VehicleModel, string>()

/**
 * `vehicle.vehicleId`: an opaque, long, base64-looking id (with `/` and `+` written as `__` and
 * `--`, as real ids are). Deterministic per seed and VIN; it does not contain the catalog id.
 */
export function vehicleId(model: CatalogModel, v: VehicleModel): string {
  let id = vehicleIds.get(v)
  if (!id) {
    const d = v.def
    const key = createHmac('sha256', `parts-desk-demo-catalog|${model.seed}`).update(`vehicle|${d.vin}`).digest()
    const payload = JSON.stringify({
      v: 3,
      vin: d.vin,
      b: d.brandId,
      m: d.modelName.toUpperCase(),
      mk: d.marketCode,
      d: d.productionDate.replace(/-/g, ''),
      e: d.engineCode,
      g: d.gearbox,
      k: key.toString('base64'),
      s: createHmac('sha256', key).update(d.vin).digest('hex')
    })
    id = Buffer.from(payload).toString('base64').replace(/\//g, '__').replace(/\+/g, '--').replace(/=+$/, '')
    vehicleIds.set(v, id)
  }
  return id
}

/** The internal brand slug the service's upstream uses. */
function slug(v: VehicleModel): string {
  return v.def.make.toLowerCase()
}

/** `params` of an answer about one vehicle. `codes` are the catalog codes from the vehicle down. */
export function vehicleParams(
  model: CatalogModel,
  v: VehicleModel,
  method: string,
  codes: string[],
  lang: Lang
): JsonObject {
  const path = [slug(v), v.def.marketCode.toLowerCase(), ...codes].map(encodeURIComponent).join('/')
  return {
    method,
    name: slug(v),
    codes,
    urls: [`https://epc-gw.internal.example/v2/${path}`, `https://img-cdn.internal.example/${slug(v)}/`],
    vehicleId: vehicleId(model, v),
    lang
  }
}

/** `params` of an answer that could not be tied to a vehicle (bad VIN, bad pointer). */
export function requestParams(method: string, codes: string[], lang: Lang): JsonObject {
  return { method, name: null, codes, urls: [], vehicleId: null, lang }
}
