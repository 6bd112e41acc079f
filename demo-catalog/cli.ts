import { parseArgs } from 'node:util'
import { startDemoCatalog } from './index'

// `npm run demo-catalog [-- --port N --image-port N --json]`: the demo catalog as a standalone
// process, e.g. for the browser mode or for poking at it with curl.

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'image-port': { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    json: { type: 'boolean', default: false }
  }
})

const port = Number(values.port)
const imagePort = Number(values['image-port'])
if (!Number.isInteger(port) || !Number.isInteger(imagePort) || port < 0 || imagePort < 0) {
  console.error('usage: demo-catalog [--port N] [--image-port N] [--host H] [--json]')
  process.exit(2)
}

const demo = await startDemoCatalog({ port, imagePort, host: values.host })

if (values.json) {
  process.stdout.write(
    JSON.stringify({
      baseUrl: demo.baseUrl,
      imageBaseUrl: demo.imageBaseUrl,
      userId: demo.userId,
      userToken: demo.userToken,
      vins: demo.vins
    }) + '\n'
  )
} else {
  const lines = [
    'Parts Desk demo catalog',
    `  API:     ${demo.baseUrl}`,
    `  Images:  ${demo.imageBaseUrl}/image?q=<qImage>`,
    `  User id: ${demo.userId}`,
    `  Token:   ${demo.userToken}`,
    '  Vehicles:',
    ...demo.vehicles.map((v) => `    ${v.vin}  ${v.name} (${v.catalog})`),
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
