/**
 * A corpus of service answers in the shapes shared/spec/real-shapes.md describes, written by us
 * from that page (the facts), plus the shapes our first version stored in the offline mirror and
 * a few plausible deviations (missing, renamed, retyped fields). Pointers are stand-ins of the
 * real kind: base64 of JSON with `/` and `+` written as `__` and `--`.
 *
 * Unit tests read every entry through shared/readers; nothing here is produced by the demo catalog.
 */

/** A pointer of the real kind: long, base64-ish, with the `__` / `--` substitutions. */
export function pointer(seed: string, length = 1400): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  let text = `eyJ${seed.replace(/[^A-Za-z0-9]/g, '')}`
  let state = [...seed].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7)
  while (text.length < length) {
    state = (state * 1103515245 + 12345) >>> 0
    const i = state % (alphabet.length + 2)
    text += i === alphabet.length ? '__' : i === alphabet.length + 1 ? '--' : alphabet[i]
  }
  return text.slice(0, length)
}

const params = (method: string) => ({
  method,
  name: 'partsCatalog',
  codes: ['EU', 'LHD'],
  urls: { self: `/api/${method}` },
  vehicleid: pointer(`params-${method}`, 120)
})

/** `/api/vin` as the real service answers: `catalogs[]`, no `catalog` field, no brand/model. */
export const vinWithCatalogsOnly = {
  params: params('vin'),
  resultCode: 200,
  vin: 'WVWZZZAUZFW000001',
  catalogs: [{ name: 'VWEU', status: 200, time: 0.183 }],
  vehicle: {
    vin: 'WVWZZZAUZFW000001',
    vehicleId: pointer('vehicle-1', 180),
    name: 'GOLF(EUR), 2014-09-01',
    nameFull: 'CJZA 1.2 TSI 77 kW, Comfortline, 6-speed manual, left-hand drive',
    nameShort: 'GOLF',
    modelName: 'Golf',
    brandId: 17,
    brandName: 'Volkswagen',
    qMainGroup: pointer('main-1'),
    attributesMain: [
      { label: 'Engine code', value: 'CJZA', id: 'engine' },
      { label: 'Model year', value: 2015, id: 'year' },
      { label: 'Paint', value: 'LC9X', id: 'paint' }
    ],
    attributesAdv: [
      {
        tables: [
          {
            title: 'Equipment',
            flag_hide_header: true,
            header: [
              { id: 'code', value: 'Code' },
              { id: 'name', value: 'Name' }
            ],
            data: [
              { code: '1ZA', name: 'Front brake discs 288 mm' },
              { code: { value: '8GU', flagNotTranslate: true }, name: 'Alternator 140 A' }
            ]
          }
        ]
      },
      {
        tables: [
          {
            header: [
              { id: 'code', value: 'PR code' },
              { id: 'desc', value: 'Description' }
            ],
            data: [{ code: '0A2', desc: 'Halogen headlights' }]
          }
        ]
      }
    ]
  }
}

/** Several catalogs: the first that answered with 200 names the one to use. */
export const vinWithSeveralCatalogs = {
  ...vinWithCatalogsOnly,
  catalogs: [
    { name: 'VWARCHIVE', status: 404, time: 0.02 },
    { name: 'VWEU', status: 200, time: 0.2 },
    { name: 'VWUSA', status: 200, time: 0.3 }
  ]
}

/** No entry answered 200: the first entry is the best guess left. */
export const vinWithNoGoodCatalog = {
  ...vinWithCatalogsOnly,
  catalogs: [
    { name: 'SLOW', status: 504, time: 30 },
    { name: 'GONE', status: 404, time: 0.1 }
  ]
}

/** The shape the first version stored: `catalog` at the top and on the vehicle, brand/model, options. */
export const legacyVin = {
  vehicle: {
    vin: 'XVSAB53C1KR012847',
    name: 'Vostra Aurelia',
    brand: 'Vostra',
    model: 'Aurelia',
    catalog: 'VOSTRA-EU-2019',
    qMainGroup: 'Qv1-main',
    attributesMain: [{ label: 'Year', value: 2019, id: 'year' }],
    options: [
      {
        title: 'Options',
        header: [{ id: 'code', value: 'Code' }],
        data: [{ code: '1ZA' }]
      }
    ]
  },
  catalog: 'VOSTRA-EU-2019',
  vin: 'XVSAB53C1KR012847',
  type: 'online',
  resultCode: 200
}

/** Main groups: numbered tabs, upper-case titles, English slugs, `q_main_group`. */
export const mainGroups = {
  params: params('q'),
  resultCode: 200,
  vin: 'WVWZZZAUZFW000001',
  lists_group: [
    {
      tab: 0,
      title: 'MAIN GROUPS',
      lists: [
        {
          q: pointer('g-11'),
          q_main_group: pointer('mg-11'),
          code: '11',
          title: 'ENGINE',
          major_group_name: 'engine',
          qImage: pointer('img-g-11')
        },
        {
          q: pointer('g-13'),
          q_main_group: pointer('mg-13'),
          code: '13',
          title: 'FUEL SYSTEM',
          major_group_name: 'fuel_system',
          qImage: pointer('img-g-13')
        }
      ]
    },
    { tab: 1, title: 'AREAS', lists: [{ q: pointer('a-1'), code: 'A1', title: 'ENGINE BAY' }] }
  ]
}

