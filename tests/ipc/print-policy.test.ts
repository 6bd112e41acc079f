import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { inputSchemas } from '../../electron/main/ipc/input-schemas'
import {
  NOT_A_PRINT_LAYOUT,
  isPrintLayoutUrl,
  pdfFileName,
  pdfOptions,
  withPdfExtension
} from '../../electron/main/print-policy'
import { rendererLocation } from '../../electron/main/window-policy'
import { EXTERNAL_URL_MAX } from '../../electron/shared/external-url'
import { fileNameFrom, footerTemplate, isPageLabel, isPrintRoute } from '../../electron/shared/print-layout'

// The Electron printer (platform/print.ts) against a stand-in for Electron's app and save dialog.
const folder = mkdtempSync(join(tmpdir(), 'parts-desk-print-'))
const electron = vi.hoisted(() => ({
  showSaveDialog: vi.fn<(...args: unknown[]) => Promise<{ canceled: boolean; filePath?: string }>>()
}))
vi.mock('electron', () => {
  const module = {
    app: { getPath: () => folder },
    BrowserWindow: { fromWebContents: () => null },
    dialog: { showSaveDialog: electron.showSaveDialog }
  }
  return { ...module, default: module }
})
const { createPlatformPrinter } = await import('../../electron/main/platform/print')

afterAll(() => rmSync(folder, { recursive: true, force: true }))

const packaged = rendererLocation(undefined)
const dev = rendererLocation('http://localhost:5173/')
const page = 'app://parts-desk/index.html'

describe('which pages may be printed', () => {
  it('accepts the two print layouts of our renderer only', () => {
    expect(isPrintRoute('#/print/node?vin=X&q=abc')).toBe(true)
    expect(isPrintRoute('/print/node')).toBe(true)
    expect(isPrintRoute('#/print/basket/6f1c2a1e-1b7e-4a53-9d1e-0c6f0f4a2b11')).toBe(true)
    expect(isPrintRoute('#/print/basket/6f1c2a1e?go=pdf')).toBe(true)
    for (const other of [
      '#/',
      '#/baskets',
      '#/print',
      '#/print/nodes',
      '#/print/basket/',
      '#/print/basket/a/b',
      '#/print/basket/..%2F'
    ])
      expect(isPrintRoute(other), other).toBe(false)

    expect(isPrintLayoutUrl(`${page}#/print/node?q=1`, packaged)).toBe(true)
    expect(isPrintLayoutUrl(`${page}#/vehicle/X`, packaged)).toBe(false)
    expect(isPrintLayoutUrl('file:///tmp/evil.html#/print/node', packaged)).toBe(false)
    expect(isPrintLayoutUrl('file:///opt/parts-desk/out/renderer/index.html#/print/node', packaged)).toBe(false)
    expect(isPrintLayoutUrl('https://evil.example/#/print/node', packaged)).toBe(false)
    expect(isPrintLayoutUrl('http://localhost:5173/#/print/basket/abc', dev)).toBe(true)
    expect(isPrintLayoutUrl('http://localhost:5174/#/print/basket/abc', dev)).toBe(false)
    expect(isPrintLayoutUrl('not a url', packaged)).toBe(false)
  })
})

describe('PDF footer and options', () => {
  it('puts Chromium’s page number spans where the label says, and escapes everything else', () => {
    const footer = footerTemplate('Страница {page} из {total}', 'Marlin <Cargo> & “Co” · VM9')
    expect(footer).toContain('Страница <span class="pageNumber"></span> из <span class="totalPages"></span>')
    expect(footer).toContain('Marlin &lt;Cargo&gt; &amp; “Co” · VM9')
    expect(footer).not.toContain('<Cargo>')
    expect(footerTemplate('{page}/{total}', '<img src=x onerror=alert(1)>')).not.toMatch(/<img/)
  })

  it('requires both numbers in a page label, here and at the IPC boundary', () => {
    expect(isPageLabel('Page {page} of {total}')).toBe(true)
    expect(isPageLabel('{total} 쪽 중 {page}')).toBe(true)
    expect(isPageLabel('Page {page}')).toBe(false)
    const schema = inputSchemas['print.pdf']
    expect(schema.safeParse({ title: 'T', pageLabel: 'Page {page} of {total}' }).success).toBe(true)
    expect(schema.safeParse({ title: 'T', pageLabel: 'Page' }).success).toBe(false)
    expect(schema.safeParse({ title: 'T', pageLabel: 'Page {page} of {total}', extra: 1 }).success).toBe(false)
    expect(schema.safeParse({ title: 'x'.repeat(301), pageLabel: 'Page {page} of {total}' }).success).toBe(false)
    expect(inputSchemas['print.print'].safeParse(undefined).success).toBe(false)
  })

  it('bounds an address to open by EXTERNAL_URL_MAX, the figure the supplier look-up checks a filled address against', () => {
    const url = (length: number) => `https://shop.example/?q=${'a'.repeat(length - 'https://shop.example/?q='.length)}`
    expect(EXTERNAL_URL_MAX).toBe(2048)
    expect(inputSchemas['shell.openExternal'].safeParse({ url: url(EXTERNAL_URL_MAX) }).success).toBe(true)
    expect(inputSchemas['shell.openExternal'].safeParse({ url: url(EXTERNAL_URL_MAX + 1) }).success).toBe(false)
  })

  it('asks Chromium for A4 from the layout’s @page rule, with backgrounds, an empty header and the footer', () => {
    const options = pdfOptions({ title: 'T', pageLabel: 'Page {page} of {total}', footerNote: 'N' })
    expect(options).toMatchObject({
      pageSize: 'A4',
      preferCSSPageSize: true,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>'
    })
    expect(options.footerTemplate).toContain('class="totalPages"')
  })
})

