import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'

// electron-store reads app paths from `electron` at construction; a temp dir stands in for userData.
const userData = mkdtempSync(join(tmpdir(), 'parts-desk-platform-'))
const electron = vi.hoisted(() => ({ shell: { openExternal: vi.fn(async () => undefined) } }))

// The secret vault has its own file (secret-vault.test.ts); this one covers the plain adapters.
vi.mock('electron', () => {
  const app = { getPath: () => userData, getVersion: () => '0.0.0-test' }
  const ipcMain = { on: () => undefined }
  const module = { app, ipcMain, shell: electron.shell }
  return { ...module, default: module }
})

const { createSettingsStore } = await import('../../electron/main/platform/settings-store')
const { openExternal } = await import('../../electron/main/platform/open-external')

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

describe('openExternal', () => {
  it('hands http(s) links to the system browser', async () => {
    await openExternal('https://example.com/help')
    expect(electron.shell.openExternal).toHaveBeenCalledWith('https://example.com/help')
  })

  it('refuses every other scheme', async () => {
    electron.shell.openExternal.mockClear()
    for (const url of ['file:///etc/passwd', 'smb://host/share', 'javascript:alert(1)', 'not a url']) {
      await expect(openExternal(url)).rejects.toThrow(/http/)
    }
    expect(electron.shell.openExternal).not.toHaveBeenCalled()
  })
})
