import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CatalogClient } from '../../electron/main/core/client/catalog-client'
import { fetchSend } from '../../electron/main/core/http/http-transport'
import { readPictureHeader } from '../../electron/main/core/images/image-header'
import { checkPicture, MAX_PICTURE_PIXELS } from '../../electron/main/core/images/picture-policy'
import { MemoryVault } from '../../electron/main/core/memory-adapters'
import { AuthSession } from '../../electron/main/core/session/auth-session'
import { RefreshTokenStore } from '../../electron/main/core/session/refresh-token-store'
import { AppFailure } from '../../electron/shared/result'
import { startHostileService, type HostileService } from '../support/hostile-service'
import { PICTURE_SAMPLES, sampleBytes } from '../support/picture-samples'

const png = () => sampleBytes(PICTURE_SAMPLES.png)

/** The sample PNG with another size written into its IHDR (the header reader never checks the CRC). */
function pngDeclaring(width: number, height: number): Uint8Array {
  const bytes = png()
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return bytes
}

function refusal(bytes: Uint8Array): string {
  try {
    checkPicture(bytes)
  } catch (error) {
    expect(error).toBeInstanceOf(AppFailure)
    expect((error as AppFailure).appError.code).toBe('bad-response')
    return (error as AppFailure).message
  }
  throw new Error('expected the picture to be refused')
}

const uint16be = (n: number) => [n >> 8, n & 0xff]

describe('pictures are recognised by their bytes, with the size their header declares', () => {
  for (const [name, sample] of Object.entries(PICTURE_SAMPLES)) {
    it(`${name}: ${sample.format} ${sample.width}×${sample.height}`, () => {
      expect(checkPicture(sampleBytes(sample))).toEqual({
        format: sample.format,
        contentType: `image/${sample.format}`,
        width: sample.width,
        height: sample.height
      })
    })
  }
})

describe('everything that is not PNG, JPEG, WebP or GIF is refused', () => {
  const text = (value: string) => new TextEncoder().encode(value)
  it.each([
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['SVG with an XML declaration', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an HTML page', text('<!doctype html><title>Wi-Fi login</title>')],
    ['BMP', new Uint8Array([0x42, 0x4d, 0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0])],
    ['TIFF', new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0])],
    ['nothing at all', new Uint8Array(0)],
    ['a RIFF file that is not WebP (WAV)', text('RIFF\x24\x00\x00\x00WAVEfmt ')]
  ])('%s', (_name, bytes) => {
    expect(refusal(bytes)).toMatch(/Only PNG, JPEG, WebP and GIF pictures are shown/)
  })

  it('a PNG cut off before its size is damaged, not a picture of unknown size', () => {
    expect(refusal(png().subarray(0, 16))).toMatch(/damaged picture/)
    expect(refusal(pngDeclaring(0, 10))).toMatch(/damaged picture/)
  })
})

describe('the pixel budget is checked from the header, before anything decodes the picture', () => {
  it('a PNG declaring 60000×60000 pixels is refused with its size in the message', () => {
    expect(refusal(pngDeclaring(60_000, 60_000))).toMatch(/60000×60000 pixels, far more than any parts drawing/)
  })

  it('the budget sits between a large real drawing and a flood', () => {
    // A1 scanned at 200 dpi: 6622×4677 (31 MP) is shown; one row more than the budget is not.
    expect(checkPicture(pngDeclaring(6622, 4677)).width).toBe(6622)
    expect(6622 * 4677).toBeLessThan(MAX_PICTURE_PIXELS)
    expect(refusal(pngDeclaring(8000, 4001))).toMatch(/8000×4001/)
    // A long thin strip within the pixel budget but wider than any painter takes.
    expect(refusal(pngDeclaring(20_000, 10))).toMatch(/20000×10/)
  })

  it('JPEG: the size comes from the picture’s frame header, not an EXIF thumbnail before it', () => {
    const jpeg = sampleBytes(PICTURE_SAMPLES.jpeg)
    // An APP1 segment holding a fake frame header that declares 60000×60000.
    const fakeSof = [
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      ...uint16be(60_000),
      ...uint16be(60_000),
      3,
      1,
      0x22,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1
    ]
    const app1 = [0xff, 0xe1, ...uint16be(2 + 6 + fakeSof.length), ...new TextEncoder().encode('Exif\0\0'), ...fakeSof]
    const withThumbnail = new Uint8Array([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)])
    expect(checkPicture(withThumbnail)).toMatchObject({ format: 'jpeg', width: 37, height: 21 })

    const flood = jpeg.slice()
    const sof = flood.findIndex((byte, i) => byte === 0xff && flood[i + 1] === 0xc0)
    flood.set([...uint16be(60_000), ...uint16be(60_000)], sof + 5)
    expect(refusal(flood)).toMatch(/60000×60000/)
  })

  it('WebP: an extended file declaring a 20000×20000 canvas is refused', () => {
    const webp = sampleBytes(PICTURE_SAMPLES.webpExtended)
    const canvas = 20_000 - 1
    webp.set([canvas & 0xff, (canvas >> 8) & 0xff, canvas >> 16, canvas & 0xff, (canvas >> 8) & 0xff, canvas >> 16], 24)
    expect(refusal(webp)).toMatch(/20000×20000/)
  })

  it('GIF: a 1×1 screen holding a 60000×60000 frame is a 60000×60000 picture (Chromium grows the screen)', () => {
    const frame = [0x2c, 0, 0, 0, 0, 0x60, 0xea, 0x60, 0xea, 0, 2, 2, 0x44, 0x01, 0]
    const gif = new Uint8Array([...sampleBytes(PICTURE_SAMPLES.gif).subarray(0, 19), ...frame, 0x3b])
    expect(readPictureHeader(gif)).toMatchObject({ format: 'gif', width: 60_000, height: 60_000 })
    expect(refusal(gif)).toMatch(/60000×60000/)
  })
})

describe('through the client: the format comes from the bytes, never from Content-Type', () => {
  let service: HostileService
  let client: CatalogClient
  beforeEach(async () => {
    service = await startHostileService()
    const session = new AuthSession({
      baseUrl: service.url,
      userId: 'u',
      userToken: 't',
      send: fetchSend,
      store: new RefreshTokenStore(new MemoryVault(), Date.now),
      monotonicNow: () => performance.now(),
      timeoutMs: 5_000
    })
    client = new CatalogClient({
      baseUrl: service.url,
      imageBaseUrl: service.url,
      session,
      send: fetchSend,
      timeoutMs: 5_000,
      retry: { retries: 0, baseDelayMs: 1 }
    })
  })
  afterEach(() => service.close())

  const serve = (contentType: string, bytes: Uint8Array) =>
    service.route('/image', (_req, res) => {
      res.writeHead(200, { 'Content-Type': contentType })
      res.end(bytes)
    })

  it('an SVG labelled image/png is refused; a PNG labelled octet-stream is shown as image/png', async () => {
    serve(
      'image/png',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    )
    await expect(client.image('svg')).rejects.toMatchObject({ appError: { code: 'bad-response' } })
    serve('application/octet-stream', png())
    expect(await client.image('png')).toMatchObject({ contentType: 'image/png' })
  })

  it('after a pixel-flood PNG is refused, the next picture still comes', async () => {
    serve('image/png', pngDeclaring(60_000, 60_000))
    await expect(client.image('flood')).rejects.toThrow(/60000×60000 pixels/)
    serve('image/webp', sampleBytes(PICTURE_SAMPLES.webpLossy))
    expect(await client.image('next')).toMatchObject({ contentType: 'image/webp' })
  })
})
