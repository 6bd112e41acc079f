import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * The node view with every row and callout built. Its first frame has only what it shows (the
 * visible rows, the marked callouts: renderer/src/features/node/composables/useAfterFirstPaint.ts) and says
 * so with `data-partial`; a test that counts or compares all of them waits for this first.
 */
export async function nodeViewComplete(page: Page): Promise<void> {
  await page.getByTestId('part-row').first().waitFor()
  await expect.poll(() => page.locator('[data-testid="node-view"] [data-partial]').count()).toBe(0)
}
