import { createRequire, Module } from 'node:module'
import { dirname, join } from 'node:path'

// Runs electronegativity through its library API (`run` from its main module) with no network.
// The library fetches translations from S3 on every run (and Electron release notes for one
// global check) through `got`; a check in CI must not depend on, or be steered by, the internet.

/** A finding as the library reports it (only the fields we use). */
export interface Finding {
  id: string
  /** relative to the scanned folder */
  file: string
  location: { line: number; column: number }
  description: string
  shortenedURL: string
  severity: { name: string }
  confidence: { name: string }
  manualReview: boolean
}

export interface ScanError {
  file: string
  message: string
  /** false: the file could not be parsed, so it was not checked */
  tolerable: boolean
}

export interface ScanResult {
  version: string
  checks: number
  findings: Finding[]
  errors: ScanError[]
  /** requests the library tried to make; answered locally, never sent */
  refusedRequests: string[]
}

interface RunOptions {
  input: string
  isRelative: boolean
  electronVersionOverride: string
  excludeFromScan: string[]
}

type Run = (options: RunOptions) => Promise<{
  globalChecks: number
  atomicChecks: number
  issues: Finding[]
  errors: ScanError[]
}>

const require = createRequire(import.meta.url)

/**
 * Puts a stand-in for the library's `got` into the module cache before the library loads, so
 * every request it makes is recorded and answered "404" here: the translations then fall back
 * to the bundled English silently, as the library intends when S3 has no file.
 */
function offlineLibrary(refused: string[]): Run {
  const runner = require.resolve('@doyensec/electronegativity')
  const gotPath = createRequire(runner).resolve('got')
  const stub = new Module(gotPath)
  stub.filename = gotPath
  stub.loaded = true
  stub.exports = (url: unknown) => {
    refused.push(String(url))
    return Promise.resolve({ statusCode: 404, body: '' })
  }
  require.cache[gotPath] = stub
  return require(runner) as Run
}

/**
 * `excluded`: check classes not to run, listed with their reasons in the suppressions file — at
 * least AvailableSecurityFixesGlobalCheck, which downloads Electron's release list from GitHub.
 */
export async function scanOffline(input: string, electronVersion: string, excluded: string[]): Promise<ScanResult> {
  const refused: string[] = []
  const run = offlineLibrary(refused)
  const result = await run({
    input,
    isRelative: true,
    electronVersionOverride: electronVersion,
    excludeFromScan: excluded
  })
  const pkg = require(join(dirname(require.resolve('@doyensec/electronegativity')), '..', 'package.json')) as {
    version: string
  }
  return {
    version: pkg.version,
    checks: result.globalChecks + result.atomicChecks,
    findings: result.issues,
    errors: result.errors,
    refusedRequests: refused
  }
}
