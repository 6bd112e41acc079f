import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

// electron-store reads app paths from `electron` at construction; a temp dir stands in for userData.
const userData = mkdtempSync(join(tmpdir(), 'parts-desk-platform-'))
const electron = vi.hoisted(() => {
  const window = { name: 'main window' }
  const contents = { isDestroyed: () => false }
  return {
    window,
    contents,
    answer: { response: 1 },
    shell: { openExternal: vi.fn(async (_url: string) => undefined) },
    dialog: { showMessageBox: vi.fn(async (..._args: unknown[]) => electron.answer) },
    BrowserWindow: { fromWebContents: (asker: unknown) => (asker === contents ? window : null) }
  }
})

// The secret vault has its own file (secret-vault.test.ts); this one covers the plain adapters.
vi.mock('electron', () => {
  const app = { getPath: () => userData, getVersion: () => '0.0.0-test' }
  const ipcMain = { on: () => undefined }
  const module = { app, ipcMain, shell: electron.shell, dialog: electron.dialog, BrowserWindow: electron.BrowserWindow }
  return { ...module, default: module }
})

const { createSettingsStore } = await import('../../electron/main/platform/settings-store')
const { createLinkOpener } = await import('../../electron/main/platform/open-external')

afterAll(() => rmSync(userData, { recursive: true, force: true }))

describe('settings store (electron-store)', () => {
  it('persists settings across instances', () => {
    createSettingsStore().write({ baseUrl: 'https://catalog.example', userId: 'u1', language: 'de' })
    expect(createSettingsStore().read()).toEqual({ baseUrl: 'https://catalog.example', userId: 'u1', language: 'de' })
  })

  it('drops hand-edited fields of the wrong type or unknown language', () => {
    const store = createSettingsStore()
    store.write({ baseUrl: 'https://a.example', language: 'xx' as never, userId: 42 as never })
    expect(store.read()).toEqual({ baseUrl: 'https://a.example' })
  })
})

describe('link opener (dialog.showMessageBox, then shell.openExternal)', () => {
  const openLink = createLinkOpener(() => 'en')
  const reset = (response: number) => {
    electron.answer = { response }
    electron.dialog.showMessageBox.mockClear()
    electron.shell.openExternal.mockClear()
  }

  it('asks on the window that asked, and opens the parsed href after "Open"', async () => {
    reset(0)
    expect(await openLink('https://EXAMPLE.com/a b', electron.contents as never)).toBe('opened')
    expect(electron.dialog.showMessageBox).toHaveBeenCalledWith(
      electron.window,
      expect.objectContaining({ message: 'Open example.com in your web browser?', detail: 'https://example.com/a%20b' })
    )
    expect(electron.shell.openExternal.mock.calls).toEqual([['https://example.com/a%20b']])
    expect(electron.dialog.showMessageBox.mock.invocationCallOrder[0]).toBeLessThan(
      electron.shell.openExternal.mock.invocationCallOrder[0]!
    )
  })

  it('opens nothing on Cancel (or Esc: the cancel id)', async () => {
    reset(1)
    expect(await openLink('https://example.com/help', electron.contents as never)).toBe('declined')
    expect(electron.shell.openExternal).not.toHaveBeenCalled()
  })

  it('with no asking window the box is app-modal', async () => {
    reset(1)
    await openLink('https://example.com/help', null)
    expect(electron.dialog.showMessageBox.mock.calls[0]).toHaveLength(1)
  })

  it('refuses every other scheme before any dialog', async () => {
    reset(0)
    for (const url of ['file:///etc/passwd', 'smb://host/share', 'javascript:alert(1)', 'not a url']) {
      await expect(openLink(url, electron.contents as never)).rejects.toThrow(/http/)
    }
    expect(electron.dialog.showMessageBox).not.toHaveBeenCalled()
    expect(electron.shell.openExternal).not.toHaveBeenCalled()
  })
})
