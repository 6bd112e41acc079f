import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'

/** Flags measured on the build machines: without the background-networking ones Chromium floods a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]

export interface ChromiumSession {
  context: BrowserContext
  close(): Promise<void>
}

/** Debian's Chromium (never `playwright install`) with a fresh profile per run. */
export async function launchChromium(): Promise<ChromiumSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'parts-desk-chromium-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 }
  })
  return {
    context,
    async close() {
      await context.close()
      rmSync(userDataDir, { recursive: true, force: true })
    }
  }
}
