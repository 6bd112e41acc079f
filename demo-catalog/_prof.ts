import { generateCatalog } from './data/generator'
import { nodeLayout } from './images/render'
import { renderScheme } from './images/scheme'
import { PNG } from 'pngjs'
import { PointerCodec } from './pointers'
const m = generateCatalog()
const v = m.vehicles[0]!
const nodes = [...v.nodes.values()].slice(0, 40)
let t = performance.now(); const layouts = nodes.map(n => nodeLayout(m, v, n)); console.log('layout', (performance.now()-t)/40)
t = performance.now(); const pngs = layouts.map(l => renderScheme(l)); console.log('render+encode', (performance.now()-t)/40)
t = performance.now(); pngs.forEach(p => PNG.sync.read(p)); console.log('decode', (performance.now()-t)/40)
const c = new PointerCodec(1); t = performance.now(); for (let i=0;i<2000;i++) c.encode('x'+i); console.log('ptr', (performance.now()-t)/2000)
