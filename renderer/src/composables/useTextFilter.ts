import { computed, ref, toValue, type MaybeRefOrGetter } from 'vue'

/** Case- and accent-blind form of a text: "Zündkerze" and "zundkerze" match, so do "Dirección" and "direccion". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
}

/** True when every word of the query appears in one of the fields. */
export function matchesQuery(query: string, fields: readonly (string | undefined)[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = foldText(fields.filter(Boolean).join(' '))
  return words.every((word) => haystack.includes(word))
}

/** Filter-as-you-type over items; `fields` picks what to search in (code and title for catalog lists). */
export function useTextFilter<T>(items: MaybeRefOrGetter<readonly T[]>, fields: (item: T) => (string | undefined)[]) {
  const query = ref('')
  const filtered = computed(() => toValue(items).filter((item) => matchesQuery(query.value, fields(item))))
  return { query, filtered }
}
