/**
 * `npm run bench -- workshop` (issue 24): the workshop mirror's figures, in real Chromium over the
 * browser-mode host, against pouchdb-server (in memory) behind a loopback latency proxy (the LAN).
 *
 * - open_node_ms: bay 3 opens a node reception opened, from the workshop mirror (the catalog
 *   service cut off), from the address change to the parts table complete; at 0 and 5 ms LAN
 *   latency, each on a node bay 3 never opened; and the same node again from its own copy.
 * - push_ms_per_section: main's push of real node answers (the documents reception pushed, renamed
 *   to 400 distinct sections) in the batches the renderer sends: checks, `_revs_diff`, `_bulk_docs`.
 * - get_vehicle: reception saves the smallest demo vehicle for offline use through the garage and
 *   the push marks it saved in the workshop, then reception is closed; bay 3 (which browsed from
 *   the workshop before) presses *Get from the workshop* with the catalog service cut off, 0 ms LAN,
 *   timed from the click to the garage's "Copied" line: sections/s, records/s (answers and
 *   pictures), MB/s, and the vehicle's size as stored at a workstation and as documents in the
 *   workshop (MB per saved vehicle, for sizing).
 *
 * Needs the build (PARTS_DESK_OUT or out/) like the browser suite.
 */
import { createHash } from 'node:crypto'
import { loadavg } from 'node:os'
import { MemorySettingsStore, MemoryVault } from '../electron/main/core/memory-adapters'
import { WorkshopService, WORKSHOP_TIMEOUTS } from '../electron/main/workshop/workshop-service'
import type { WorkshopDoc } from '../electron/shared/workshop'
import type { CouchServer } from '../tests/support/couch-server'
import { startWorkshop, workshopDocs, WORKSHOP_DB, WORKSHOP_USER } from '../tests/support/workshop-stations'

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

