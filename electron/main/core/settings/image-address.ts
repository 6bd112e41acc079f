import { DEFAULT_IMAGE_ADDRESS, IMAGE_ADDRESS_API, type ImageAddress } from '../../../shared/contract'
import { AppFailure } from '../../../shared/result'
import { wellFormed } from '../../../shared/well-formed'

/**
 * Where pictures come from. Spec 4.4 rule 2 leaves the picture request open, and the vendor's own
 * design asks `/api/q` for them (shared/spec/real-shapes.md), so it is configuration:
 *
 * - a template such as `{image_base_url}/image?q={qImage}` (the default). It is asked without an
 *   Authorization header, so the access token never goes there; still it must lead to the image
 *   host or the service host, so a typo cannot hand the account's picture pointers to a third site;
 * - `api`: `{base_url}/api/q?q={qImage}` with the access token, like every other `/api/*` request.
 *   The token only ever travels to the service's own address.
 */

const PLACEHOLDER = /\{([^{}]*)\}/g
const KNOWN_PLACEHOLDERS = new Set(['image_base_url', 'qImage'])
const MAX_TEMPLATE = 2048

/** The hosts a picture may come from: the account's (or the demo's) two addresses. */
export interface PictureHosts {
  baseUrl: string
  imageBaseUrl: string
}

/** Trimmed; empty means the default template, and `api` in any case means the catalog API. */
export function normalizeImageAddress(value: string | undefined): ImageAddress {
  const trimmed = (value ?? '').trim()
  if (trimmed === '') return DEFAULT_IMAGE_ADDRESS
  return trimmed.toLowerCase() === IMAGE_ADDRESS_API ? IMAGE_ADDRESS_API : trimmed
}

export function isApiImageAddress(address: ImageAddress): boolean {
  return address === IMAGE_ADDRESS_API
}

/**
 * Fills in a template; the pointer is URL-encoded, so it can never add a path, a query or a host,
 * and made well-formed first (a lone surrogate would make encodeURIComponent throw).
 */
export function expandImageAddress(template: string, imageBaseUrl: string, qImage: string): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name === 'image_base_url' ? imageBaseUrl : name === 'qImage' ? encodeURIComponent(wellFormed(qImage)) : whole
  )
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Why `address` cannot be used as the picture address, in words for Settings, or null when it can.
 * `name` says where it came from (the field or CATALOG_IMAGE_ADDRESS). Without hosts (nothing
 * configured yet) only the template itself is checked; the client checks the host before sending.
 */
export function imageAddressProblem(address: ImageAddress, hosts: PictureHosts | null, name: string): string | null {
  if (isApiImageAddress(address)) return null
  if (address.length > MAX_TEMPLATE) return `${name} is too long.`
  const unknown = [...address.matchAll(PLACEHOLDER)].map((m) => m[1]).find((p) => !KNOWN_PLACEHOLDERS.has(p))
  if (unknown !== undefined) {
    return `${name} contains {${unknown}}, which Parts Desk does not fill in. Use {image_base_url} and {qImage}.`
  }
  if (!address.includes('{qImage}')) {
    return `${name} must contain {qImage}, where each picture's pointer goes.`
  }
  const allowed = hosts ? [originOf(hosts.imageBaseUrl), originOf(hosts.baseUrl)] : []
  // A sample: the image base URL stands in for itself, or a harmless one when none is known yet.
  const sample = expandImageAddress(address, hosts?.imageBaseUrl || 'https://image-host.invalid', 'x')
  if (/[{}]/.test(sample)) return `${name} has a "{" or "}" that is not part of {image_base_url} or {qImage}.`
  let url: URL
  try {
    url = new URL(sample)
  } catch {
    return `${name} does not make a web address. Start it with {image_base_url} or https://.`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${name} must make an https:// address.`
  if (url.username !== '' || url.password !== '') return `${name} must not contain a user name or password.`
  if (url.hash !== '') return `${name} must not contain "#".`
  if (hosts && !allowed.includes(url.origin)) {
    const [image, service] = allowed
    const where =
      image === service
        ? `the catalog service (${service})`
        : `the image service (${image}) or the catalog service (${service})`
    return `${name} must lead to ${where}; ${url.origin} is neither. Pictures are only asked from the account's own addresses.`
  }
  return null
}

/**
 * The URL of one picture for a template, checked once more right before it is asked: refuses
 * (as a Settings problem, never sending anything) a template that does not lead to the hosts.
 */
export function pictureUrl(template: string, hosts: PictureHosts, qImage: string): string {
  const problem = imageAddressProblem(template, hosts, 'The picture address')
  if (problem) throw new AppFailure('invalid-input', `${problem} Change it in Settings → Account.`)
  return expandImageAddress(template, hosts.imageBaseUrl, qImage)
}
