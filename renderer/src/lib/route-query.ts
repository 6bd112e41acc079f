import type { LocationQuery } from 'vue-router'

/** One value of a query parameter: the first when the address repeats it, undefined when absent. */
export function queryValue(value: LocationQuery[string] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  return first ?? undefined
}
