// Types for the ES build of @panzoom/panzoom, imported directly (see usePanZoom.ts for why).
declare module '@panzoom/panzoom/dist/panzoom.es.js' {
  import Panzoom from '@panzoom/panzoom'
  export default Panzoom
}
