import type { ClickSample, TimelineEntry } from './click-to-paint'
import { median, round } from './stats'

/**
 * Where the time of a click → painted node view goes, from the app's timing marks
 * (renderer/src/lib/timing.ts) and the bench's own decode and paint moments. Each phase is the
 * median over the runs, in ms. The steps run one after another on the page's one thread, except
 * the picture's read, which waits on IndexedDB while the table renders; a phase a run did not
 * have (no mirror read when the section came from the service) counts as 0.
 *
 * - route: the click → the section store asks (router, history, the page's watchers)
 * - mirrorRead: the stored copy out of IndexedDB (key hash, read, whatever the repository decodes)
 * - storeWork: the rest of the request until the answer is on the store (and, online, the network)
 * - readNode: reading the raw answer into the node model (the parse into what the view shows)
 * - render: the answer on the store → the node view mounted (Vue render, DOM of rows and callouts)
 * - firstFrame: the node view mounted → the first frame that finds the rows and a complete picture
 *   (the rest of that task, the wait for the frame, and the picture when it is still loading)
 * - imageRead: the picture's bytes out of the mirror (or the service) to an object URL
 * - imageLoad: object URL → the <img> has loaded it (the browser reads the blob, sizes the picture)
 * - imageDecode: img.decode() once the picture is complete (0 when already decoded)
 * - paint: decoded → two frames later (style, layout, paint of the frame that shows it all)
 */
export const PHASES = [
  'route',
  'mirrorRead',
  'storeWork',
  'readNode',
  'render',
  'firstFrame',
  'imageRead',
  'imageLoad',
  'imageDecode',
  'paint'
] as const

type Phase = (typeof PHASES)[number]

const first = (timeline: TimelineEntry[], name: string) => timeline.find((entry) => entry.name === name)
const total = (timeline: TimelineEntry[], name: string) =>
  timeline.filter((entry) => entry.name === name).reduce((sum, entry) => sum + entry.duration, 0)

function phasesOf(sample: ClickSample): Record<Phase, number> {
  const { timeline } = sample
  const open = first(timeline, 'section-open')
  const shown = first(timeline, 'section-shown')
  const mirrorRead = total(timeline, 'mirror-read')
  const imageUrl = first(timeline, 'image-url')
  const imageLoaded = first(timeline, 'image-loaded')
  const rendered = first(timeline, 'render')
  return {
    route: open?.start ?? 0,
    mirrorRead,
    storeWork: open && shown ? Math.max(0, shown.start - open.start - mirrorRead) : 0,
    readNode: total(timeline, 'read-node'),
    render: total(timeline, 'render'),
    firstFrame: rendered ? Math.max(0, sample.imageComplete - (rendered.start + rendered.duration)) : 0,
    imageRead: total(timeline, 'image-read'),
    imageLoad: imageUrl && imageLoaded ? Math.max(0, imageLoaded.start - imageUrl.start) : 0,
    imageDecode: sample.decoded - sample.imageComplete,
    paint: sample.ms - sample.decoded
  }
}

/** `<prefix>_phase_<phase>_ms` → median over the runs. */
export function phaseFigures(prefix: string, samples: ClickSample[]): Record<string, number> {
  const per = samples.map(phasesOf)
  return Object.fromEntries(
    PHASES.map((phase) => [`${prefix}_phase_${phase}_ms`, round(median(per.map((p) => p[phase])), 1)])
  )
}
