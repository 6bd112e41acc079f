/**
 * The CI step that warns when the shipped Electron is behind the newest patch of its major line
 * (scripts/electron-version-check.ts, run by scripts/test.sh). It must never fail the run: every
 * case below, the registry unreachable included, ends in exit code 0 with one plain line.
 */
import { execFile } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  checkElectronVersion,
  lineReport,
  publishedVersions,
  type CheckDeps
} from '../../scripts/electron-version-check'

const SCRIPT = fileURLToPath(new URL('../../scripts/electron-version-check.ts', import.meta.url))

describe('comparing with the newest patch of the line', () => {
  it('warns when a newer patch or minor of the same major is published', () => {
    expect(lineReport('45.4.1', ['45.3.4', '45.4.1', '45.5.0'])).toEqual({
      level: 'warning',
      message:
        'WARNING: Electron 45.4.1 is behind 45.5.0, the newest patch of its 45.x line ' +
        '(npm install --save-dev electron@45.5.0). Patch releases carry Chromium security fixes.'
    })
  })

  it('compares numerically and ignores order, other majors and pre-releases', () => {
    expect(lineReport('45.9.0', ['45.10.0', '45.9.0']).level).toBe('warning')
    expect(lineReport('45.5.0', ['46.0.0', '45.6.0-beta.1', '45.5.0', '44.9.9'])).toEqual({
      level: 'ok',
      message: 'electron-version-check: Electron 45.5.0 is the newest of its 45.x line'
    })
  })

  it('reads npm view --json whether it lists one version or many', () => {
    expect(publishedVersions('"45.5.0"\n')).toEqual(['45.5.0'])
    expect(publishedVersions('["45.4.1", "45.5.0"]')).toEqual(['45.4.1', '45.5.0'])
  })
})

function deps(overrides: Partial<CheckDeps>): CheckDeps & { lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    installed: () => '45.4.1',
    npmView: async () => '["45.4.1","45.5.0"]',
    print: (line) => void lines.push(line),
    ...overrides
  }
}

describe('the step never fails, and says why when it could not check', () => {
  it('prints the warning line', async () => {
    const d = deps({})
    expect((await checkElectronVersion(d)).level).toBe('warning')
    expect(d.lines).toEqual([expect.stringMatching(/^WARNING: Electron 45\.4\.1 is behind 45\.5\.0/)])
  })

  it('asks npm about the installed major line', async () => {
    const asked: number[] = []
    await checkElectronVersion(deps({ installed: () => '44.2.0', npmView: async (m) => (asked.push(m), '"44.2.0"') }))
    expect(asked).toEqual([44])
  })

  it('says so when the registry cannot be reached', async () => {
    const d = deps({
      npmView: async () => {
        throw new Error('npm error code ENOTFOUND\nnpm error network request failed')
      }
    })
    expect((await checkElectronVersion(d)).level).toBe('unknown')
    expect(d.lines).toEqual([
      'electron-version-check: could not reach the npm registry (npm error code ENOTFOUND); ' +
        'Electron 45.4.1 was not checked against the newest 45.x'
    ])
  })

  it('survives Electron missing and junk from npm', async () => {
    const missing = deps({
      installed: () => {
        throw new Error("Cannot find module 'electron/package.json'")
      }
    })
    expect((await checkElectronVersion(missing)).level).toBe('unknown')
    const junk = deps({ npmView: async () => '<html>proxy login</html>' })
    expect((await checkElectronVersion(junk)).level).toBe('unknown')
    expect(junk.lines[0]).toMatch(/^electron-version-check: not checked/)
  })
})

describe('as CI runs it', () => {
  const bin = mkdtempSync(join(tmpdir(), 'parts-desk-fake-npm-'))
  afterAll(() => rmSync(bin, { recursive: true, force: true }))

  /** Runs the script in plain Node with `npm` on PATH answering `npmScript`. */
  function run(npmScript: string): Promise<{ code: number; stdout: string }> {
    const npm = join(bin, 'npm')
    writeFileSync(npm, `#!/bin/sh\n${npmScript}\n`)
    chmodSync(npm, 0o755)
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', SCRIPT],
        { env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` } },
        (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout })
      )
    })
  }

  it.skipIf(process.platform === 'win32')(
    'prints a WARNING line and exits 0 when a newer patch is out',
    async () => {
      const { code, stdout } = await run(`echo '["45.0.0","999.0.0","45.999.0"]'`)
      expect(code).toBe(0)
      expect(stdout).toMatch(/^WARNING: Electron 45\.\d+\.\d+ is behind 45\.999\.0, the newest patch of its 45\.x line/)
    },
    30_000
  )

  it.skipIf(process.platform === 'win32')(
    'exits 0 and says so when npm cannot reach the registry',
    async () => {
      const { code, stdout } = await run(`echo "npm error code ENOTFOUND" >&2; exit 1`)
      expect(code).toBe(0)
      expect(stdout).toMatch(/^electron-version-check: could not reach the npm registry \(npm error code ENOTFOUND\)/)
    },
    30_000
  )
})
