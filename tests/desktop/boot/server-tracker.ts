/**
 * Counts the TCP servers of this process that are still listening. `server.listening` turns false
 * the moment `close()` is called, unlike the process's active-handle list, which keeps a closing
 * server until libuv's close phase — too late to tell "closed, then quit" from "quit, then closed".
 */
import { Server } from 'node:net'

const servers = new Set<Server>()
const listen = Server.prototype.listen

Server.prototype.listen = function (this: Server, ...args: Parameters<Server['listen']>) {
  servers.add(this)
  return listen.apply(this, args)
} as Server['listen']

export function listeningServers(): number {
  return [...servers].filter((server) => server.listening).length
}
