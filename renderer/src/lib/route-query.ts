import type { LocationQuery } from 'vue-router'
import type { FormValues } from '@shared/contract'

/** One value of a query parameter: the first when the address repeats it, undefined when absent. */
export function queryValue(value: LocationQuery[string] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  return first ?? undefined
}

/** A submitted form in an address's `f`, as JSON: the section page's and the node print's. */
export function formQuery(values: FormValues): string {
  return JSON.stringify(values)
}

/** `f` read back; anything else (hand-edited, truncated) means "no form". */
export function parseFormQuery(raw: string | undefined): FormValues | undefined {
  if (!raw) return undefined
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
    const values: FormValues = {}
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[key] = value
    }
    return values
  } catch {
    return undefined
  }
}
