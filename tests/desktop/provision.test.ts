/**
 * `npm run dev` / `npm start` provision the Electron binary first (scripts/electron-runtime). The
 * real script and Electron's real installer run here against mirrors that cannot deliver — a
 * closed port and a server answering 404 — so the outcome never depends on this machine's
 * internet access, and nothing is ever downloaded.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { downloadBase, failureMessage, installerErrorLine, probeHost } from '../../scripts/electron-runtime/diagnose'

const root = fileURLToPath(new URL('../../', import.meta.url))
// When a developer's checkout already has the binary, the installer returns at once: that is success.
const alreadyInstalled = existsSync(join(root, 'node_modules/electron/path.txt'))
const cache = mkdtempSync(join(tmpdir(), 'parts-desk-electron-cache-'))
afterAll(() => rmSync(cache, { recursive: true, force: true }))

function provision(mirror: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/electron-runtime/provision.ts'], {
      cwd: root,
      // A private, empty download cache: a zip cached by an earlier real run must not be used.
      env: { PATH: process.env.PATH ?? '', ELECTRON_MIRROR: mirror, electron_config_cache: cache },
      stdio: ['ignore', 'ignore', 'pipe']
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

async function listening(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
}

describe('the package scripts', () => {
  it('provision before dev and start, never on install', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(scripts.predev).toBe('tsx scripts/electron-runtime/provision.ts')
    expect(scripts.prestart).toBe('tsx scripts/electron-runtime/provision.ts')
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) expect(scripts[hook]).toBeUndefined()
  })
})

describe.skipIf(alreadyInstalled)('when the download is impossible', () => {
  it('says why (refused) and points to npm run web and the offline set-up', async () => {
    const { server, url } = await listening(() => undefined)
    await new Promise((resolve) => server.close(resolve)) // now nothing listens there
    const { code, stderr } = await provision(url)
    expect(code).toBe(1)
    expect(stderr).toContain('Parts Desk: the Electron 45.')
    expect(stderr).toMatch(/Why: 127\.0\.0\.1:\d+ cannot be reached \(ECONNREFUSED\)/)
    expect(stderr).toContain('npm run web')
    expect(stderr).toContain('docs/electron-runtime.md')
    expect(stderr).not.toContain('    at ') // no stack trace
  })

  it('names the mirror’s answer when the host is there but the file is not', async () => {
    const requests: string[] = []
    const { server, url } = await listening((request, response) => {
      requests.push(request.url ?? '')
      response.writeHead(404).end('not here')
    })
    try {
      const { code, stderr } = await provision(url)
      expect(code).toBe(1)
      expect(stderr).toMatch(/Why: the download from 127\.0\.0\.1 failed: .*404/)
      expect(requests[0]).toMatch(/^\/v45\.[\d.]+\/electron-v45\.[\d.]+-\w+-\w+\.zip$/)
    } finally {
      server.close()
    }
  })
})

describe.runIf(alreadyInstalled)('when the binary is already there', () => {
  it('returns at once without asking the network', async () => {
    expect(await provision('http://127.0.0.1:9/')).toEqual({ code: 0, stderr: '' })
  })
})

describe('diagnosis', () => {
  it('reads the mirror the way Electron’s downloader does', () => {
    expect(downloadBase({})).toBe('https://github.com/electron/electron/releases/download/')
    expect(downloadBase({ ELECTRON_MIRROR: 'https://mirror.local/electron/' })).toBe('https://mirror.local/electron/')
    expect(downloadBase({ ELECTRON_MIRROR: 'https://env/', npm_config_electron_mirror: 'https://npmrc/' })).toBe(
      'https://npmrc/'
    )
  })

  it('tells an unknown host from a closed port', async () => {
    expect(await probeHost('https://parts-desk-no-such-host.invalid/')).toMatchObject({
      kind: 'unresolved',
      host: 'parts-desk-no-such-host.invalid'
    })
    const { server, url } = await listening(() => undefined)
    await new Promise((resolve) => server.close(resolve))
    expect(await probeHost(url)).toMatchObject({ kind: 'unreachable', code: 'ECONNREFUSED' })
  })

  it('keeps the installer’s error line and drops its stack', () => {
    const stderr = 'TypeError: fetch failed\n    at node:internal/deps/undici:1\n    at async x (y.js:1:2)\n'
    expect(installerErrorLine(stderr)).toBe('TypeError: fetch failed')
    const message = failureMessage({
      version: '45.4.1',
      reachability: { kind: 'unresolved', host: 'github.com', code: 'ENOTFOUND' },
      installerError: 'TypeError: fetch failed'
    })
    expect(message).toContain('github.com cannot be resolved (ENOTFOUND)')
    expect(message.split('\n').length).toBeLessThanOrEqual(6)
  })
})
