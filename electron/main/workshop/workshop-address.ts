import { isIP } from 'node:net'
import { isLoopbackHost } from '../core/settings/service-url'

/**
 * Where the workshop mirror may be. Its password travels with every request (HTTP Basic), so the
 * rule is the catalog's: https, or plain http to this computer. A NAS on the workshop's own
 * network often has no certificate, so plain http to a *private* address is allowed too, but only
 * after the user says in Settings that this is the workshop's own network: on a café's or a
 * customer's Wi-Fi the same address could be anyone's.
 *
 * Private means an IP literal in a private or link-local range, or a name that cannot leave the
 * local network by definition (`.local`, mDNS; `.home.arpa`, RFC 8375). Any other name could
 * resolve to the internet, so it needs https.
 */

export interface WorkshopAddress {
  /** The database's URL without a trailing slash, user info, query or fragment. */
  url: string
  origin: string
  /** The database's name (the last path segment), as CouchDB spells it. */
  database: string
}

export type AddressVerdict =
  { ok: true; address: WorkshopAddress; plainPrivate: boolean } | { ok: false; problem: string; plainPrivate?: true }

/** CouchDB's own rule for database names. */
const DATABASE_NAME = /^[a-z][a-z0-9_$()+/-]*$/

function isPrivateIpv4(host: string): boolean {
  const [a, b] = host.split('.').map(Number)
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
}

function isPrivateIpv6(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  // fc00::/7 (unique local) and fe80::/10 (link-local).
  return /^f[cd][0-9a-f]{0,2}:/.test(bare) || /^fe[89ab][0-9a-f]?:/.test(bare)
}

export function isPrivateNetworkHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  const bare = host.replace(/^\[|\]$/g, '')
  if (isIP(bare) === 4) return isPrivateIpv4(bare)
  if (isIP(bare) === 6) return isPrivateIpv6(bare)
  return host.endsWith('.local') || host.endsWith('.home.arpa')
}

/**
 * Checks a workshop mirror URL. `privateNetwork` is the user's confirmation that a plain-http
 * private address is the workshop's own network. `name` says where the value came from.
 */
export function checkWorkshopAddress(value: string, privateNetwork: boolean, name: string): AddressVerdict {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return {
      ok: false,
      problem: `${name} is not a web address (it should look like https://nas.local:6984/parts-desk).`
    }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, problem: `${name} must start with https://.` }
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, problem: `${name} must not contain a user name or password; enter them in their own fields.` }
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, problem: `${name} must not contain "?" or "#": enter only the database's address.` }
  }
  const plainPrivate = url.protocol === 'http:' && !isLoopbackHost(url.hostname) && isPrivateNetworkHost(url.hostname)
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    if (!plainPrivate) {
      return {
        ok: false,
        problem: `${name} must start with https:// — plain http:// would send the workshop password unprotected. Only this computer, or an address on the workshop's own network after you confirm it, may use http://.`
      }
    }
    if (!privateNetwork) {
      return {
        ok: false,
        plainPrivate: true,
        problem: `${name} uses plain http:// on a local network address. Confirm that this is your workshop's own network, or use https://.`
      }
    }
  }
  const path = url.pathname.replace(/\/+$/, '')
  const database = decodedName(path.slice(path.lastIndexOf('/') + 1))
  if (database === null || !DATABASE_NAME.test(database)) {
    return {
      ok: false,
      problem: `${name} must end with the database's name, e.g. https://nas.local:6984/parts-desk (lower-case letters, digits and _$()+-/ only, starting with a letter).`
    }
  }
  return { ok: true, plainPrivate, address: { url: `${url.origin}${path}`, origin: url.origin, database } }
}

/** The database's name as typed; null for a stray `%` (WORKSHOP_MIRROR_URL is read at start-up). */
function decodedName(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
