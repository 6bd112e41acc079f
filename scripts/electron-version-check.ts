// The Electron-version step of `npm test` (issue 20, item 7): warns when the installed Electron is
// behind the newest patch of its major line on npm (`npm view electron@<major> version`). Never
// fails the run: it exits 0 whatever happens, and says so when the registry cannot be reached.
// It stands in for electronegativity's AvailableSecurityFixesGlobalCheck, which needs GitHub
// (see "excluded" in electronegativity-suppressions.json).
//   npx tsx scripts/electron-version-check.ts
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const TAG = 'electron-version-check'
const NPM_TIMEOUT_MS = 30_000

type Version = [major: number, minor: number, patch: number]

/** A plain release version ("45.5.0"); null for anything else (pre-releases, nightlies, junk). */
export function parseVersion(value: string): Version | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(value.trim())
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]
}

/**
 * What `npm view electron@45 version --json` printed: a JSON string for one match, an array for
 * several (npm's order is not a promise, so the newest is computed, not taken from the end).
 */
export function publishedVersions(npmJson: string): string[] {
  const parsed: unknown = JSON.parse(npmJson)
  const list = Array.isArray(parsed) ? parsed : [parsed]
  return list.filter((v): v is string => typeof v === 'string')
}

export interface LineReport {
  level: 'warning' | 'ok' | 'unknown'
  message: string
}

/** Compares the installed version with the newest release of its own major line. */
export function lineReport(installed: string, published: readonly string[]): LineReport {
  const mine = parseVersion(installed)
  if (!mine) return { level: 'unknown', message: `${TAG}: installed Electron "${installed}" is not a release version` }
  const line = published
    .map(parseVersion)
    .filter((v): v is Version => v !== null && v[0] === mine[0])
    .sort(compare)
  const newest = line.at(-1)
  if (!newest)
    return { level: 'unknown', message: `${TAG}: npm lists no release of Electron ${mine[0]}.x; not checked` }
  const newestText = newest.join('.')
  if (compare(mine, newest) < 0)
    return {
      level: 'warning',
      message:
        `WARNING: Electron ${installed} is behind ${newestText}, the newest patch of its ${mine[0]}.x line ` +
        `(npm install --save-dev electron@${newestText}). Patch releases carry Chromium security fixes.`
    }
  return { level: 'ok', message: `${TAG}: Electron ${installed} is the newest of its ${mine[0]}.x line` }
}

export interface CheckDeps {
  /** The installed electron package's version; throws when it is not installed. */
  installed(): string
  /** `npm view electron@<major> version --json`'s output; rejects when npm or the registry fails. */
  npmView(major: number): Promise<string>
  print(line: string): void
}

/** The whole step. Resolves in every case: nothing here may fail the run. */
export async function checkElectronVersion(deps: CheckDeps): Promise<LineReport> {
  const report = await check(deps).catch((error: unknown): LineReport => ({
    level: 'unknown',
    message: `${TAG}: not checked (${firstLine(error)})`
  }))
  deps.print(report.message)
  return report
}

async function check(deps: CheckDeps): Promise<LineReport> {
  const installed = deps.installed()
  const major = parseVersion(installed)?.[0]
  if (major === undefined) return lineReport(installed, [])
  let output: string
  try {
    output = await deps.npmView(major)
  } catch (error) {
    return {
      level: 'unknown',
      message:
        `${TAG}: could not reach the npm registry (${firstLine(error)}); ` +
        `Electron ${installed} was not checked against the newest ${major}.x`
    }
  }
  return lineReport(installed, publishedVersions(output))
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return (
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? 'unknown error'
  )
}

const require = createRequire(import.meta.url)

export const realDeps: CheckDeps = {
  installed: () => (require('electron/package.json') as { version: string }).version,
  npmView: (major) =>
    new Promise((resolve, reject) => {
      execFile(
        process.platform === 'win32' ? 'npm.cmd' : 'npm',
        ['view', `electron@${major}`, 'version', '--json', '--fetch-retries=0', '--fetch-timeout=20000'],
        { timeout: NPM_TIMEOUT_MS, windowsHide: true, shell: process.platform === 'win32' },
        (error, stdout, stderr) => {
          if (error) reject(new Error(stderr.trim() || error.message))
          else resolve(stdout)
        }
      )
    }),
  print: (line) => console.log(line)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  checkElectronVersion(realDeps).finally(() => process.exit(0))
}
