import { Worker } from 'node:worker_threads'

export interface RemoteDemo {
  baseUrl: string
  imageBaseUrl: string
  userId: string
  userToken: string
  vins: string[]
  close(): Promise<void>
}

/** Starts the demo catalog on its own thread; see demo-worker.ts. */
export function startDemoInWorker(options: { frozenClock?: boolean; latencyMs?: number } = {}): Promise<RemoteDemo> {
  const worker = new Worker(new URL('./demo-worker.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    workerData: { frozenClock: options.frozenClock ?? true, latencyMs: options.latencyMs ?? 0 }
  })
  return new Promise((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (info: Omit<RemoteDemo, 'close'>) =>
      resolve({
        ...info,
        close: () =>
          new Promise<void>((done) => {
            worker.once('exit', () => done())
            worker.postMessage('close')
          })
      })
    )
  })
}
