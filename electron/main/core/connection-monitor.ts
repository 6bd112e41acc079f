import type { ConnectionState, ConnectionStatus } from '../../shared/contract'
import type { AppError } from '../../shared/result'

/**
 * Connection state judged from real request outcomes, not from the OS's idea of "online":
 * an answer means online, a refused/dropped/timed-out request means offline, a refused
 * account means auth-failed. Server errors and bad answers leave the state as it was — the
 * service is there, it just failed this once.
 */
export class ConnectionMonitor {
  private status: ConnectionStatus
  private readonly listeners = new Set<(status: ConnectionStatus) => void>()

  constructor(private readonly wallNow: () => number = Date.now) {
    this.status = { state: 'unknown', since: wallNow() }
  }

  current(): ConnectionStatus {
    return this.status
  }

  onChange(listener: (status: ConnectionStatus) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  succeeded(): void {
    this.set('online')
  }

  failed(error: AppError): void {
    if (error.code === 'offline' || error.code === 'timeout') this.set('offline', error)
    else if (error.code === 'auth') this.set('auth-failed', error)
  }

  reset(): void {
    this.set('unknown')
  }

  private set(state: ConnectionState, lastError?: AppError): void {
    if (state === this.status.state) return
    this.status = lastError ? { state, since: this.wallNow(), lastError } : { state, since: this.wallNow() }
    for (const listener of this.listeners) listener(this.status)
  }
}
