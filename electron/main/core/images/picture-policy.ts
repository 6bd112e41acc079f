import { AppFailure } from '../../../shared/result'
import { DAMAGED, readPictureHeader, type PictureHeader } from './image-header'

/**
 * 32 megapixels. The demo's largest drawing is 1600×1200 (1.9 MP); real exploded views are
 * scanned or exported sheets — A3 at 300 dpi is 4961×3508 (17 MP), A1 at 200 dpi 6622×4677
 * (31 MP). Past that a picture costs the window over 128 MB to decode (4 bytes a pixel), which is
 * a pixel flood, not a drawing.
 */
export const MAX_PICTURE_PIXELS = 32_000_000
/** No side beyond what Chromium will paint as one image. */
export const MAX_PICTURE_SIDE = 16_384

const NOT_A_PICTURE =
  'The picture service sent a file Parts Desk does not open. Only PNG, JPEG, WebP and GIF pictures are shown (SVG and other formats are refused for safety).'
const DAMAGED_PICTURE = 'The picture service sent a damaged picture; it was not shown.'

function tooManyPixels({ width, height }: PictureHeader): string {
  return `The picture is ${width}×${height} pixels, far more than any parts drawing, so it was not opened.`
}

/**
 * Decides whether bytes from the image host may go to the window. The format comes from the
 * bytes, never from Content-Type (which the service can get wrong or lie about), and the size from
 * the header, before anything decodes it. Returns the content type to label the bytes with.
 */
export function checkPicture(bytes: Uint8Array): PictureHeader {
  const header = readPictureHeader(bytes)
  if (header === null) throw new AppFailure('bad-response', NOT_A_PICTURE)
  if (header === DAMAGED) throw new AppFailure('bad-response', DAMAGED_PICTURE)
  if (
    header.width > MAX_PICTURE_SIDE ||
    header.height > MAX_PICTURE_SIDE ||
    header.width * header.height > MAX_PICTURE_PIXELS
  ) {
    throw new AppFailure('bad-response', tooManyPixels(header))
  }
  return header
}
