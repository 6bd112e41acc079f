import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { AppFailure } from '../../electron/shared/result'
import { SECTION_BUDGET } from '../../electron/main/core/http/body-budget'
import { httpSend } from '../../electron/main/core/http/http-transport'

/** A service that takes requests and answers none until told; it tells when a client hangs up. */
async function silentService() {
  const arrived: IncomingMessage[] = []
  const hungUp: Array<() => void> = []
  let closed = 0
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    arrived.push(request)
    response.on('close', () => {
      closed += 1
      hungUp.splice(0).forEach((wake) => wake())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/q?q=x`,
    arrived,
    closed: () => closed,
    /** Resolves once a client hung up. */
    nextHangUp: () => new Promise<void>((resolve) => hungUp.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

let service: Awaited<ReturnType<typeof silentService>> | null = null
afterEach(async () => {
  await service?.close()
  service = null
})

describe('the transport honours the caller’s signal', () => {
  it('aborts a request on the wire: the service sees the connection close, the caller gets cancelled', async () => {
    service = await silentService()
    const stop = new AbortController()
    const sending = httpSend({
      method: 'GET',
      url: service.url,
      timeoutMs: 10_000,
      budget: SECTION_BUDGET,
      signal: stop.signal
    }).catch((error: unknown) => error)
    const hangUp = service.nextHangUp()
    while (service.arrived.length === 0) await new Promise((resolve) => setImmediate(resolve))
    stop.abort()
    const error = await sending
    expect(error).toBeInstanceOf(AppFailure)
    expect((error as AppFailure).appError.code).toBe('cancelled')
    await hangUp
    expect(service.closed()).toBe(1)
  })

  it('sends nothing for a signal aborted already', async () => {
    service = await silentService()
    const stop = new AbortController()
    stop.abort()
    const error = await httpSend({
      method: 'GET',
      url: service.url,
      timeoutMs: 10_000,
      budget: SECTION_BUDGET,
      signal: stop.signal
    }).catch((failure: unknown) => failure)
    expect((error as AppFailure).appError.code).toBe('cancelled')
    expect(service.arrived).toHaveLength(0)
  })
})
