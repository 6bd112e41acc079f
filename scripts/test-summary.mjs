// Reads vitest's JSON report and prints the plain closing line CI looks for.
import { readFileSync } from 'node:fs'

const file = process.argv[2]
let report
try {
  report = JSON.parse(readFileSync(file, 'utf8'))
} catch {
  console.log('0 passed, 1 failed')
  console.error(`no test report at ${file}`)
  process.exit(0)
}
const passed = report.numPassedTests ?? 0
// A suite that failed to load counts as a failure even though it ran no test.
const failedSuites = (report.testResults ?? []).filter(
  (s) => s.status === 'failed' && (s.assertionResults ?? []).length === 0
).length
const failed = (report.numFailedTests ?? 0) + failedSuites
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
// Skipped tests (those that need what this machine lacks, e.g. an Electron binary) are said on a
// line of their own: the last line stays exactly "N passed, N failed", which is what CI reads.
if (skipped) console.log(`(${skipped} skipped)`)
console.log(`${passed} passed, ${failed} failed`)
