import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto'

// Opaque pointers (spec 2.5, 9): AES-256-GCM over "generation|target" plus padding.
// - deterministic: the IV comes from an HMAC of the plaintext (padding length too), so the same target in
//   the same generation always yields the same string (clients cache by pointer);
// - tamper-evident: the GCM tag fails on any change;
// - 1–2 KB long and framed so every pointer contains + / = - _ (clients must URL-encode);
// - keys derive from the data seed, so pointers survive a server restart with the same seed.

const PREFIX = 'Qv1-'
const SUFFIX = '_+/'

export type PointerDecode = { ok: true; target: string } | { ok: false; reason: 'invalid' | 'stale' }

export class PointerCodec {
  private readonly encKey: Buffer
  private readonly macKey: Buffer
  private generation = 0
  private readonly encoded = new Map<string, string>()
  private readonly decoded = new Map<string, string>()

  constructor(seed: number) {
    const ikm = Buffer.from(`parts-desk-demo-catalog|${seed}`)
    this.encKey = Buffer.from(hkdfSync('sha256', ikm, 'pointer-salt', 'enc', 32))
    this.macKey = Buffer.from(hkdfSync('sha256', ikm, 'pointer-salt', 'mac', 32))
  }

  get currentGeneration(): number {
    return this.generation
  }

  /** Every pointer handed out before becomes "from an older generation". */
  rotate(): void {
    this.generation++
    this.encoded.clear()
    this.decoded.clear()
  }

  encode(target: string): string {
    const cached = this.encoded.get(target)
    if (cached) return cached
    const head = `${this.generation}|${target}|`
    const mac = createHmac('sha256', this.macKey).update(head).digest()
    // Total blob (iv 12 + tag 16 + plaintext) ≡ 1 (mod 3) so base64 always ends in "==".
    let len = Math.max(head.length + 16, 760 + (mac.readUInt16BE(0) % 420))
    while ((28 + len) % 3 !== 1) len++
    // Zero padding is fine: under GCM it comes out as keystream, indistinguishable from noise.
    const plain = Buffer.alloc(len)
    plain.write(head, 'utf8')
    const iv = mac.subarray(4, 16)
    const cipher = createCipheriv('aes-256-gcm', this.encKey, iv)
    const body = Buffer.concat([cipher.update(plain), cipher.final()])
    const pointer = PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') + SUFFIX
    this.encoded.set(target, pointer)
    this.decoded.set(pointer, target)
    return pointer
  }

  decode(pointer: string | null | undefined): PointerDecode {
    if (!pointer) return { ok: false, reason: 'invalid' }
    const hit = this.decoded.get(pointer)
    if (hit !== undefined) return { ok: true, target: hit }
    if (!pointer.startsWith(PREFIX) || !pointer.endsWith(SUFFIX) || pointer.length > 4096)
      return { ok: false, reason: 'invalid' }
    const b64 = pointer.slice(PREFIX.length, -SUFFIX.length)
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return { ok: false, reason: 'invalid' }
    const blob = Buffer.from(b64, 'base64')
    if (blob.length < 29 || blob.toString('base64') !== b64) return { ok: false, reason: 'invalid' }
    let plain: Buffer
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.encKey, blob.subarray(0, 12))
      decipher.setAuthTag(blob.subarray(12, 28))
      plain = Buffer.concat([decipher.update(blob.subarray(28)), decipher.final()])
    } catch {
      return { ok: false, reason: 'invalid' }
    }
    const text = plain.toString('latin1')
    // "generation|target|" then zero padding: a target may hold '|' itself (a crumb's "…|crumb"),
    // so it ends at the last '|', not the second.
    const first = text.indexOf('|')
    const second = text.lastIndexOf('|')
    if (first < 0 || second <= first) return { ok: false, reason: 'invalid' }
    const generation = Number(text.slice(0, first))
    const target = Buffer.from(text.slice(first + 1, second), 'latin1').toString('utf8')
    if (generation !== this.generation) return { ok: false, reason: 'stale' }
    if (this.decoded.size > 200_000) this.decoded.clear()
    this.decoded.set(pointer, target)
    return { ok: true, target }
  }
}
