import { STATUS_CODES, type IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import {
  CALL_SOCKET_PATH,
  MAX_CALL_MESSAGE_BYTES,
  isCallId,
  isCallMessage,
  isCancelMessage,
  isRecord,
  type AnswerMessage
} from '../shared/call-socket-protocol'
import { fail, type Result } from '../shared/result'
import { decodeWire, encodeWire } from '../shared/wire-codec'
import type { Dispatch } from '../main/ipc/dispatcher'
import type { GuardVerdict } from './request-guards'

/**
 * The host's end of browser mode's call socket (protocol: shared/call-socket-protocol.ts).
 *
 * The upgrade is decided before it happens: `check` (Host, Origin, the key from `?k=`) refuses
 * with a plain HTTP 401/403 and the socket is closed; only a request that passes is handed to
 * `ws`. A browser's WebSocket sends Origin and cannot be stopped by CORS, so the Origin check is
 * what keeps other local pages out.
 */
export interface CallSocketServer {
  /** For the HTTP server's `upgrade` event. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Closes every page's socket (aborting their calls). */
  close(): void
}

export interface CallSocketOptions {
  dispatch: Dispatch
  check: (request: IncomingMessage, url: URL) => GuardVerdict
  log: (message: string) => void
}

/** A refusal as the HTTP answer it would have been; the page's probe reads the same status. */
function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`
  )
}

export function createCallSocketServer({ dispatch, check, log }: CallSocketOptions): CallSocketServer {
  // Loopback: compressing 30 KB answers would cost both ends CPU to save nothing.
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_CALL_MESSAGE_BYTES, perMessageDeflate: false })

  function serve(socket: WebSocket): void {
    // The calls of this socket under way; a cancel can only reach its own socket's calls.
    const calls = new Map<number, AbortController>()
    let warned = false
    const ignore = (why: string) => {
      // Once per socket, and never the message itself (it may hold what the page typed).
      if (!warned) log(`[web] ignored a call-socket message: ${why}`)
      warned = true
    }
    const answer = (message: AnswerMessage) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(encodeWire(message))
    }

    async function run(id: number, channel: string, input: unknown): Promise<void> {
      const call = new AbortController()
      calls.set(id, call)
      let result: Result<unknown>
      try {
        result = await dispatch(channel, input, call.signal)
      } catch (error) {
        // The dispatcher answers every failure itself; this is the last guard of the socket.
        log(`[web] ${channel} failed: ${error instanceof Error ? error.message : String(error)}`)
        result = fail('internal', 'Something went wrong while handling the request.')
      } finally {
        calls.delete(id)
      }
      // A cancelled call's page settled it already: nothing is sent, as a closed HTTP request got none.
      if (!call.signal.aborted) answer({ id, result })
    }

    socket.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return ignore('binary frame')
      let message: unknown
      try {
        message = decodeWire(data.toString())
      } catch {
        return ignore('not JSON')
      }
      if (isCancelMessage(message)) return void calls.get(message.cancel)?.abort()
      if (!isRecord(message) || !isCallId(message.id)) return ignore('no call id')
      const { id } = message
      if (calls.has(id)) return ignore('an id already under way')
      if (!isCallMessage(message)) return answer({ id, result: fail('invalid-input', 'Unknown request.') })
      void run(id, message.channel, message.input)
    })
    // The page went away, reloaded or dropped the socket: every call of it stops, as a closed
    // HTTP connection stopped its one call (a queued request is dropped, one on the wire aborted).
    socket.on('close', () => {
      for (const call of calls.values()) call.abort()
      calls.clear()
    })
    // ws closes the socket after an error (a frame over maxPayload is 1009); the host goes on.
    socket.on('error', (error) => log(`[web] call socket closed: ${error.message}`))
  }

  return {
    upgrade(request, socket, head) {
      socket.on('error', () => socket.destroy())
      const url = new URL(request.url ?? '/', 'http://placeholder')
      if (url.pathname !== CALL_SOCKET_PATH) return refuseUpgrade(socket, 404, 'Not found.')
      const verdict = check(request, url)
      if (!verdict.ok) return refuseUpgrade(socket, verdict.status, verdict.reason)
      server.handleUpgrade(request, socket, head, serve)
    },
    close() {
      for (const client of server.clients) client.terminate()
      server.close()
    }
  }
}