describe('file names', () => {
  it('are made from what the page shows, without characters any system refuses', () => {
    expect(fileNameFrom(['Marlin Cargo 316', 'VM9CV2AX5JM307766', '130-02-02 Main wiring harness'], 'pdf')).toBe(
      'Marlin Cargo 316 VM9CV2AX5JM307766 130-02-02 Main wiring harness.pdf'
    )
    expect(fileNameFrom(['Job 4711: "A/C" <rear>\\left?*|', null, ''], 'csv')).toBe('Job 4711 A C rear left.csv')
    expect(fileNameFrom(['Жгут проводов', '配线'], 'pdf')).toBe('Жгут проводов 配线.pdf')
    expect(fileNameFrom(['...', '  '], 'pdf', 'parts')).toBe('parts.pdf')
    expect(fileNameFrom(['x'.repeat(400)], 'pdf')).toHaveLength(124)
    expect(pdfFileName({ title: '', pageLabel: '{page}{total}' })).toBe('parts-list.pdf')
  })

  it('are cleaned of bidi controls, Windows device names, reserved characters and trailing dots', () => {
    const job = (title: string) => pdfFileName({ title, pageLabel: '{page}{total}' })
    // Shown with bidi applied this would read "Invoice fdp.exe"; the name is what the characters say.
    expect(job('Invoice \u202Eexe.pdf\u202C')).toBe('Invoice exe.pdf.pdf')
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C'
    ])
      expect(job(`A${control}B`), escape(control)).toBe('AB.pdf')
    for (const device of ['CON', 'con', 'PRN', 'AUX', 'NUL', 'COM1', 'com9', 'LPT1', 'LPT9', 'COM¹', 'CONIN$'])
      expect(job(device), device).toBe(`_${device}.pdf`)
    expect(job('NUL.txt')).toBe('_NUL.txt.pdf')
    expect(job('aux .tar')).toBe('_aux .tar.pdf')
    expect(job('CON: wiring')).toBe('CON wiring.pdf') // a longer name is no device
    expect(job('CONSOLE')).toBe('CONSOLE.pdf')
    expect(job('COM10')).toBe('COM10.pdf')
    expect(job('Tab\tbell\u0007 C1\u0085 end')).toBe('Tab bell C1 end.pdf')
    expect(job('Harness . . .  ')).toBe('Harness.pdf')
    expect(job('..hidden')).toBe('hidden.pdf')
    // Bounded before the trim, so the cut cannot leave a trailing dot or space behind.
    expect(job(`${'x'.repeat(119)}. tail`)).toBe(`${'x'.repeat(119)}.pdf`)
  })

  it('are bounded in bytes too, and never cut a character in half', () => {
    const cjk = pdfFileName({ title: '配'.repeat(100), pageLabel: '{page}{total}' })
    expect(new TextEncoder().encode(cjk).length).toBeLessThanOrEqual(204)
    expect(cjk).toBe(`${'配'.repeat(66)}.pdf`)
    const emoji = fileNameFrom(['x' + '🚗'.repeat(80)], 'pdf')
    expect(emoji).toBe(`x${'🚗'.repeat(49)}.pdf`)
    expect(fileNameFrom(['Part \uD800 \uDC00x'], 'csv')).toBe('Part \uFFFD \uFFFDx.csv')
    expect(withPdfExtension('/home/m/list')).toBe('/home/m/list.pdf')
    expect(withPdfExtension('/home/m/list.PDF')).toBe('/home/m/list.PDF')
  })
})

describe('saving a PDF', () => {
  const job = { title: 'Basket', pageLabel: 'Page {page} of {total}' }
  const layout = 'app://parts-desk/index.html#/print/basket/6f1c2a1e'

  /** A window's contents whose address is `url` until the save dialog says otherwise. */
  function contents(url: string) {
    const state = { url, destroyed: false }
    const target = {
      getURL: () => state.url,
      isDestroyed: () => state.destroyed,
      printToPDF: vi.fn(async () => Buffer.from('%PDF-1.7'))
    }
    return { state, target }
  }
  const printer = () => createPlatformPrinter(packaged)
  const pdf = (target: ReturnType<typeof contents>['target']) =>
    printer().pdf(target as unknown as Parameters<ReturnType<typeof printer>['pdf']>[0], job)

  it('writes the layout it was asked for, to the path chosen', async () => {
    const { target } = contents(layout)
    electron.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: join(folder, 'kept') })
    expect(await pdf(target)).toEqual({ ok: true, value: { saved: true, path: join(folder, 'kept.pdf') } })
    expect(electron.showSaveDialog.mock.lastCall?.[0]).toMatchObject({ defaultPath: join(folder, 'Basket.pdf') })
  })

  it('checks the page again after the save dialog: navigated away or closed meanwhile, nothing is saved', async () => {
    for (const change of [
      (state: { url: string; destroyed: boolean }) => (state.url = 'https://evil.example/#/print/node'),
      (state: { url: string; destroyed: boolean }) => (state.url = 'app://parts-desk/index.html#/settings'),
      (state: { url: string; destroyed: boolean }) => (state.destroyed = true)
    ]) {
      const { state, target } = contents(layout)
      electron.showSaveDialog.mockImplementationOnce(async () => {
        change(state) // while the dialog is open
        return { canceled: false, filePath: join(folder, 'swapped.pdf') }
      })
      const result = await pdf(target)
      expect(result.ok).toBe(false)
      expect(result.ok ? null : result.error.message).toBe(NOT_A_PRINT_LAYOUT)
      expect(target.printToPDF).not.toHaveBeenCalled()
    }
    expect(readdirSync(folder)).not.toContain('swapped.pdf')
  })
})
