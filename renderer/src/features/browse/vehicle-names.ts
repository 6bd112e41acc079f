import { CATALOG_LANGUAGES, type CatalogLanguage } from '@shared/languages'
import { readVehicle } from '@shared/readers'
import type { Mirror } from '../../data/db/mirror'
import type { VehicleRecord } from '../../data/db/schema'

/** Names read from stored VIN answers in this run, by vehicle key: a list shown again reads none twice. */
const named = new Map<string, Pick<VehicleRecord, 'name' | 'catalogName'>>()

/**
 * Vehicles stored before they were named for people hold the catalog's name ("CARGO(EUR),
 * 2018-06-01") and no `catalogName`. Their name is read from the VIN answer the mirror keeps (in the
 * language in use, else any), not written back: nothing to migrate, nothing that can fail half-way.
 * The next visit stores the row with both names. A row whose answer is gone keeps what it has.
 */
export async function withPeopleNames<T extends VehicleRecord>(
  records: readonly T[],
  answers: Mirror['answers'],
  language: CatalogLanguage
): Promise<T[]> {
  return Promise.all(
    records.map(async (record) => {
      if (record.catalogName !== undefined) return record
      const names = named.get(record.key) ?? (await namesFromStoredAnswer(record, answers, language))
      if (!names) return record
      named.set(record.key, names)
      return { ...record, ...names }
    })
  )
}

async function namesFromStoredAnswer(
  record: VehicleRecord,
  answers: Mirror['answers'],
  language: CatalogLanguage
): Promise<Pick<VehicleRecord, 'name' | 'catalogName'> | null> {
  for (const lang of [language, ...CATALOG_LANGUAGES.filter((other) => other !== language)]) {
    const stored = await answers.readVin(record.origin, record.vin, lang).catch(() => null)
    const vehicle = stored ? readVehicle(stored.payload.result.vehicle) : null
    if (vehicle) return { name: vehicle.name, catalogName: vehicle.title }
  }
  return null
}
