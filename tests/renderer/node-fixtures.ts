/** A part as the first version's demo catalog sent it (`qty` a number, not yet a string). */
export interface RawPart {
  hotspotId?: string | number
  number?: string
  name?: string
  qty?: string | number
  note?: string
  q_partinfo?: string
  [field: string]: unknown
}

/**
 * A node in the shape the first version stored in the offline mirror (`title`, and a `scheme`
 * carrying the hotspots). The real service's shape is in real-shape-fixtures.ts; both must render.
 */
export interface LegacyNode {
  code?: string
  title?: string
  qGroup?: string
  scheme?: {
    qImage?: string
    width?: number
    height?: number
    hotspots?: Array<{ hotspotId: string | number; left: number; top: number; width: number; height: number }>
  }
  parts?: RawPart[]
  [field: string]: unknown
}

/**
 * A node exactly as the demo catalog returns it (section "010-01-02 Crankshaft", English), with the
 * opaque pointers shortened. Several parts share callouts; some carry fields the table has no column
 * for (prodFrom, prodTo, weight).
 */
export const crankshaftNode = {
  code: '010-01-02',
  title: 'Crankshaft',
  qGroup: 'Qv1-+yvE80syPdj0/AlaIojBoh1h4ZncGeqhTCXqDZBQSoO1sB8zqqOXVrwtyt8o3g/tDTC/',
  scheme: {
    qImage: 'Qv1-Y+zWy/pKO5+3EMXMBRJYt8AJMnahlath4nDeNCpWj6yX4k+n+WtutQmLfjR293/w9Q+W',
    width: 992,
    height: 704,
    hotspots: [
      {
        hotspotId: '1',
        left: 285,
        top: 376,
        width: 22,
        height: 24
      },
      {
        hotspotId: '2',
        left: 861,
        top: 496,
        width: 22,
        height: 24
      },
      {
        hotspotId: '3',
        left: 669,
        top: 56,
        width: 22,
        height: 24
      },
      {
        hotspotId: '4',
        left: 29,
        top: 616,
        width: 22,
        height: 24
      },
      {
        hotspotId: '5',
        left: 221,
        top: 216,
        width: 22,
        height: 24
      },
      {
        hotspotId: '6',
        left: 541,
        top: 136,
        width: 22,
        height: 24
      },
      {
        hotspotId: '7',
        left: 285,
        top: 96,
        width: 22,
        height: 24
      },
      {
        hotspotId: '8',
        left: 477,
        top: 656,
        width: 22,
        height: 24
      },
      {
        hotspotId: '9',
        left: 29,
        top: 96,
        width: 22,
        height: 24
      },
      {
        hotspotId: '10',
        left: 919,
        top: 456,
        width: 34,
        height: 24
      },
      {
        hotspotId: '11',
        left: 791,
        top: 616,
        width: 34,
        height: 24
      },
      {
        hotspotId: '12',
        left: 87,
        top: 56,
        width: 34,
        height: 24
      },
      {
        hotspotId: '13',
        left: 855,
        top: 176,
        width: 34,
        height: 24
      },
      {
        hotspotId: '14',
        left: 919,
        top: 216,
        width: 34,
        height: 24
      },
      {
        hotspotId: '15',
        left: 855,
        top: 96,
        width: 34,
        height: 24
      },
      {
        hotspotId: '16',
        left: 855,
        top: 656,
        width: 34,
        height: 24
      },
      {
        hotspotId: '17',
        left: 791,
        top: 456,
        width: 34,
        height: 24
      },
      {
        hotspotId: '18',
        left: 151,
        top: 456,
        width: 34,
        height: 24
      },
      {
        hotspotId: '19',
        left: 87,
        top: 136,
        width: 34,
        height: 24
      },
      {
        hotspotId: '20',
        left: 87,
        top: 336,
        width: 34,
        height: 24
      },
      {
        hotspotId: '21',
        left: 727,
        top: 536,
        width: 34,
        height: 24
      },
      {
        hotspotId: '22',
        left: 663,
        top: 336,
        width: 34,
        height: 24
      },
      {
        hotspotId: '23',
        left: 663,
        top: 16,
        width: 34,
        height: 24
      },
      {
        hotspotId: '24',
        left: 919,
        top: 576,
        width: 34,
        height: 24
      },
      {
        hotspotId: '25',
        left: 663,
        top: 616,
        width: 34,
        height: 24
      },
      {
        hotspotId: '26',
        left: 407,
        top: 616,
        width: 34,
        height: 24
      },
      {
        hotspotId: '27',
        left: 727,
        top: 576,
        width: 34,
        height: 24
      },
      {
        hotspotId: '28',
        left: 87,
        top: 296,
        width: 34,
        height: 24
      },
      {
        hotspotId: '29',
        left: 279,
        top: 656,
        width: 34,
        height: 24
      },
      {
        hotspotId: '30',
        left: 855,
        top: 536,
        width: 34,
        height: 24
      },
      {
        hotspotId: '31',
        left: 535,
        top: 456,
        width: 34,
        height: 24
      },
      {
        hotspotId: '32',
        left: 855,
        top: 456,
        width: 34,
        height: 24
      },
      {
        hotspotId: '33',
        left: 855,
        top: 416,
        width: 34,
        height: 24
      },
      {
        hotspotId: '34',
        left: 855,
        top: 216,
        width: 34,
        height: 24
      }
    ]
  },
  parts: [
    {
      hotspotId: '1',
      number: '5Q0 876 471 TR',
      name: 'Crankshaft',
      qty: 1,
      note: '–07.2020',
      q_partinfo: 'Qv1-rzL9iRL7ym5oq61mDDM4uq1KfkIudKV6bY6iAXrcT6l3RYTx+6ShacZISqfuoAkprQIb',
      prodTo: '07.2020',
      weight: 0.612
    },
    {
      hotspotId: '1',
      number: '04L 214 903 U',
      name: 'Crankshaft',
      qty: 1,
      note: '07.2020–',
      q_partinfo: 'Qv1-YXgGJ1oBVip14yeFXxwMcbmQubY6F2QG2C2fapD9laqiumEfJvWfzUxB5Wspk+/M8A6U',
      prodFrom: '07.2020'
    },
    {
      hotspotId: '2',
      number: '5Q0 021 736',
      name: 'Bearing shell',
      qty: 1,
      note: '–08.2019; *',
      q_partinfo: 'Qv1-zskwkTC9ms3IO7yHGMZcoTjNRILuoyYGSQ4DBgDvXeZT3uVVJ8z7sgWpyxkunQRFAbxQ',
      prodTo: '08.2019'
    },
    {
      hotspotId: '2',
      number: '1K0 157 421',
      name: 'Bearing shell',
      qty: 1,
      note: '08.2019–',
      q_partinfo: 'Qv1-cX/+TRUCLZGN3rqcwEFscvyEjA297n31axbRpgnba62i5RAQxSNIS5YYgxrc8JtB1zdp',
      prodFrom: '08.2019'
    },
    {
      hotspotId: '3',
      number: '1K0 085 847',
      name: 'Sealing ring',
      qty: 1,
      note: '–09.2020; PR-1ZA',
      q_partinfo: 'Qv1-n6QazG6cPSC2wVCMEser7mEDUTf3vCSxN0UhfqInwZeC1A3uZuNl1CJAt6B2RXaTqfyY',
      prodTo: '09.2020'
    },
    {
      hotspotId: '3',
      number: '5Q0 991 345 SB',
      name: 'Sealing ring',
      qty: 1,
      note: '09.2020–',
      q_partinfo: 'Qv1-+w4DISpE+yS20V/X/XVSjsA3714vPGZVd2t78Q9AF7bI04zyjJVVkaBFw2al5S4zAqws',
      prodFrom: '09.2020',
      weight: 6.5
    },
    {
      hotspotId: '4',
      number: '04L 494 423',
      name: 'Gear wheel',
      qty: 1,
      note: 'PR-8GU',
      q_partinfo: 'Qv1-L1wkeWkAURZuy0XqXNBMGFSQkUhlPRw4h4/JYP9SIJnWykdGo9rDRNd8OfpjSgues61E'
    },
    {
      hotspotId: '5',
      number: '04L 417 254 X',
      name: 'Pulley',
      qty: 1,
      note: '–12.2019',
      q_partinfo: 'Qv1-POpCijxV/euF9NAs0xATXYW7hgksJVuRd/Kc5F5NJ6D/8KJMfWn3dAh+yfaCQaJ5hA1O',
      prodTo: '12.2019'
    },
    {
      hotspotId: '5',
      number: '5Q0 775 445 T',
      name: 'Pulley',
      qty: 1,
      note: '12.2019–',
      q_partinfo: 'Qv1-1netbFQ8EcFJoYqHU/OdannEUndPi7TK+wEwJggsR7W+BJwPLXFOv0U3iiJGvVtk2hJj',
      prodFrom: '12.2019'
    },
    {
      hotspotId: '6',
      number: '3Q0 251 904',
      name: 'Damper',
      qty: 1,
      note: '',
      q_partinfo: 'Qv1-6jfPPBybZoG2dz7Ss8v2CXli/W1yKRRYq9cwJqPpDXIrQiP8p3KAebKAnVyZefulQNhB'
    },
    {
      hotspotId: '7',
      number: 'N 709 553 02',
      name: 'Bolt M8x30',
      qty: 6,
      note: '',
      q_partinfo: 'Qv1-sk6Paepdo2aVGTMQ3x4RwdNaQtDWqBoVorE/VK+J5dqtwf4k+jCByFuF/bAsF7DDU0nF',
      weight: 0.115
    },
    {
      hotspotId: '8',
      number: 'N 508 818 46',
      name: 'Nut M8',
      qty: 4,
      note: '',
      q_partinfo: 'Qv1-E+PGk+hO2VNa5Fk+3s6YGAwqESse3ZxGHCTjM1ZG5fq9BxuzI6VjdtKSWPcAclJuymbh'
    },
    {
      hotspotId: '9',
      number: 'N 760 179 66',
      name: 'Washer 10.5x20',
      qty: 3,
      note: '',
      q_partinfo: 'Qv1-a/KfEW9X+gLS6oOTBJl8q6rmD4817hT9pgzKTuwT13IZ4pxPWJ44wCNlz3yvLXlG/a3Y'
    },
    {
      hotspotId: '10',
      number: 'N 918 921 14',
      name: 'Screw 4.2x16',
      qty: 6,
      note: '',
      q_partinfo: 'Qv1-m6yx6ifXoeb6pMFEtFaZEOphzeUTpgZSK7ouKQWRmTmaaOmaj2a+SaBO/s+0cCIWS1iY'
    },
    {
      hotspotId: '11',
      number: 'N 467 259 11',
      name: 'Stud M8x32',
      qty: 6,
      note: '',
      q_partinfo: 'Qv1-phsK1KGfWqKuojeUAzP9Evb5NeO3yiqmYpQpeinhJh67ulOcA2NTXXYBAebho9HkTJAa'
    },
    {
      hotspotId: '12',
      number: 'N 224 635 89',
      name: 'Clip 8x12 mm',
      qty: 6,
      note: '',
      q_partinfo: 'Qv1-MJ0NMhQUxnUW7qFKSQ4kGLEfenZ3Gd3QIwIixpO+kMk2az+QVTC+K+bSEC9K/x0Jq7jO',
      weight: 0.115
    },
    {
      hotspotId: '13',
      number: 'N 709 553 02',
      name: 'Bolt M8x30',
      qty: 6,
      note: '',
      q_partinfo: 'Qv1-pMLtSSNQsoSHNIHcVME88UsKoEt0NJfQCEE+EdaDHfe2S8agfLX26/pKXhKxO5/nCKl3'
    },
    {
      hotspotId: '13',
      number: 'N 392 457 49',
      name: 'Nut M10',
      qty: 2,
      note: '',
      q_partinfo: 'Qv1-2uHKe4d5/KCYcAl7m11Csk668F40DxifOwuHfld0Vp+p2Qb8w0xPcqDVcXfw+voNWOzO'
    },
    {
      hotspotId: '14',
      number: 'N 906 249 69',
      name: 'Washer 13x24',
      qty: 2,
      note: '',
      q_partinfo: 'Qv1-g11pTx/yOp/Qn5b4+uzT3QQk8xBRmUwtkAztHXA48Swbp5Fgu2RkFDw/I1YL1t/6+L6L'
    },
    {
      hotspotId: '15',
      number: 'N 918 921 14',
      name: 'Screw 4.2x16',
      qty: 6,
      note: '',
      q_partinfo: 'Qv1-QFK+8jZ92H8M8oRXHY31HJ5Cfz8AMVZH6i1vr5iz1xkSWdiT24LJuHUy2649mHuci+Xb'
    },
    {
      hotspotId: '16',
      number: 'N 797 226 31',
      name: 'Stud M8x45',
      qty: 6,
      note: '',
      q_partinfo: 'Qv1-w9/acIp6gIwA6S69GwWIgaptXjcUX9NW86JXqWKT8JeJINchfj0mP/EfNfxHD4gcfCBM',
      weight: 0.067
    },
    {
      hotspotId: '17',
      number: 'N 224 635 89',
      name: 'Clip 8x12 mm',
      qty: 6,
      note: '',
      q_partinfo: 'Qv1-f9ITlWLwrgKT5Wlxnuq4/8Y2WS7kOKCkfM3VqD+ZaVwsa1EExjLXMOWHtScWiBuBXQAZ'
    },
    {
      hotspotId: '18',
      number: 'N 951 351 10',
      name: 'Bolt M10x35',
      qty: 4,
      note: '*',
      q_partinfo: 'Qv1-JIR72z4fWg8+HDT8HiqwsJu+lORf7mWFGySZIZz3k+YjtpsxsbKelBYpw1cJs/QGXVzf'
    },
    {
      hotspotId: '19',
      number: 'N 326 921 49',
      name: 'Nut M6',
      qty: 1,
      note: '',
      q_partinfo: 'Qv1-v+0TmSCv0cq4jeJ2UAmdnLSwxvdeCnxJJu+Bmsblitt0AVw2UyK16Xiox19+e7jZv+ap'
    },
    {
      hotspotId: '20',
      number: 'N 760 179 66',
      name: 'Washer 10.5x20',
      qty: 3,
      note: '',
      q_partinfo: 'Qv1-vLrqm/nKLCDLVMwxjsJtSj0JmpeGNzedq2/QaPljVmcwJAu7u3bvVBE/TS8dV5ZgK0mD'
    },
    {
      hotspotId: '21',
      number: 'N 926 569 56',
      name: 'Screw 4.8x19',
      qty: 3,
      note: '',
      q_partinfo: 'Qv1-OmIZbS027QAcbp4vjTkhmlO+AnVpo62CT+u2RRDeNoNIGX3adDXcMT+wiQEBh3s7d9Sv',
      weight: 0.01
    },
    {
      hotspotId: '21',
      number: 'N 458 349 93',
      name: 'Stud M10x40',
      qty: 1,
      note: '',
      q_partinfo: 'Qv1-7IdDTTZS2+4eyUgRt07iY38aAH6AWY/m23yiLhlBfoXO+8UEwzcY5wl3FHpiYE8LbJnk'
    },
    {
      hotspotId: '22',
      number: 'N 555 616 23',
      name: 'Clip Ø 10 mm',
      qty: 5,
      note: '',
      q_partinfo: 'Qv1-4nz6GWEwtDC0xJaCYYPhUVggfnxksuaxgivp8jWMi3eXJSbs7chHTgrEKk3UvHGcf0Zm'
    },
    {
      hotspotId: '23',
      number: 'N 939 388 91',
      name: 'Bolt M8x40',
      qty: 4,
      note: '',
      q_partinfo: 'Qv1-dLaCY7CcBOhLmOfF4sQT8wxT4D2nln8REdXvgg8Bqe7sMZyW8XGI32W4KT/nOARQ6EQp'
    },
    {
      hotspotId: '24',
      number: 'N 508 818 46',
      name: 'Nut M8',
      qty: 4,
      note: '',
      q_partinfo: 'Qv1-hcA4oJToX0Sded47fV6cHGO8Bvy/PAvqM8bl3j/UXyXVX7ZuNAbft44ucz2MjzZH0O4q'
    },
    {
      hotspotId: '25',
      number: 'N 967 076 32',
      name: 'Washer 6.4x12',
      qty: 1,
      note: '',
      q_partinfo: 'Qv1-hOgGT0eveSK/0jkZsxEvnbAqH7tK44aGraSO/QKxwJKmyHEOSSrcCy2chyxe5OACIF0h',
      weight: 0.068
    },
    {
      hotspotId: '26',
      number: 'N 683 294 02',
      name: 'Screw M5x16',
      qty: 5,
      note: '',
      q_partinfo: 'Qv1-blyk0snpH2KcU6QK8jtVvv1sNvRcpZZu4I1C5HtRgtDgJdXxTQ7BOlk3FKk1tuxsl4Cp'
    },
    {
      hotspotId: '27',
      number: 'N 458 349 93',
      name: 'Stud M10x40',
      qty: 1,
      note: '',
      q_partinfo: 'Qv1-ajV8nPtfoVTG0kyuju7rfAzmL9xI2Q9G8RdvA6QhNe1LPGRh4SS2wx5xgwaEY0nZe91t'
    },
    {
      hotspotId: '28',
      number: 'N 148 725 75',
      name: 'Clip Ø 8 mm',
      qty: 3,
      note: '',
      q_partinfo: 'Qv1-/jZ2/8CqbGDx7CCUS45/ShQMYQ7iLtq8luki6xN6DSHHu3an2vLGtDvT77/P4dFRB1Dj'
    },
    {
      hotspotId: '29',
      number: 'N 685 671 59',
      name: 'Bolt M10x50',
      qty: 2,
      note: '*',
      q_partinfo: 'Qv1-K3u5QzujZDVBkkM4TBoE7T27v2DQqVajj6Gy7HOumQscqM1R1BG83CoZrtAnJDVNX+K1'
    },
    {
      hotspotId: '30',
      number: 'N 575 275 04',
      name: 'Nut M14x1.5',
      qty: 2,
      note: '',
      q_partinfo: 'Qv1-DB6JZVZuUeRdcJMTsIMElWVTiOS3T4aa6iFIWs+YfhIeprZAX+sz6P75+IwJZWjEDIa3',
      weight: 0.093
    },
    {
      hotspotId: '31',
      number: 'N 301 576 89',
      name: 'Washer 8.4x16',
      qty: 4,
      note: '',
      q_partinfo: 'Qv1-jrJGAseKXGRBRdT+5UOVVlKkHJFEfhOtqeT+D9t8Vp6cFG/kQwnFJAS2ZStMu1C1bQcL'
    },
    {
      hotspotId: '32',
      number: 'N 926 569 56',
      name: 'Screw 4.8x19',
      qty: 3,
      note: '',
      q_partinfo: 'Qv1-WV5UOHufim3GULYArGJt96xeUCuSmUrvDTHJ8lsqMN2ZtGNbgA3m8j214ad8hMY8OyIb'
    },
    {
      hotspotId: '33',
      number: 'N 797 226 31',
      name: 'Stud M8x45',
      qty: 6,
      note: '',
      q_partinfo: 'Qv1-gIscix48veRc4lsd15PFODu3q6SSNCS6icge9xfjJ8+FwU1i1tgcYt+P0DgS+1QuHAVf'
    },
    {
      hotspotId: '34',
      number: 'N 224 635 89',
      name: 'Clip 8x12 mm',
      qty: 6,
      note: '',
      q_partinfo: 'Qv1-i+dUYQkXuYpU2K5x/B5rReJshBFRO0ie/ROecWeF2frI4G1TEX3287p4chLfAxN3FySZ'
    }
  ]
} satisfies LegacyNode

/** A large node: 320 parts over 160 callouts (two parts each), for the virtualized table. */
export function bigNode(parts = 320) {
  const list: RawPart[] = []
  const hotspots = []
  for (let i = 0; i < parts; i++) {
    const callout = Math.floor(i / 2) + 1
    list.push({
      hotspotId: callout,
      number: `N 90${String(i).padStart(4, '0')} 01`,
      name: `Part ${i}`,
      qty: 1,
      note: '',
      q_partinfo: `Qv1-part-${i}`
    })
    if (i % 2 === 0)
      hotspots.push({
        hotspotId: callout,
        left: (callout % 20) * 60,
        top: Math.floor(callout / 20) * 60,
        width: 22,
        height: 24
      })
  }
  return {
    code: '999-99-99',
    title: 'Big node',
    qGroup: 'Qv1-big',
    scheme: { qImage: 'Qv1-big-image', width: 1200, height: 600, hotspots },
    parts: list
  } satisfies LegacyNode
}
