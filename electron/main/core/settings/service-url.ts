/**
 * Which addresses the app may send the account's secrets and requests to. The permanent token
 * travels in the login URL, so plain http would hand it to anyone on the path: only https is
 * allowed, except to this computer itself (the demo catalog, a local test service or proxy).
 */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase())
}

/**
 * Why `value` cannot be used as a service address, in words for the settings screen, or null
 * when it can. `name` says which field or environment variable it came from.
 */
export function serviceUrlProblem(value: string, name: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${name} is not a web address (it should look like https://catalog.example.com).`
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return `${name} must start with https:// — plain http:// would send the account's token unprotected. Only this computer (localhost, 127.0.0.1, ::1) may use http://.`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `${name} must start with https://.`
  }
  if (url.username !== '' || url.password !== '') {
    return `${name} must not contain a user name or password; enter the user id and token in their own fields.`
  }
  if (url.search !== '' || url.hash !== '') {
    return `${name} must not contain "?" or "#": enter only the address of the service.`
  }
  return null
}
