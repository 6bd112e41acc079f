import { describe, expect, it } from 'vitest'
import { createApp, h } from 'vue'
import { CATALOG_LANGUAGES } from '@shared/languages'
import { ERROR_CODES, type AppError } from '@shared/result'
import { useErrorText } from '@renderer/common/composables/useErrorText'
import { createAppI18n } from '@renderer/i18n'

/** What the user reads for an error, through the app's own useErrorText, in one UI language. */
function textsIn(language: (typeof CATALOG_LANGUAGES)[number], errors: AppError[]): string[] {
  let texts: string[] = []
  const app = createApp({
    setup() {
      const errorText = useErrorText()
      texts = errors.map(errorText)
      return () => h('p')
    }
  })
  app.use(createAppI18n(language)).mount(document.createElement('div'))
  app.unmount()
  return texts
}

describe('error texts', () => {
  // Codes are a runtime list and the message keys are built from them: the compiler cannot tell
  // when a new code has no words yet. This can.
  it.each(CATALOG_LANGUAGES)('every error code has its own sentence in %s', (language) => {
    const texts = textsIn(
      language,
      ERROR_CODES.map((code) => ({ code, message: 'DETAIL' }))
    )
    for (const [index, text] of texts.entries()) {
      expect(text, ERROR_CODES[index]).not.toMatch(/^errors\./)
      expect(text.trim().length, ERROR_CODES[index]).toBeGreaterThan(10)
    }
    expect(new Set(texts).size).toBe(ERROR_CODES.length)
  })

  it('says whose fault it is: our own failure is not blamed on the catalog service', () => {
    const [internal, badResponse, storageFull] = textsIn('en', [
      { code: 'internal', message: 'x' },
      { code: 'bad-response', message: 'x' },
      { code: 'storage-full', message: 'x' }
    ])
    expect(internal).toContain('Parts Desk ran into a problem of its own')
    expect(internal).toContain('not to blame')
    expect(badResponse).toContain('The catalog service answered')
    expect(storageFull).toContain('This computer has no room left')
  })
})
