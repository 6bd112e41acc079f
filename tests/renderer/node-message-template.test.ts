import { describe, expect, it } from 'vitest'
import { createAppI18n } from '@renderer/i18n'
import { messageTemplate } from '@renderer/features/node/components/message-template'

describe('messageTemplate', () => {
  it('fills a message exactly as vue-i18n formats it, in every place and order', () => {
    for (const language of ['en', 'de', 'zh'] as const) {
      const { t } = createAppI18n(language).global
      const label = messageTemplate(t, 'node.hotspotLabel', ['callout', 'names'])
      const values = { callout: '12', names: 'Bolt M8x25, Washer {x} @:y' }
      expect(label(values)).toBe(t('node.hotspotLabel', values))
      const copy = messageTemplate(t, 'node.copyNumber', ['number'])
      expect(copy({ number: '1K0 615 301' })).toBe(t('node.copyNumber', { number: '1K0 615 301' }))
    }
  })

  it('leaves out a value it was not given, and keeps a message without parameters whole', () => {
    const { t } = createAppI18n('en').global
    expect(messageTemplate(t, 'node.hotspotOnly', ['callout'])({})).toBe('Callout ')
    expect(messageTemplate(t, 'node.noPartInfo', [])({})).toBe(t('node.noPartInfo'))
  })
})
