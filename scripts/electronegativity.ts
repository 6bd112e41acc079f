// The electronegativity check of `npm test` (issue 11): scans electron/ (main, preload, shared,
// browser-mode host) for Electron security anti-patterns through the library's API, offline, and
// fails on any finding not reviewed in electronegativity-suppressions.json.
//   npx tsx scripts/electronegativity.ts [--suppressions <file>]
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { scanOffline, type Finding } from './electronegativity/scan'
import { readReviewFile, triage } from './electronegativity/suppressions'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const scanned = join(root, 'electron')
const flag = process.argv.indexOf('--suppressions')
const suppressionsFile =
  flag > 0 ? resolve(process.argv[flag + 1] ?? '') : join(root, 'electronegativity-suppressions.json')

/** What the library reads (its own rule), and module kinds it silently skips. */
const SCANNED = new Set(['.ts', '.tsx', '.js', '.jsx', '.html', '.htm'])
const SKIPPED = new Set(['.mts', '.cts', '.mjs', '.cjs'])
/**
 * Needs the internet (Electron's release list from GitHub), so it must stay excluded — and listed
 * with its reason in the suppressions file, which is where the exclusion is read from.
 */
const MUST_EXCLUDE = ['AvailableSecurityFixesGlobalCheck']

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

const repoPath = (file: string): string => relative(root, resolve(scanned, file)).split(sep).join('/')
const where = (f: Finding): string => `${f.file}:${f.location.line}:${f.location.column}`

async function main(): Promise<number> {
  const files = filesUnder(scanned)
  const invisible = files.filter((file) => SKIPPED.has(extname(file)))
  const electron = (createRequire(import.meta.url)('electron/package.json') as { version: string }).version
  const { excluded, suppressions } = readReviewFile(suppressionsFile)
  const unlisted = MUST_EXCLUDE.filter((check) => !excluded.some((e) => e.check === check))
  if (unlisted.length) throw new Error(`list ${unlisted.join(', ')} under "excluded" in ${suppressionsFile}, with why`)
  const scan = await scanOffline(
    scanned,
    electron,
    excluded.map((e) => e.check)
  )
  const findings = scan.findings.map((f) => ({ ...f, file: repoPath(f.file) }))
  const { suppressed, unsuppressed, stale } = triage(findings, suppressions)
  const unparsed = scan.errors.filter((e) => !e.tolerable)

  console.log(
    `electronegativity ${scan.version}: ${files.filter((f) => SCANNED.has(extname(f))).length} files in electron/, ` +
      `Electron ${electron}, ${scan.checks} checks, offline (${scan.refusedRequests.length} request(s) answered locally)`
  )
  // Excluded checks and reviewed findings in one line each; their reasons are in the suppressions file.
  for (const e of excluded) console.log(`  excluded  ${e.id} (${e.check}): not run, see its reason`)
  for (const { finding } of suppressed) console.log(`  reviewed  ${finding.id} ${where(finding)}`)
  for (const f of unsuppressed)
    console.log(
      `  FINDING   ${f.id} ${where(f)} [${f.severity.name}/${f.confidence.name}] ${f.description} ${f.shortenedURL}`
    )
  for (const e of scan.errors)
    console.log(`  ${e.tolerable ? 'warning' : 'NOT PARSED'} ${repoPath(e.file)}: ${e.message}`)
  for (const file of invisible)
    console.log(`  NOT SCANNED ${repoPath(file)}: electronegativity reads no ${extname(file)}`)
  for (const { suppression, found } of stale)
    console.log(
      `  stale     ${suppression.check} ${suppression.file}: allows ${suppression.count ?? 1}, found ${found} — remove or update it`
    )
  const failures = unsuppressed.length + unparsed.length + invisible.length
  console.log(
    `${findings.length} finding(s): ${suppressed.length} reviewed, ${unsuppressed.length} new` +
      (failures ? ` — review each: fix it, or add it with a reason to ${relative(root, suppressionsFile)}` : '')
  )
  return failures ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('electronegativity check could not run:', error)
    process.exit(1)
  }
)
