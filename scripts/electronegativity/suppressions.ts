import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { Finding } from './scan'

// Reviewed findings: a check in a file that is not a problem, and why. Matching is by check and
// file (line numbers move with every edit), with a count, so a new finding of the same check in
// the same file still fails until someone reviews it too.

const suppressionSchema = z.strictObject({
  check: z.string().regex(/^[A-Z0-9_]+$/, 'a check id such as PRELOAD_JS_CHECK'),
  file: z.string().min(1),
  reason: z.string().min(20, 'say why the finding is not a problem'),
  count: z.number().int().positive().optional()
})

/** A check the scan does not run at all: the library's class name (what excludeFromScan takes), and why. */
const exclusionSchema = z.strictObject({
  check: z.string().regex(/^[A-Za-z]+Check$/, 'a check class such as AvailableSecurityFixesGlobalCheck'),
  /** the id its findings would carry */
  id: z.string().regex(/^[A-Z0-9_]+$/),
  reason: z.string().min(20, 'say why the check is not run')
})

const fileSchema = z.strictObject({
  $comment: z.string().optional(),
  excluded: z.array(exclusionSchema).default([]),
  suppressions: z.array(suppressionSchema)
})

export type Suppression = z.infer<typeof suppressionSchema>
export type Exclusion = z.infer<typeof exclusionSchema>

export interface ReviewFile {
  excluded: Exclusion[]
  suppressions: Suppression[]
}

export function readReviewFile(path: string): ReviewFile {
  const { excluded, suppressions } = fileSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
  return { excluded, suppressions }
}

export function readSuppressions(path: string): Suppression[] {
  return readReviewFile(path).suppressions
}

export interface Triage {
  suppressed: Array<{ finding: Finding; suppression: Suppression }>
  unsuppressed: Finding[]
  /** suppressions that matched fewer findings than they allow: the code changed, review them */
  stale: Array<{ suppression: Suppression; found: number }>
}

/** `file` of each finding must already be relative to the repository root, like the suppressions'. */
export function triage(findings: readonly Finding[], suppressions: readonly Suppression[]): Triage {
  const left = new Map(suppressions.map((s) => [s, s.count ?? 1]))
  const result: Triage = { suppressed: [], unsuppressed: [], stale: [] }
  for (const finding of findings) {
    const suppression = suppressions.find(
      (s) => s.check === finding.id && s.file === finding.file && (left.get(s) ?? 0) > 0
    )
    if (!suppression) {
      result.unsuppressed.push(finding)
      continue
    }
    left.set(suppression, left.get(suppression)! - 1)
    result.suppressed.push({ finding, suppression })
  }
  for (const [suppression, unused] of left) {
    if (unused > 0) result.stale.push({ suppression, found: (suppression.count ?? 1) - unused })
  }
  return result
}
