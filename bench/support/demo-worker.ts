/**
 * Runs the demo catalog in a worker thread, so a benchmark's client and the server do not share
 * one event loop (the machine has two cores). Started by `startDemoInWorker`.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { ManualClock, startDemoCatalog } from '../../demo-catalog/index'

const options = workerData as { frozenClock: boolean; latencyMs: number }
// A frozen clock keeps access tokens valid for the whole run, so only the work under test is timed.
const demo = await startDemoCatalog({
  clock: options.frozenClock ? new ManualClock(Date.now()) : undefined,
  latencyMs: options.latencyMs
})
parentPort?.postMessage({
  baseUrl: demo.baseUrl,
  imageBaseUrl: demo.imageBaseUrl,
  userId: demo.userId,
  userToken: demo.userToken,
  vins: demo.vins
})
parentPort?.on('message', (message: unknown) => {
  if (message === 'close') void demo.close().then(() => process.exit(0))
})
