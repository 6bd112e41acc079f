import { WebSocket } from 'ws'
import { CALL_SOCKET_PATH } from '../../electron/shared/call-socket-protocol'
import { decodeWire, encodeWire, type WirePath } from '../../electron/shared/wire-codec'
import type { WebHost } from '../../electron/web/host'

/**
 * A client of browser mode's call socket for the host's Node tests: `ws` speaks the same protocol
 * as Chromium, and unlike a browser it lets a test set Host, Origin and the key as an attacker would.
 */
export interface SocketOptions {
  /** The `k` query parameter; null leaves it out. Defaults to the host's secret. */
  key?: string | null
  headers?: Record<string, string>
  path?: string
}

function socketUrl(host: WebHost, options: SocketOptions): string {
  const url = new URL(options.path ?? CALL_SOCKET_PATH, host.origin.replace(/^http/, 'ws'))
  const key = options.key === undefined ? host.secret : options.key
  if (key !== null) url.searchParams.set('k', key)
  return url.href
}

/** The HTTP status the upgrade was refused with, or 101 when it was accepted. */
export function upgradeStatus(host: WebHost, options: SocketOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(host, options), { headers: options.headers })
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      socket.terminate()
    })
    socket.once('open', () => {
      resolve(101)
      socket.close()
    })
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error)
    })
  })
}

export interface CallSocketClient {
  socket: WebSocket
  /** Sends a call and resolves with its answer message's `result`, decoded. */
  call(id: number, channel: string, input?: unknown, bytesAt?: readonly WirePath[]): Promise<unknown>
  /** Every message the host sent, decoded. */
  received: unknown[]
  /** Resolves with the next message from the host. */
  next(): Promise<unknown>
  closed: Promise<number>
}

export async function openCallSocket(host: WebHost, options: SocketOptions = {}): Promise<CallSocketClient> {
  const socket = new WebSocket(socketUrl(host, options), { headers: options.headers })
  const received: unknown[] = []
  const listeners: Array<(message: unknown) => void> = []
  socket.on('message', (data) => {
    const message = decodeWire(data.toString())
    received.push(message)
    for (const listener of listeners.splice(0)) listener(message)
  })
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const next = () => new Promise<unknown>((resolve) => listeners.push(resolve))
  return {
    socket,
    received,
    next,
    closed,
    call(id, channel, input, bytesAt = []) {
      return new Promise((resolve) => {
        const onMessage = (data: Buffer) => {
          const message = decodeWire(
            data.toString(),
            bytesAt.map((path) => ['result', ...path])
          ) as {
            id: number
            result: unknown
          }
          if (message.id !== id) return
          socket.off('message', onMessage)
          resolve(message.result)
        }
        socket.on('message', onMessage)
        socket.send(encodeWire({ id, channel, input }))
      })
    }
  }
}
