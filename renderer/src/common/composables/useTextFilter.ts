import { computed, ref, toValue, type MaybeRefOrGetter } from 'vue'
import { matchesQuery } from '../../lib/text-match'

/** Filter-as-you-type over items; `fields` picks what to search in (code and title for catalog lists). */
export function useTextFilter<T>(items: MaybeRefOrGetter<readonly T[]>, fields: (item: T) => (string | undefined)[]) {
  const query = ref('')
  const filtered = computed(() => toValue(items).filter((item) => matchesQuery(query.value, fields(item))))
  return { query, filtered }
}
