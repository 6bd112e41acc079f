import { messageTemplate, type MessageFill } from './message-template'

/** What a parts-table row's buttons are called, each `number` filled in per row. */
export interface PartRowTexts {
  copy: MessageFill
  copied: string
  info: MessageFill
  noInfo: string
  add: MessageFill
}

/**
 * Formatted once per table and language, not per row: every rendered row names three buttons
 * (twice each, label and tooltip). Call inside a computed so it follows the UI language.
 */
export function partRowTexts(t: (key: string, params?: Record<string, string>) => string): PartRowTexts {
  return {
    copy: messageTemplate(t, 'node.copyNumber', ['number']),
    copied: t('node.copied'),
    info: messageTemplate(t, 'node.partInfoFor', ['number']),
    noInfo: t('node.noPartInfo'),
    add: messageTemplate(t, 'print.actions.addRow', ['number'])
  }
}
