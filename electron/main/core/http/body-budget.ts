/**
 * How much a single answer may weigh once decompressed, per kind of answer. A budget is not a
 * guess at the biggest legitimate answer but a wall far above it: it exists so a broken or hostile
 * service cannot make the app buffer (and hand the window) hundreds of megabytes.
 */
export interface BodyBudget {
  /** Decoded bytes (after gzip/deflate/br), the size that lands in memory. */
  maxBytes: number
  /** Said to the mechanic when an answer goes past the budget. */
  tooLarge: string
}

const MiB = 1024 * 1024

/**
 * Catalog sections (`/api/q`, `/api/vin`): 8 MiB. Measured on the demo catalog: its largest page,
 * the 334-part wiring-harness node, is 507 KB in every language (each part carries a 1.2–2 KB
 * `q_partinfo` pointer, see real-shapes.md), and no other page of its 885 comes close. A node of
 * 2 000 parts with 2 KB pointers would be about 4 MB, so 8 MiB is twice that and 16 times the
 * largest page we can measure — while "main grows by less than twice the budget" stays under 16 MiB.
 */
export const SECTION_BUDGET: BodyBudget = {
  maxBytes: 8 * MiB,
  tooLarge:
    'The catalog sent far more data than any catalog page has, so it was stopped after 8 MB to keep Parts Desk working. Try again later; if it happens again, tell your catalog provider.'
}

/**
 * Pictures: 16 MiB. The demo's largest drawing (1600×1200 line art) is 72 KB as PNG. The pixel
 * budget (image-policy.ts) admits 32 megapixels; a 32-megapixel scanned JPEG is 8–12 MB, a line
 * drawing of that size a few MB as PNG. 16 MiB keeps every such file and refuses the rest before
 * it is all in memory.
 */
export const IMAGE_BUDGET: BodyBudget = {
  maxBytes: 16 * MiB,
  tooLarge: 'The picture service sent a file far larger than any parts drawing, so it was stopped after 16 MB.'
}

/** Sign-in answers are two JWTs and a number — about 1 KB. 256 KiB is plenty and still tiny. */
export const AUTH_BUDGET: BodyBudget = {
  maxBytes: 256 * 1024,
  tooLarge:
    'The catalog service sent a sign-in answer far larger than a real one, so it was stopped. Check the service URL in Settings.'
}
