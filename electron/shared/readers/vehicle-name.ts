import { asArray, asRecord, asShownText, firstText, type Json } from './values'

/**
 * The name a person gives a vehicle — brand, model, trim, engine and year, "Marlin Cargo 316 L2H2
 * 2.1 CDX (2018)" — read from a VIN answer's `vehicle`. The catalog's own name ("CARGO(EUR),
 * 2018-06-01") is a code for the catalog, not for the workshop; it stays as detail.
 *
 * Where the parts come from (shared/spec/real-shapes.md, and the first version's stored shape):
 * - brand: `brandName`, else `brand`;
 * - model: `modelName`/`model`, or a richer form of it that names the same model (`attributesMain`
 *   "model", `nameShort` without the brand) — "Cargo 316 L2H2" rather than "Cargo";
 * - trim and engine: `nameFull` is "engine, trim, gearbox, drive side"; the engine is cut to its
 *   displacement and designation ("2.1 CDX"), without power or engine code;
 * - year: the model year attribute, else the year of the production date in `name`.
 *
 * A part that adds no word the others already say is left out (a model "Aurelia 2.0 TDX" needs no
 * engine "2.0 TDX" after it). Undefined when neither brand nor model is known: the caller keeps
 * the catalog's name then.
 */
export function nameVehicle(value: unknown): string | undefined {
  const vehicle = asRecord(value)
  if (!vehicle) return undefined
  const brand = firstText(vehicle, 'brandName', 'brand')
  const model = modelOf(vehicle, brand)
  if (!brand && !model) return undefined
  const attributes = attributeTexts(vehicle)
  const { engine, trim } = engineAndTrim(firstText(vehicle, 'nameFull'), attributes.get('engine'))
  const year = yearOf(vehicle, attributes)

  const words = new Set<string>()
  const said = (part: string | undefined) => (part ? part.split(/\s+/).map((word) => word.toLowerCase()) : [])
  const addsWords = (part: string | undefined, ...others: Array<string | undefined>) => {
    const known = new Set([...words, ...others.flatMap(said)])
    return said(part).some((word) => !known.has(word))
  }
  const parts: string[] = []
  const take = (part: string | undefined) => {
    if (!part) return
    parts.push(part)
    for (const word of said(part)) words.add(word)
  }
  take(brand)
  take(model ? withoutLeading(model, brand) : undefined)
  // Trim is left out when the model and the engine already say it ("316 CDX L2H2" beside "Cargo 316 L2H2" and "2.1 CDX").
  if (addsWords(trim, engine)) take(trim)
  if (addsWords(engine)) take(engine)
  const name = parts.join(' ')
  return year ? `${name} (${year})` : name
}

/** `attributesMain` values by id (lower case), as text. */
function attributeTexts(vehicle: Json): Map<string, string> {
  const byId = new Map<string, string>()
  for (const item of asArray(vehicle.attributesMain)) {
    const attribute = asRecord(item)
    const id = attribute ? asShownText(attribute.id)?.toLowerCase() : undefined
    const text = attribute ? asShownText(attribute.value) : undefined
    if (id && text && !byId.has(id)) byId.set(id, text)
  }
  return byId
}

const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean)

/** "Marlin Cargo" less the brand "Marlin" is "Cargo". */
function withoutLeading(text: string, brand: string | undefined): string {
  if (!brand) return text
  const rest = text.slice(brand.length).trim()
  return text.toLowerCase().startsWith(`${brand.toLowerCase()} `) && rest ? rest : text
}

/**
 * The model as the catalog names it, or a richer text that names the same model: more words, all
 * of the model's among them, and not shouted in capitals when the model is not ("GOLF" stays "Golf").
 */
