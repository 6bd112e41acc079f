/**
 * Reads what a picture says about itself — its format by magic bytes and its declared size in
 * pixels — from the header alone, without decoding a single pixel.
 *
 * Written by hand rather than taken from a library (image-size and friends) because we accept four
 * formats and refuse everything else: the four readers below are short, fully tested, and a library
 * would bring twenty formats we would then have to refuse again.
 */
export type PictureFormat = 'png' | 'jpeg' | 'webp' | 'gif'

export interface PictureHeader {
  format: PictureFormat
  contentType: `image/${PictureFormat}`
  width: number
  height: number
}

/** The file is one of our four formats but its header is cut short or contradicts itself. */
export const DAMAGED = 'damaged' as const

type Reading = PictureHeader | typeof DAMAGED | null

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  bytes.length >= offset + text.length && [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0))

function header(format: PictureFormat, width: number, height: number): PictureHeader {
  return { format, contentType: `image/${format}`, width, height }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** PNG: the first chunk must be IHDR; width and height are its first two big-endian words. */
function readPng(view: DataView, bytes: Uint8Array): Reading {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null
  if (bytes.length < 24 || !ascii(bytes, 12, 'IHDR')) return DAMAGED
  return header('png', view.getUint32(16), view.getUint32(20))
}

const isJpegFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

/**
 * JPEG: walk the marker segments to the first start-of-frame (SOF0–SOF15 less DHT, JPG, DAC). An
 * EXIF thumbnail is a whole JPEG inside an APP1 segment; skipping segments by their length keeps
 * its SOF from being mistaken for the picture's.
 */
function readJpeg(view: DataView, bytes: Uint8Array): Reading {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null
  let offset = 2
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return DAMAGED
    const marker = bytes[offset + 1]
    if (marker === 0xff) {
      offset++ // fill byte
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2 // markers without a length
      continue
    }
    if (marker === 0xda || marker === 0xd9) return DAMAGED // image data or the end before any frame header
    const length = view.getUint16(offset + 2)
    if (isJpegFrameMarker(marker)) {
      if (offset + 9 > bytes.length) return DAMAGED
      // A height of 0 means "given later by a DNL marker": too rare to support, refused as damaged.
      return header('jpeg', view.getUint16(offset + 7), view.getUint16(offset + 5))
    }
    if (length < 2) return DAMAGED
    offset += 2 + length
  }
  return DAMAGED
}

/** WebP: RIFF container; the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, a canvas size). */
function readWebp(view: DataView, bytes: Uint8Array): Reading {
  if (!ascii(bytes, 0, 'RIFF') || !ascii(bytes, 8, 'WEBP')) return null
  if (bytes.length < 30) return DAMAGED
  if (ascii(bytes, 12, 'VP8 ')) {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return DAMAGED
    return header('webp', view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff)
  }
  if (ascii(bytes, 12, 'VP8L')) {
    if (bytes[20] !== 0x2f) return DAMAGED
    const bits = view.getUint32(21, true)
    return header('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1)
  }
  if (ascii(bytes, 12, 'VP8X')) {
    const uint24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16)
    return header('webp', uint24(24) + 1, uint24(27) + 1)
  }
  return DAMAGED
}

/**
 * GIF: the logical screen size, grown to cover every frame. Decoders derived from Mozilla's
 * enlarge the screen to a frame that does not fit, so a 1×1 screen holding a 60000×60000 frame is a
 * 60000×60000 picture. Frames are found by skipping extension and image-data sub-blocks.
 */
function readGif(view: DataView, bytes: Uint8Array): Reading {
  if (!ascii(bytes, 0, 'GIF87a') && !ascii(bytes, 0, 'GIF89a')) return null
  if (bytes.length < 13) return DAMAGED
  let width = view.getUint16(6, true)
  let height = view.getUint16(8, true)
  const colorTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0)
  let offset = 13 + colorTable(bytes[10])
  const skipSubBlocks = () => {
    while (offset < bytes.length && bytes[offset] !== 0) offset += bytes[offset] + 1
    offset++ // the zero-length terminator
  }
  while (offset < bytes.length) {
    const introducer = bytes[offset]
    if (introducer === 0x3b) break // trailer
    if (introducer === 0x21) {
      offset += 2 // introducer and label
      skipSubBlocks()
    } else if (introducer === 0x2c) {
      if (offset + 10 > bytes.length) return DAMAGED
      width = Math.max(width, view.getUint16(offset + 1, true) + view.getUint16(offset + 5, true))
      height = Math.max(height, view.getUint16(offset + 3, true) + view.getUint16(offset + 7, true))
      offset += 10 + colorTable(bytes[offset + 9]) + 1 // descriptor, local colour table, LZW code size
      skipSubBlocks()
    } else {
      return DAMAGED
    }
  }
  return header('gif', width, height)
}

/** The picture's format and declared size; null when it is none of the four formats. */
export function readPictureHeader(bytes: Uint8Array): PictureHeader | typeof DAMAGED | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (const read of [readPng, readJpeg, readWebp, readGif]) {
    const reading = read(view, bytes)
    if (reading === DAMAGED) return DAMAGED
    if (reading !== null) return reading.width > 0 && reading.height > 0 ? reading : DAMAGED
  }
  return null
}