export async function run(): Promise<Record<string, unknown>> {
  // The machine is shared: its load (1, 5, 15 min) at the start and end says how far to trust the times.
  const loadAtStart = loadavg().map((n) => Number(n.toFixed(1)))
  // The click's wait as the app ships it, not the suites' longer one.
  const workshop = await startWorkshop({ stations: 2, clickTimeoutMs: WORKSHOP_TIMEOUTS.click })
  try {
    const [reception, bay] = workshop.stations
    const vin = workshop.demo.vins[0]
    const { page } = reception
    await page.goto(reception.host.url)
    await page.getByTestId('vin-input').fill(vin)
    await page.getByTestId('vin-input').press('Enter')
    await page.getByTestId('group-tile').first().click()
    await page.getByTestId('list-row').first().click()
    await page.getByTestId('forms').waitFor()
    const listHash = new URL(page.url()).hash
    const nodes: string[] = []
    for (let index = 0; index < 4; index++) {
      await page.goto(`${reception.host.origin}/${listHash}`)
      await page.getByTestId('list-row').nth(index).click()
      await page.getByTestId('part-row').first().waitFor()
      nodes.push(new URL(page.url()).hash)
    }
    // Wait for the push: every node's answer on the server.
    const qs = nodes.map((hash) => new URLSearchParams(hash.split('?')[1]).get('q')!)
    for (;;) {
      const keys = (await workshopDocs(workshop.couch, 'answer')).map((doc) => String(doc.fullKey))
      if (qs.every((q) => keys.some((key) => key.includes(q)))) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }

    // A saved vehicle. Its vehicle document is the event that proves the workshop holds all of it:
    // the push marks it saved only once the server holds every record its manifest lists
    // (workshop-pusher.ts). Reception is closed right then, as a workstation switched off.
    const savedVin = workshop.demo.vins[4]
    const savedRow = page.locator(`[data-testid="garage-vehicle"][data-vin="${savedVin}"]`)
    await page.goto(`${reception.host.url}#/vehicle/${savedVin}`)
    await page.getByTestId('group-tile').first().waitFor()
    await page.getByTestId('nav-garage').click()
    await savedRow.getByTestId('garage-save').click()
    await savedRow.getByTestId('saved-badge').waitFor({ timeout: 900_000 })
    let savedDoc: Record<string, unknown> | undefined
    while (!(savedDoc = (await workshopDocs(workshop.couch, 'vehicle')).find((doc) => doc.vin === savedVin))) {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    await page.goto('about:blank')

    workshop.demo.knobs.injectFault({ kind: 'reset' })
    await bay.page.goto(bay.host.url)
    await bay.page.getByTestId('vin-input').fill(vin)
    await bay.page.getByTestId('vin-input').press('Enter')
    await bay.page.getByTestId('group-tile').first().waitFor()
    const open = async (hash: string) => {
      await bay.page.goto(`${bay.host.origin}/#/`)
      await bay.page.getByTestId('vin-input').waitFor()
      const started = performance.now()
      await bay.page.evaluate(`location.hash = ${JSON.stringify(hash)}`)
      await bay.page.getByTestId('part-row').first().waitFor()
      return Math.round(performance.now() - started)
    }
    const openNodeMs: Record<string, number> = {}
    workshop.lan.setLatency(0)
    openNodeMs.workshop_lan_0ms = await open(nodes[0])
    openNodeMs.workshop_lan_0ms_second = await open(nodes[1])
    workshop.lan.setLatency(5)
    openNodeMs.workshop_lan_5ms = await open(nodes[2])
    openNodeMs.workshop_lan_5ms_second = await open(nodes[3])
    openNodeMs.own_copy = await open(nodes[0])

    // Push cost, in main: real answers renamed to distinct sections, in batches of the renderer's size.
    workshop.lan.setLatency(0)
    const samples = (await workshopDocs(workshop.couch, 'answer')).filter((doc) => doc.kind === 'section')
    const push = new WorkshopService({
      env: {
        WORKSHOP_MIRROR_URL: `${workshop.couch.origin}/${WORKSHOP_DB}`,
        WORKSHOP_MIRROR_USER: WORKSHOP_USER.name,
        WORKSHOP_MIRROR_PASSWORD: WORKSHOP_USER.password
      },
      settings: new MemorySettingsStore(),
      vault: new MemoryVault(),
      origins: () => ({ origin: new URL(workshop.demo.baseUrl).origin, imageOrigin: '' }),
      log: () => undefined
    })
    const SECTIONS = 400
    const docs: WorkshopDoc[] = Array.from({ length: SECTIONS }, (_, index) => {
      const sample = samples[index % samples.length]
      const parts = JSON.parse(String(sample.fullKey)) as unknown[]
      parts[3] = `${String(parts[3])}#bench-${index}`
      const fullKey = JSON.stringify(parts)
      return {
        id: `answer:${sha(fullKey)}`,
        type: 'answer',
        kind: 'section',
        fullKey,
        fetchedAt: Date.now(),
        result: sample.result as Record<string, unknown>
      }
    })
    const bytes = docs.reduce((sum, doc) => sum + JSON.stringify(doc).length, 0)
    const batches: WorkshopDoc[][] = []
    let current: WorkshopDoc[] = []
    let weight = 0
    for (const doc of docs) {
      const own = JSON.stringify(doc).length
      if (current.length && weight + own > 512 * 1024) {
        batches.push(current)
        current = []
        weight = 0
      }
      current.push(doc)
      weight += own
    }
    batches.push(current)
    const started = performance.now()
    let written = 0
    for (const batch of batches) {
      const result = await push.push(batch)
      if (!result.ok) throw new Error(result.error.message)
      written += result.value.written
    }
    const pushMs = performance.now() - started
    const againStarted = performance.now()
    for (const batch of batches) await push.push(batch)
    const againMs = performance.now() - againStarted

    // Get from the workshop: the whole saved vehicle onto bay 3, no catalog request.
    const manifest = (await workshopDocs(workshop.couch, 'manifest')).find(
      (doc) => doc.vehicleKey === savedDoc.vehicleKey
    )
    if (!manifest) throw new Error('The workshop lists the vehicle without its manifest.')
    const [answerIds, imageIds] = [manifest.answers as string[], manifest.images as string[]]
    await bay.page.goto(`${bay.host.origin}/#/garage`)
    const getRow = bay.page.locator(`[data-testid="workshop-vehicle"][data-vin="${savedVin}"]`)
    await getRow.getByTestId('workshop-get').waitFor()
    const getStarted = performance.now()
    await getRow.getByTestId('workshop-get').click()
    await getRow.getByTestId('workshop-get-outcome').waitFor({ timeout: 900_000 })
    const getSeconds = (performance.now() - getStarted) / 1000
    if ((await getRow.getByTestId('workshop-get-outcome').getAttribute('data-complete')) !== 'true') {
      throw new Error(`Get from the workshop did not complete: ${await getRow.textContent()}`)
    }
    // Complete: every record the manifest lists is here now.
    const sections = Number(savedDoc.sections)
    const records = answerIds.length + imageIds.length
    const storedMb = Number(savedDoc.bytes) / 1e6
    const workshopMb = (await workshopBytes(workshop.couch, answerIds, imageIds)) / 1e6

    return {
      server: 'pouchdb-server 4.2.0 (in memory), not Apache CouchDB',
      load_average: { start: loadAtStart, end: loadavg().map((n) => Number(n.toFixed(1))) },
      open_node_ms: openNodeMs,
      push_sections: written,
      push_batches: batches.length,
      push_bytes_per_section: Math.round(bytes / SECTIONS),
      push_ms_per_section: Number((pushMs / SECTIONS).toFixed(2)),
      push_again_ms_per_section: Number((againMs / SECTIONS).toFixed(2)),
      get_vehicle: {
        vin: savedVin,
        sections,
        answers: answerIds.length,
        pictures: imageIds.length,
        stored_mb: Number(storedMb.toFixed(1)),
        workshop_mb: Number(workshopMb.toFixed(1)),
        seconds: Number(getSeconds.toFixed(1)),
        sections_per_s: Math.round(sections / getSeconds),
        records_per_s: Math.round(records / getSeconds),
        workshop_mb_per_s: Number((workshopMb / getSeconds).toFixed(2)),
        stored_mb_per_s: Number((storedMb / getSeconds).toFixed(2))
      }
    }
  } finally {
    await workshop.close()
  }
}

/**
 * What a saved vehicle weighs in the workshop: its answers as the JSON documents CouchDB holds,
 * and each picture it uses once (its attachment's length), read as the admin after the copy.
 */
async function workshopBytes(couch: CouchServer, answerIds: string[], imageIds: string[]): Promise<number> {
  const docs = async (ids: string[]) => {
    const found: Array<Record<string, unknown>> = []
    for (let start = 0; start < ids.length; start += 200) {
      const { json } = await couch.asAdmin('POST', `/${WORKSHOP_DB}/_all_docs?include_docs=true`, {
        keys: ids.slice(start, start + 200)
      })
      for (const row of (json as { rows: Array<{ doc?: Record<string, unknown> | null }> }).rows) {
        if (row.doc) found.push(row.doc)
      }
    }
    return found
  }
  let bytes = 0
  for (const doc of await docs(answerIds)) bytes += Buffer.byteLength(JSON.stringify(doc))
  const pictureIds = new Set((await docs(imageIds)).map((doc) => String(doc.picture)))
  for (const doc of await docs([...pictureIds])) {
    const attachment = (doc._attachments as Record<string, { length?: number }> | undefined)?.picture
    bytes += attachment?.length ?? 0
  }
  return bytes
}