function modelOf(vehicle: Json, brand: string | undefined): string | undefined {
  const base = firstText(vehicle, 'modelName', 'model')
  const richer = [attributeTexts(vehicle).get('model'), asShownText(vehicle.nameShort)]
    .filter((text): text is string => !!text)
    .map((text) => withoutLeading(text, brand))
    .filter((text) => !brand || text.toLowerCase() !== brand.toLowerCase())
  let model = base
  for (const candidate of richer) {
    if (!model) {
      model = candidate
      continue
    }
    const have = wordsOf(model)
    const offered = wordsOf(candidate)
    const shouted = candidate === candidate.toUpperCase() && model !== model.toUpperCase()
    if (offered.length > have.length && have.every((word) => offered.includes(word)) && !shouted) model = candidate
  }
  return model
}

/** "2.1", "1,6": a displacement in litres. */
const DISPLACEMENT = /^\d[.,]\d{1,2}$/
/** "120 kW", "140 PS", "184 hp": an engine's power, which people do not name a vehicle by. */
const POWER_UNIT = /^(?:kw|ps|hp|bhp|cv|ch|pk|km|л\.?с\.?)$/i
const GEARBOX = /(?:\d+\s*-?\s*(?:speed|mt|at|g|dct|dsg)\b|\bmanual\b|\bautomatic\b|\b(?:e?cvt|dsg|amt|mt|at)\b)/i
const DRIVE_SIDE = /\b(?:lhd|rhd|left-hand|right-hand|hand drive)\b/i

/**
 * `nameFull` is "engine, trim, gearbox, drive side" (real-shapes.md). The engine segment is the one
 * with a displacement or a power; the trim is the segment after it, unless that is the gearbox or
 * the drive side. Without an engine segment nothing is guessed.
 */
function engineAndTrim(
  nameFull: string | undefined,
  engineAttribute: string | undefined
): { engine?: string; trim?: string } {
  if (!nameFull) return {}
  const segments = nameFull
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean)
  const index = segments.findIndex((segment) => {
    const tokens = segment.split(/\s+/)
    return tokens.some((token, i) => DISPLACEMENT.test(token) || isPower(tokens, i))
  })
  if (index < 0) return {}
  const engine = shortEngine(segments[index], engineAttribute)
  const next = segments[index + 1]
  const trim = next && !GEARBOX.test(next) && !DRIVE_SIDE.test(next) ? next : undefined
  return { ...(engine ? { engine } : {}), ...(trim ? { trim } : {}) }
}

function isPower(tokens: string[], index: number): boolean {
  return /^\d+(?:[.,]\d+)?$/.test(tokens[index]) && POWER_UNIT.test(tokens[index + 1] ?? '')
}

/** "CJZA 1.2 TSI 77 kW" → "1.2 TSI"; "Electric 150 kW" → "Electric"; the engine code is left out. */
function shortEngine(segment: string, engineAttribute: string | undefined): string | undefined {
  const tokens = segment.split(/\s+/)
  // The attribute may say more than the code ("OM651 · 2.1 CDX 120 kW"): its first word is the code.
  const code = engineAttribute?.split(/[\s·,/]+/)[0]?.toLowerCase()
  const start = tokens.findIndex((token) => DISPLACEMENT.test(token))
  const kept: string[] = []
  for (let i = Math.max(start, 0); i < tokens.length; i++) {
    if (isPower(tokens, i)) {
      if (start >= 0) break // what follows the power is the code
      i++ // skip the unit too
      continue
    }
    // The engine code the attributes name (a code before the displacement is never reached).
    if (tokens[i].toLowerCase() === code) continue
    kept.push(tokens[i])
  }
  return kept.join(' ') || undefined
}

const YEAR = /^(?:19|20)\d{2}$/

/** The model year attribute, else the year of the production date in `name` ("…, 2018-06-01"). */
function yearOf(vehicle: Json, attributes: Map<string, string>): string | undefined {
  for (const [id, text] of attributes) if (/year/.test(id) && YEAR.test(text.trim())) return text.trim()
  const dated = /\b((?:19|20)\d{2})-\d{2}-\d{2}\b/.exec(asShownText(vehicle.name) ?? '')
  if (dated) return dated[1]
  for (const [id, text] of attributes) {
    const year = /^((?:19|20)\d{2})-\d{2}/.exec(text.trim())
    if (/prod|date/.test(id) && year) return year[1]
  }
  return undefined
}
