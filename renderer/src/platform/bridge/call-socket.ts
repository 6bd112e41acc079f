/**
 * The page's end of browser mode's call socket (protocol: @shared/call-socket-protocol): one
 * WebSocket for every contract call, opened by the first call and again by the first call after
 * it closed. Calls made while it opens wait for it.
 *
 * A browser reports a refused upgrade exactly as a host that is not there (the socket just
 * closes), so when it does not open, one plain GET of the same address with the same key asks
 * which: 401/403 is a key the host refuses, no answer at all is a stopped host. The host never
 * upgrades a request that fails its checks, so a page without the key learns nothing from the
 * socket itself.
 */
import { CALL_SOCKET_PATH, exceedsMessageLimit, isAnswerMessage } from '@shared/call-socket-protocol'
import type { InvokeChannel } from '@shared/contract'
import { CANCELLED_MESSAGE, fail, type Result } from '@shared/result'
import { BYTES_IN_ANSWER, decodeBytesIn, decodeWire, encodeWire } from '@shared/wire-codec'

export const NOT_RUNNING = 'Parts Desk is not running any more. Start it again and reload this page.'
export const NOT_CONNECTED = 'This tab is not connected to Parts Desk. Open the link printed by "npm run web".'
const DROPPED = 'The connection to Parts Desk dropped before the answer was complete.'
const TOO_LARGE = 'This request is too large for Parts Desk.'
// WebSocket.OPEN, without needing the global (the Node tests hand in `ws`'s class).
const OPEN = 1

/** What the bridge uses of a page: its address, sessionStorage, fetch and WebSocket. */
export type PageWindow = Window & Pick<typeof globalThis, 'WebSocket'>

interface Waiting {
  channel: string
  resolve(answer: unknown): void
  reject(error: unknown): void
}

/** One socket and the calls sent on it; `ready` says whether it opened, or why not. */
interface Connection {
  socket: WebSocket | null
  ready: Promise<Result<never> | null>
  sent: Map<number, Waiting>
}

export class CallSocket {
  private connection: Connection | null = null
  private nextId = 1

  constructor(
    private readonly win: PageWindow,
    private readonly secret: string
  ) {}

  /** The call's decoded answer (guardInvoker checks it is a Result), or the transport's failure. */
  call(channel: InvokeChannel, input: unknown, signal?: AbortSignal): Promise<unknown> {
    const cancelled = () => fail('cancelled', CANCELLED_MESSAGE)
    if (signal?.aborted) return Promise.resolve(cancelled())
    const id = this.nextId++
    const text = encodeWire({ id, channel, input })
    if (exceedsMessageLimit(text)) return Promise.resolve(fail('internal', TOO_LARGE))
    const connection = this.open()
    return new Promise((resolve, reject) => {
      let settled = false
      const settle = (finish: () => void) => {
        if (settled) return
        settled = true
        signal?.removeEventListener('abort', onAbort)
        connection.sent.delete(id)
        finish()
      }
      // Settles at once; the host is told only if the call went out (it then aborts the handler).
      const onAbort = () => {
        if (connection.sent.has(id)) this.send(connection, encodeWire({ cancel: id }))
        settle(() => resolve(cancelled()))
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      void connection.ready.then((refused) => {
        if (settled) return
        if (refused) return settle(() => resolve(refused))
        connection.sent.set(id, {
          channel,
          resolve: (answer) => settle(() => resolve(answer)),
          reject: (error) => settle(() => reject(error))
        })
        if (!this.send(connection, text)) settle(() => resolve(fail('offline', DROPPED)))
      })
    })
  }

  private send(connection: Connection, text: string): boolean {
    if (connection.socket?.readyState !== OPEN) return false
    connection.socket.send(text)
    return true
  }

  private open(): Connection {
    if (this.connection) return this.connection
    const sent = new Map<number, Waiting>()
    let socket: WebSocket | null = null
    try {
      const url = this.address()
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
      socket = new this.win.WebSocket(url.href)
    } catch {
      // A key the URL parser refuses: the probe says what the host thinks of it.
    }
    const connection: Connection = { socket, ready: Promise.resolve(null), sent }
    this.connection = connection
    if (!socket) {
      this.connection = null
      connection.ready = this.probe()
      return connection
    }
    connection.ready = new Promise((resolveReady) => {
      let opened = false
      socket.addEventListener('open', () => {
        opened = true
        resolveReady(null)
      })
      socket.addEventListener('message', (event: MessageEvent<unknown>) => this.receive(connection, event.data))
      socket.addEventListener('close', () => {
        if (this.connection === connection) this.connection = null
        if (!opened) return void this.probe().then(resolveReady)
        // Under way when the socket dropped: the host aborted them, the page hears it now.
        for (const waiting of [...sent.values()]) waiting.resolve(fail('offline', DROPPED))
      })
    })
    return connection
  }

  private address(): URL {
    return new URL(`.${CALL_SOCKET_PATH}?k=${encodeURIComponent(this.secret)}`, this.win.location.href)
  }

  /** Why the socket did not open: the same address and key, asked without an upgrade. */
  private async probe(): Promise<Result<never>> {
    let response: Response
    try {
      response = await this.win.fetch(this.address().href, { cache: 'no-store' })
    } catch {
      return fail('offline', NOT_RUNNING)
    }
    if (response.status === 401 || response.status === 403) return fail('invalid-input', NOT_CONNECTED)
    return fail('internal', `Parts Desk answered with status ${response.status}.`)
  }

  private receive(connection: Connection, data: unknown): void {
    let message: unknown
    try {
      message = typeof data === 'string' ? decodeWire(data) : undefined
    } catch {
      message = undefined
    }
    if (!isAnswerMessage(message)) {
      // Whose answer it was cannot be told, so none of them can be trusted to come: every call
      // under way fails (guardInvoker says so) and the next call opens a fresh socket.
      const unreadable = new Error('an unreadable message on the call socket')
      for (const waiting of [...connection.sent.values()]) waiting.reject(unreadable)
      connection.socket?.close()
      return
    }
    // A call cancelled meanwhile is no longer waiting: its late answer is dropped.
    const waiting = connection.sent.get(message.id)
    if (!waiting) return
    try {
      waiting.resolve(decodeBytesIn(message.result, BYTES_IN_ANSWER[waiting.channel as InvokeChannel] ?? []))
    } catch (error) {
      // Broken base64: guardInvoker turns the rejection into a failure.
      waiting.reject(error)
    }
  }
}
