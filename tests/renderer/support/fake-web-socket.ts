/**
 * A browser WebSocket the test drives: it opens, answers, drops or is refused when the test says
 * so. The host's side of the protocol is tested against the real host (tests/ipc/web-host.test.ts);
 * this is for what the page does with each turn of events.
 */
type Listener = (event: { data?: unknown }) => void

export class FakeWebSocket {
  static readonly OPEN = 1
  static instances: FakeWebSocket[] = []
  readyState = 0
  readonly sent: string[] = []
  private readonly listeners = new Map<string, Listener[]>()

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this)
  }

  static get latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1)
    if (!socket) throw new Error('no socket was opened')
    return socket
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  send(text: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open')
    this.sent.push(text)
  }

  close(): void {
    this.drop()
  }

  /** The messages the page sent, parsed. */
  messages(): unknown[] {
    return this.sent.map((text) => JSON.parse(text) as unknown)
  }

  accept(): void {
    this.readyState = 1
    this.emit('open', {})
  }

  answer(text: string): void {
    this.emit('message', { data: text })
  }

  /** Closed by the other end, or never opened (a refused upgrade and a stopped host look alike). */
  drop(): void {
    if (this.readyState === 3) return
    this.readyState = 3
    this.emit('close', {})
  }

  private emit(type: string, event: { data?: unknown }): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}
