import { parseArgs } from 'node:util'
import { COMPACT_MAX } from './data/compact'
import { FLEET_MAX } from './data/fleet'
import { startDemoCatalog } from './index'
import { parseRateLimit, type RetryAfterStyle } from './server/rate-limit'
import type { DemoRateLimit } from './types'

// `npm run demo-catalog [-- --port N --image-port N --json --rate-limit R[,B] --retry-after S --fleet N]`:
// the demo catalog as a standalone process, e.g. for the browser mode or for poking at it with curl.
// `--fleet N` adds N generated vehicles after the five hand-made ones (data/fleet.ts); with `--json`
// their VINs are in `fleetVins`. `--compact N` adds N compact city cars after them (data/compact.ts),
// in `compactVins`.

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'image-port': { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    json: { type: 'boolean', default: false },
    'rate-limit': { type: 'string' },
    'retry-after': { type: 'string' },
    fleet: { type: 'string', default: '0' },
    compact: { type: 'string', default: '0' }
  }
})

const USAGE =
  'usage: demo-catalog [--port N] [--image-port N] [--host H] [--json] ' +
  '[--rate-limit <perSecond>[,<burst>]] [--retry-after seconds|date|none] [--fleet 0..' +
  FLEET_MAX +
  '] [--compact 0..' +
  COMPACT_MAX +
  ']'

const port = Number(values.port)
const imagePort = Number(values['image-port'])
const fleet = Number(values.fleet)
const compact = Number(values.compact)
let rateLimit: DemoRateLimit | undefined
try {
  const retryAfter = values['retry-after'] as RetryAfterStyle | undefined
  if (retryAfter !== undefined && !['seconds', 'date', 'none'].includes(retryAfter))
    throw new RangeError(`--retry-after wants seconds, date or none, got "${retryAfter}"`)
  if (retryAfter !== undefined && values['rate-limit'] === undefined)
    throw new RangeError('--retry-after needs --rate-limit')
  rateLimit = values['rate-limit'] === undefined ? undefined : parseRateLimit(values['rate-limit'], retryAfter)
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`)
  process.exit(2)
}
if (
  !Number.isInteger(port) ||
  !Number.isInteger(imagePort) ||
  port < 0 ||
  imagePort < 0 ||
  !/^\d+$/.test(values.fleet) ||
  fleet > FLEET_MAX ||
  !/^\d+$/.test(values.compact) ||
  compact > COMPACT_MAX
) {
  console.error(USAGE)
  process.exit(2)
}

const demo = await startDemoCatalog({ port, imagePort, host: values.host, rateLimit, fleet, compact })
const fleetVehicles = demo.vehicles.slice(demo.vins.length, demo.vins.length + fleet)
const compactVehicles = demo.vehicles.slice(demo.vins.length + fleet)

if (values.json) {
  process.stdout.write(
    JSON.stringify({
      baseUrl: demo.baseUrl,
      imageBaseUrl: demo.imageBaseUrl,
      userId: demo.userId,
      userToken: demo.userToken,
      vins: demo.vins,
      // only with --fleet N: the fleet's VINs in order (`vins` stays the five hand-made ones)
      ...(fleetVehicles.length > 0 ? { fleetVins: fleetVehicles.map((v) => v.vin) } : {}),
      // only with --compact N: the compact city cars' VINs in order
      ...(compactVehicles.length > 0 ? { compactVins: compactVehicles.map((v) => v.vin) } : {})
    }) + '\n'
  )
} else {
  const lines = [
    'Parts Desk demo catalog',
    `  API:     ${demo.baseUrl}`,
    // a picture has two addresses: the public image host, and /api/q with the access token
    `  Images:  ${demo.imageBaseUrl}/image?q=<qImage>`,
    `           ${demo.baseUrl}/api/q?q=<qImage>  (with Authorization: Bearer <access_token>)`,
    ...(rateLimit
      ? [
          `  Limit:   ${rateLimit.perSecond} requests/s, burst ${rateLimit.burst}, over /api/* and images ` +
            `(429, Retry-After: ${rateLimit.retryAfter ?? 'seconds'})`
        ]
      : []),
    `  User id: ${demo.userId}`,
    `  Token:   ${demo.userToken}`,
    '  Vehicles:',
    ...demo.vehicles.slice(0, demo.vins.length).map((v) => `    ${v.vin}  ${v.name} (${v.catalog})`),
    ...(fleetVehicles.length > 0
      ? [`  Fleet (${fleetVehicles.length}):`, ...fleetVehicles.map((v) => `    ${v.vin}  ${v.name} (${v.catalog})`)]
      : []),
    ...(compactVehicles.length > 0
      ? [
          `  Compact (${compactVehicles.length}):`,
          ...compactVehicles.map((v) => `    ${v.vin}  ${v.name} (${v.catalog})`)
        ]
      : []),
    '',
    `  Try: curl "${demo.baseUrl}/auth/login-token?id=${demo.userId}&token=${demo.userToken}"`,
    '  Ctrl+C to stop.'
  ]
  console.log(lines.join('\n'))
}

let stopping = false
const stop = (): void => {
  if (stopping) return
  stopping = true
  void demo.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
