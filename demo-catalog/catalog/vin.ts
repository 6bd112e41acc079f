import type { Lang } from '../data/languages'
import type { CatalogModel, VehicleModel } from '../data/model'
import { hash32 } from '../data/random'
import { VIN_PATTERN } from '../data/vehicles'
import { term } from '../data/vocabulary'
import type { PointerCodec } from '../pointers'
import { RenderContext } from './context'
import type { JsonObject } from './json'
import { requestParams, vehicleId, vehicleParams } from './params'
import { target } from './targets'
import { attributesAdv, attributesMain } from './vehicle-attributes'

// GET /api/vin in the real service's shape: `{ params, resultCode, vin, catalogs, vehicle }`.
// The catalog id for /api/q is the `name` of the first `catalogs` entry with status 200; only the
// first vehicle also sends `result.catalog`, and no vehicle sends `vehicle.catalog`.
// Unknown and malformed VINs answer 200 with an info error (like /api/q), with resultCode 404 and
// 400 respectively: the spec leaves this open, the envelope stays uniform.

export function normaliseVin(raw: string | null): string {
  return (raw ?? '').trim().toUpperCase()
}

export function vinResult(model: CatalogModel, codec: PointerCodec, rawVin: string | null, lang: Lang): JsonObject {
  const vin = normaliseVin(rawVin)
  if (!VIN_PATTERN.test(vin))
    return {
      params: requestParams('vin.find', [vin], lang),
      resultCode: 400,
      vin,
      info: { type: 'error', text: term('i_vin_bad', lang) }
    }
  const v = model.vehicles.find((x) => x.def.vin === vin)
  if (!v)
    return {
      params: requestParams('vin.find', [vin], lang),
      resultCode: 404,
      vin,
      info: { type: 'error', text: term('i_vin_unknown', lang) }
    }
  const ctx = new RenderContext(model, codec, v, lang)
  const d = v.def
  return {
    params: vehicleParams(model, v, 'vin.find', [vin], lang),
    resultCode: 200,
    vin: d.vin,
    catalogs: catalogs(model, v),
    vehicle: {
      vin: d.vin,
      vehicleId: vehicleId(model, v),
      name: `${d.modelName.toUpperCase()}(${d.marketCode}), ${d.productionDate.slice(0, 8)}01`,
      nameFull: nameFull(v),
      nameShort: `${d.make} ${d.model}`,
      modelName: d.modelName,
      brandId: d.brandId,
      brandName: d.make,
      qMainGroup: ctx.ptr(target.main(v.index)),
      attributesMain: attributesMain(ctx),
      attributesAdv: attributesAdv(ctx)
    },
    ...(d.catalogField ? { catalog: d.catalog } : {})
  }
}

/** Engine, trim, gearbox, drive side: "2.0 TDX 110 kW DFGA, Elegance, 6MT, LHD". */
function nameFull(v: VehicleModel): string {
  const d = v.def
  const engine = d.engines.find((e) => e.code === d.engineCode)!
  return `${engine.title} ${engine.code}, ${d.trim}, ${d.gearbox}, ${d.driveSide}`
}

/** `catalogs`: where the service looked, with the status and seconds each lookup took. */
function catalogs(model: CatalogModel, v: VehicleModel): JsonObject[] {
  const entries = v.def.catalogs ?? [{ name: v.def.catalog, status: 200 }]
  return entries.map((e) => ({
    name: e.name,
    status: e.status,
    time: (40 + (hash32(`time|${v.def.vin}|${e.name}`, model.seed) % 900)) / 1000
  }))
}
