import type { AppServices } from '../../data/app-services'
import type { WhereUsedCap, WhereUsedRow } from '../../data/search/search-service'

export interface WhereUsedEntry extends WhereUsedRow {
  /** The vehicle's name as the garage shows it (its VIN when unknown). */
  vehicleName: string
}

export interface WhereUsedEntries {
  rows: WhereUsedEntry[]
  /** Caps that left numbers out of what the rows are for (the page says so). */
  caps: WhereUsedCap[]
}

/**
 * Where a part number is used in the vehicles stored on this computer, each row with its
 * vehicle's name from the garage: for the where-used page and part information's panel alike.
 */
export async function readWhereUsed(
  { search, mirror }: Pick<AppServices, 'search' | 'mirror'>,
  number: string,
  lang: string
): Promise<WhereUsedEntries> {
  const report = await search.whereUsedReport(number, lang)
  const repo = await mirror
  const names = new Map<string, string>()
  for (const key of new Set(report.rows.map((use) => use.vehicleKey))) {
    const vehicle = await repo?.garage.vehicle(key).catch(() => undefined)
    if (vehicle?.name) names.set(key, vehicle.name)
  }
  return {
    rows: report.rows.map((use) => ({ ...use, vehicleName: names.get(use.vehicleKey) ?? use.vin })),
    caps: report.caps
  }
}