/** A subgroup list with breadcrumbs from the vehicle (its VIN as title) down to the group. */
export const subgroupList = {
  params: params('q'),
  resultCode: 200,
  lists: [
    { q: pointer('s-11-010'), qImage: pointer('img-s-11-010'), title: 'CYLINDER BLOCK', code: '11-010' },
    { q: pointer('s-11-020'), qImage: pointer('img-s-11-020'), title: 'CRANKSHAFT', code: '11-020' }
  ],
  bread_crumb: [
    { q: pointer('main-1'), title: 'WVWZZZAUZFW000001' },
    { q: pointer('g-11'), title: 'ENGINE' }
  ]
}

const hotspots = [
  { hotspotId: '1', top: 120, left: 80, width: 24, height: 22 },
  { hotspotId: '2', top: 300, left: 410, width: 24, height: 22 },
  { hotspotId: 3, top: 40, left: 640, width: 30, height: 22 }
]

/** A node with three drawings; its hotspots belong to the second (`image_index: 1`). */
export const nodeWithThreeDrawings = {
  params: params('q'),
  resultCode: 200,
  node: {
    name: 'ENGINE ASSY',
    code: '11-010-00',
    note: 'Up to engine number CJZ 123456',
    qGroup: pointer('s-11-010'),
    images: [
      { qImage: pointer('drawing-a'), width: 1000, height: 700 },
      { qImage: pointer('drawing-b'), width: 1200, height: 800 },
      { qImage: pointer('drawing-c') }
    ],
    image_index: 1,
    hotspots,
    parts: [
      { hotspotId: '1', number: '04E103011', name: 'CYLINDER BLOCK', qty: '1', q_partinfo: pointer('pi-1') },
      { hotspotId: '2', number: 'N 91095901', name: 'BOLT', note: 'M8X25', qty: '4', q_partinfo: pointer('pi-2') },
      { hotspotId: 3, number: '04E103483', name: 'GASKET', qty: '1' },
      // A part with no callout on any drawing.
      { number: 'G 052 167 A2', name: 'SEALANT', qty: '0.05 L' }
    ]
  }
}

/** One drawing, no sizes (the picture's own decide), a hotspot without parts, and no image_index. */
export const nodeWithoutSizes = {
  node: {
    name: 'CRANKSHAFT',
    code: '11-020-00',
    images: [{ qImage: pointer('drawing-d') }],
    hotspots: [...hotspots, { hotspotId: '9', top: 5, left: 5, width: 10, height: 10 }],
    parts: [{ hotspotId: '1', number: '04E105101', name: 'CRANKSHAFT', qty: '1' }]
  }
}

/** What the first version stored in the mirror: `title` and a `scheme` with its own hotspots. */
export const legacySchemeNode = {
  node: {
    code: '010-01-02',
    title: 'Crankshaft',
    qGroup: 'Qv1-group',
    scheme: { qImage: 'Qv1-scheme', width: 992, height: 704, hotspots },
    parts: [{ hotspotId: '1', number: '5Q0 876 471', name: 'Crankshaft', qty: 1, q_partinfo: 'Qv1-pi' }]
  }
}

/** Deviations a careless release could send: retyped, misspelt or missing fields. */
export const nodeDeviations = {
  node: {
    // no name: title, then code, name the node
    title: 'Timing belt',
    code: 1100,
    images: [
      'bare-pointer-string',
      { qImage: '' },
      { width: 10, height: 10 },
      { qImage: pointer('drawing-e'), width: '640', height: '480' }
    ],
    image_index: 7, // out of range: the first drawing is current
    hotspots: [
      { hotspotId: '1', top: '10', left: '20', width: '30', height: '40' },
      { hotspotId: '', top: 1, left: 1, width: 1, height: 1 },
      { hotspotId: '2', top: 'x', left: 1, width: 1, height: 1 },
      { hotspotId: '3', top: 1, left: 1, width: 0, height: 1 },
      null,
      'junk'
    ],
    parts: [
      { hotspotId: 1, number: 6006, name: 'BELT', qty: 1, weight: 0.2 },
      { number: null, name: ['not', 'text'] },
      'junk',
      null
    ]
  }
}

/** Tables as the real service sends them: object cells, a hidden header, a table with its own `q`. */
export const tables = {
  tables: [
    {
      title: 'Related',
      q: pointer('related-node'),
      header: [
        { id: 'number', value: 'Number' },
        { id: 'name', value: 'Name' }
      ],
      data: [
        {
          number: { value: '04E103011', number: '04E103011', name: 'CYLINDER BLOCK', flagNotTranslate: true },
          name: 'Block'
        }
      ]
    },
    {
      flag_hide_header: true,
      header: [{ id: 'k', value: 'Key' }],
      data: [{ k: 12 }]
    }
  ]
}
