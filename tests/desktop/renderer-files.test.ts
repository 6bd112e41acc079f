/**
 * The app:// handler against real files on disk: what it serves, with which headers, and every way
 * out of the folder it refuses — spelled in the URL or planted as a symlink.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { APP_SCHEME_PRIVILEGES } from '../../electron/main/app-scheme'
import { createRendererFileHandler, rendererFilePath } from '../../electron/main/renderer-files'

const base = mkdtempSync(join(tmpdir(), 'parts-desk-app-scheme-'))
const root = join(base, 'renderer')
const SECRET = 'outside-secret-5e1d'
mkdirSync(join(root, 'assets'), { recursive: true })
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Parts Desk</title>')
writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)')
writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}')
writeFileSync(join(root, 'assets', 'blob.bin'), 'x')
writeFileSync(join(base, 'secret.txt'), SECRET)
// A sibling whose name starts like the root: a prefix check alone would let it through.
mkdirSync(join(base, 'renderer-evil'))
writeFileSync(join(base, 'renderer-evil', 'index.html'), SECRET)
symlinkSync(join(base, 'secret.txt'), join(root, 'assets', 'leak.txt'))
symlinkSync(base, join(root, 'up'))
symlinkSync(join(root, 'index.html'), join(root, 'assets', 'alias.html'))

afterAll(() => rmSync(base, { recursive: true, force: true }))

const CSP = "default-src 'self'"
const handler = createRendererFileHandler({ root, contentSecurityPolicy: CSP })
const get = (url: string, method = 'GET') => handler(new Request(url, { method }))

describe('serving the renderer', () => {
  it('serves the entry page with its type and the security headers', async () => {
    const response = await get('app://parts-desk/index.html')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('<!doctype html><title>Parts Desk</title>')
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-security-policy')).toBe(CSP)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })

  it('serves scripts and styles by type, unknown types as bytes, HEAD without a body', async () => {
    expect((await get('app://parts-desk/assets/index-abc.js')).headers.get('content-type')).toBe(
      'text/javascript; charset=utf-8'
    )
    expect((await get('app://parts-desk/assets/index-abc.css')).headers.get('content-type')).toBe(
      'text/css; charset=utf-8'
    )
    expect((await get('app://parts-desk/assets/blob.bin')).headers.get('content-type')).toBe('application/octet-stream')
    const head = await get('app://parts-desk/index.html', 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe('40')
    expect(await head.text()).toBe('')
  })

  it('follows a symlink that stays inside the folder', async () => {
    const response = await get('app://parts-desk/assets/alias.html')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Parts Desk')
  })
})

describe('refusing everything else', () => {
  const refused = [
    'app://parts-desk/', // a folder is not a file
    'app://parts-desk/assets',
    'app://parts-desk/missing.html',
    'app://parts-desk/..%2Fsecret.txt',
    'app://parts-desk/assets/..%2F..%2Fsecret.txt',
    'app://parts-desk/%2e%2e%2fsecret.txt',
    'app://parts-desk/..%5Csecret.txt',
    'app://parts-desk/index.html%00.js',
    'app://parts-desk/%E0%A4%A', // malformed escape
    'app://parts-desk/..%2Frenderer-evil/index.html',
    'app://parts-desk/assets/leak.txt', // symlink to a file outside
    'app://parts-desk/up/secret.txt', // symlinked folder pointing outside
    'app://other/index.html',
    'app://parts-desk:1/index.html',
    'file:///etc/passwd',
    'https://parts-desk/index.html'
  ]

  for (const url of refused) {
    it(`refuses ${url}`, async () => {
      const response = await get(url)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain(SECRET)
    })
  }

  it('answers only GET and HEAD', async () => {
    expect((await get('app://parts-desk/index.html', 'POST')).status).toBe(405)
    expect((await get('app://parts-desk/index.html', 'PUT')).status).toBe(405)
  })

  it('refuses dot segments by spelling, before touching the disk', () => {
    expect(rendererFilePath(root, 'app://parts-desk/assets/index-abc.js')).toBe(join(root, 'assets', 'index-abc.js'))
    expect(rendererFilePath(root, 'app://parts-desk/a/..%2F..%2Fsecret.txt')).toBeNull()
    expect(rendererFilePath(root, 'app://parts-desk/C:%5Cwindows')).toBeNull()
    // A Request cannot even carry credentials; the check does not rely on that.
    expect(rendererFilePath(root, 'app://u:p@parts-desk/index.html')).toBeNull()
  })
})

describe('the scheme', () => {
  it('is a standard, secure origin that neither bypasses CSP nor opens itself to other origins', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true }
    })
  })
})
