import { onScopeDispose, ref } from 'vue'

/** The current time, ticking once a minute, so "3 minutes ago" stays true on a page left open. */
export function useNow(intervalMs = 60_000) {
  const now = ref(Date.now())
  const timer = setInterval(() => (now.value = Date.now()), intervalMs)
  onScopeDispose(() => clearInterval(timer))
  return now
}
