import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { GARAGE_LISTED } from './fleet-measures'
import type { RawPage } from './raw-chromium'
import { round } from './stats'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}

interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

/** Self time per function (ms), the largest first: where a profile's time went. */
export function selfTimes(profile: CpuProfile, top = 12): Array<{ fn: string; ms: number }> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const totals = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame
    const file = frame.url.split('/').pop() ?? ''
    const fn = `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`.trim()
    totals.set(fn, (totals.get(fn) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, ms]) => ({ fn, ms: round(ms, 1) }))
}

/**
 * A CPU profile of the page (the raw DevTools session: no Playwright in the way) over the app's
 * start and the garage opened right after it, with `vehicles` saved: written to `dir` as a
 * .cpuprofile (DevTools opens it) and summed up by function. The wall time of the same span is
 * returned too, so idle waiting on IndexedDB shows as the part no function accounts for.
 */
export async function profileStartAndGarage(page: RawPage, url: string, vehicles: number, dir: string) {
  await page.send('Profiler.enable')
  await page.send('Profiler.setSamplingInterval', { interval: 200 })
  await page.send('Profiler.start')
  const started = Date.now()
  // A full load of the start page (no fragment: not a same-document navigation).
  await page.goto(url)
  await page.waitFor(`document.querySelector('[data-testid="vin-input"]')`)
  const ready = Date.now() - started
  await page.evaluate(`document.querySelector('[data-testid="nav-garage"]').click()`)
  await page.waitFor(GARAGE_LISTED(vehicles), 120_000)
  const wallMs = Date.now() - started
  const { profile } = await page.send<{ profile: CpuProfile }>('Profiler.stop')
  await page.send('Profiler.disable')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `fleet-start-garage-${vehicles}.cpuprofile`), JSON.stringify(profile))
  const idle = selfTimes(profile, 1000).filter((entry) => /^\((idle|program)\)/.test(entry.fn))
  return { wallMs, vinReadyMs: ready, top: selfTimes(profile), idleMs: idle }
}
