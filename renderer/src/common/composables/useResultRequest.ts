import { ref } from 'vue'
import type { AppError, Result } from '@shared/result'

/**
 * A request to main that a screen shows while it runs (a Save or Test button) and whose failure
 * it words: `busy` until the answer, `error` from a failed Result (cleared when it starts again).
 * The settings store's save and account test and the workshop mirror's save and test all ran
 * this by hand.
 */
export function useResultRequest() {
  const busy = ref(false)
  const error = ref<AppError | null>(null)

  /** Asks, hands a good answer to `use` (still busy while it runs); true when it succeeded. */
  async function run<T>(ask: () => Promise<Result<T>>, use: (value: T) => unknown): Promise<boolean> {
    busy.value = true
    error.value = null
    try {
      const result = await ask()
      if (!result.ok) {
        error.value = result.error
        return false
      }
      await use(result.value)
      return true
    } finally {
      busy.value = false
    }
  }

  return { busy, error, run }
}
