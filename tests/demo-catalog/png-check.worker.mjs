// Decodes drawing PNGs off the test's main thread (the embedded server renders on it), and checks
// that each given hotspot box has a drawn border and digits inside. Plain JS so Node can run it as is.
import { parentPort } from 'node:worker_threads'
import { PNG } from 'pngjs'

parentPort.on('message', ({ id, png, hotspots }) => {
  try {
    const img = PNG.sync.read(Buffer.from(png))
    // outside the picture counts as no ink (a box of another drawing can stick out of this one)
    const at = (x, y) => (x >= 0 && y >= 0 && x < img.width && y < img.height ? img.data[(y * img.width + x) * 4] : 255)
    const bad = []
    for (const h of hotspots) {
      let ink = 0
      for (let y = h.top + 4; y < h.top + h.height - 4; y++)
        for (let x = h.left + 4; x < h.left + h.width - 4; x++) if (at(x, y) === 0) ink++
      if (at(h.left, h.top) !== 0 || ink <= 10) bad.push(h.hotspotId)
    }
    parentPort.postMessage({ id, width: img.width, height: img.height, bad })
  } catch (err) {
    parentPort.postMessage({ id, error: String(err) })
  }
})
