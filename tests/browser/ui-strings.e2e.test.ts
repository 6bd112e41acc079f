/**
 * UI strings in the built renderer (out/renderer — run `npx electron-vite build` first): what
 * index.html loads holds English and no other language, each other language is a chunk of its
 * own, and neither vue-i18n's message compiler nor eval ships. In Chromium, a language is
 * fetched once when first chosen, and no key or stale English is ever on screen meanwhile.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOG_LANGUAGES, type CatalogLanguage } from '../../electron/shared/languages'
import { startE2eApp, type E2eApp } from '../support/e2e-app'

const root = join(import.meta.dirname, '../..')
const OUT_RENDERER = join(root, process.env.PARTS_DESK_OUT ?? 'out', 'renderer')
const ASSETS = join(OUT_RENDERER, 'assets')
const OTHERS = CATALOG_LANGUAGES.filter((language) => language !== 'en')

interface ShellStrings {
  app: { skipToContent: string; demoBadge: string; demoBadgeHint: string; nav: { settings: string } }
}
const shell = (language: CatalogLanguage): ShellStrings =>
  JSON.parse(readFileSync(join(root, 'renderer/src/i18n/locales', language, 'shell.json'), 'utf8')) as ShellStrings

/** The entry script, its modulepreload links and the stylesheet: what the app loads before anything else. */
function startFiles(): string[] {
  const html = readFileSync(join(OUT_RENDERER, 'index.html'), 'utf8')
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\.\/assets\/([^"]+)"/g)].map((match) => match[1])
}
const read = (file: string) => readFileSync(join(ASSETS, file), 'utf8')

describe('UI strings in the build', () => {
  it('index.html loads English and no other language', () => {
    const files = startFiles()
    expect(files.some((file) => file.endsWith('.js'))).toBe(true)
    const start = files.map(read).join('\n')
    // Names, not the bundle, in a failure message.
    expect(start.includes(shell('en').app.demoBadgeHint)).toBe(true)
    expect(OTHERS.filter((language) => start.includes(shell(language).app.demoBadgeHint))).toEqual([])
  })

  it('puts each other language in a chunk of its own', () => {
    const scripts = readdirSync(ASSETS).filter((file) => file.endsWith('.js'))
    for (const language of OTHERS) {
      const holders = scripts.filter((file) => read(file).includes(shell(language).app.demoBadgeHint))
      expect(holders, language).toEqual([expect.stringMatching(new RegExp(`^ui-${language}-[\\w-]+\\.js$`))])
    }
  })

  it('ships no message compiler and no eval (CSP script-src self)', () => {
    const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'))
    // "(ctx) => {" is the message compiler's code generator, present while it shipped.
    expect(scripts.filter((file) => read(file).includes('(ctx) => {'))).toEqual([])
    expect(scripts.filter((file) => /\bnew Function\s*\(|\beval\s*\(/.test(read(file)))).toEqual([])
  })
})

// Records, from before the app's first script, every text and label that looks like a message
// key, and every text shown at all. A string: the tests are type-checked without DOM types.
const WATCH_TEXTS = `
  window.__keysShown = []; window.__textsShown = [];
  const KEY = /^(app|connection|errors|vin|recent|vehicle|browse|settings|node|section|offline|print|account)\\.[\\w.-]+$/;
  const note = (text) => {
    const trimmed = (text || '').trim();
    if (!trimmed) return;
    window.__textsShown.push(trimmed);
    if (KEY.test(trimmed)) window.__keysShown.push(trimmed);
  };
  const visit = (node) => {
    if (node.nodeType === 3) return note(node.data);
    if (node.nodeType !== 1) return;
    for (const name of ['aria-label', 'title', 'placeholder']) if (node.hasAttribute(name)) note(node.getAttribute(name));
    node.childNodes.forEach(visit);
  };
  new MutationObserver((records) => records.forEach((record) => {
    if (record.type === 'childList') record.addedNodes.forEach(visit);
    else if (record.type === 'characterData') note(record.target.data);
    else note(record.target.getAttribute(record.attributeName));
  })).observe(document, { childList: true, subtree: true, characterData: true, attributes: true,
    attributeFilter: ['aria-label', 'title', 'placeholder'] });`

let app: Omit<E2eApp, 'demo'>

beforeAll(async () => {
  app = await startE2eApp({ catalog: 'embedded' })
})

afterAll(async () => {
  await app?.close()
})

async function openWatched(): Promise<{ page: Page; languageChunks: string[] }> {
  const page = await app.browser.context.newPage()
  await app.watchPage(page)
  await page.addInitScript({ content: WATCH_TEXTS })
  const languageChunks: string[] = []
  page.on('request', (request) => {
    const chunk = /\/assets\/ui-([a-z]{2})-[\w-]+\.js$/.exec(request.url())?.[1]
    if (chunk) languageChunks.push(chunk)
  })
  await page.goto(app.host.url)
  return { page, languageChunks }
}

async function savedLanguage(): Promise<CatalogLanguage | null> {
  const answer = await app.runtime.handlers['settings.get'](undefined)
  if (!answer.ok) throw new Error(answer.error.message)
  return answer.value.language
}

describe('switching the UI language in Chromium', () => {
  it('fetches a language once, when first chosen, and shows no key meanwhile', async () => {
    const { page, languageChunks } = await openWatched()
    await page.getByText(shell('en').app.demoBadge).waitFor()
    expect(languageChunks).toEqual([])

    const switcher = page.getByTestId('language-switcher')
    for (const language of ['de', 'zh', 'de'] as const) {
      await switcher.selectOption(language)
      await page.getByRole('link', { name: shell(language).app.nav.settings }).waitFor()
      expect(await page.locator('html').getAttribute('lang')).toBe(language)
    }
    expect(languageChunks).toEqual(['de', 'zh'])
    expect(await page.evaluate('window.__keysShown')).toEqual([])
    expect(await page.evaluate('window.__cspViolations')).toEqual([])
    await expect.poll(savedLanguage).toBe('de')
    await page.close()
  })

  it('starts in the saved language without showing English or keys first', async () => {
    expect(await savedLanguage()).toBe('de')
    const { page, languageChunks } = await openWatched()
    await page.getByRole('link', { name: shell('de').app.nav.settings }).waitFor()
    expect(languageChunks).toEqual(['de'])
    const shown = (await page.evaluate('window.__textsShown')) as string[]
    expect(shown).toContain(shell('de').app.skipToContent)
    expect(shown).not.toContain(shell('en').app.skipToContent)
    expect(shown).not.toContain(shell('en').app.demoBadge)
    expect(await page.evaluate('window.__keysShown')).toEqual([])
    expect(await page.evaluate('window.__cspViolations')).toEqual([])
    expect(app.consoleErrors).toEqual([])
    await page.close()
  })
})
