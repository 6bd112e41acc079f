import { readCatalogId, readNode, readResult, readVehicle, type NodeReading } from '../../electron/shared/readers'
import type { ContractHandlers } from '../../electron/main/core/runtime-types'

/** The demo's big node (docs/demo-catalog.md): Marlin → 130 → 130-02 → 130-02-02, 334 parts on 168 hotspots. */
export const BIG_NODE = { vin: 'VM9CV2AX5JM307766', path: ['130', '130-02'], code: '130-02-02' } as const

export interface BigNode {
  vin: string
  catalog: string
  /** The list that holds the node (the node-view benchmark clicks its row). */
  listQ: string
  /** The node's own pointer. */
  nodeQ: string
  node: NodeReading
  vehicleName: string
}

/** Walks the catalog the way the app does, by returned pointers only, to the big node. */
export async function findBigNode(handlers: ContractHandlers): Promise<BigNode> {
  const vin = await handlers['catalog.vin']({ vin: BIG_NODE.vin, lang: 'en' })
  const catalog = vin.ok ? readCatalogId(vin.value.result) : null
  if (!vin.ok || !vin.value.result.vehicle || !catalog) throw new Error('big-node VIN not found')
  const section = async (q: string) => {
    const answer = await handlers['catalog.section']({ q, catalog, lang: 'en' })
    if (!answer.ok) throw new Error(answer.error.message)
    return readResult(answer.value.result)
  }
  const groups = await section(readVehicle(vin.value.result.vehicle)!.qMainGroup!)
  let items = (groups.lists_group ?? []).flatMap((tab) => tab.lists ?? [])
  let listQ = ''
  for (const code of BIG_NODE.path) {
    const item = items.find((candidate) => candidate.code === code)
    if (!item?.q) throw new Error(`group ${code} not found`)
    listQ = item.q
    items = (await section(item.q)).lists ?? []
  }
  const nodeItem = items.find((item) => item.code === BIG_NODE.code)
  if (!nodeItem?.q) throw new Error(`node ${BIG_NODE.code} not found`)
  const node = readNode((await section(nodeItem.q)).node)
  if (!node) throw new Error(`${BIG_NODE.code} is not a node`)
  return {
    vin: BIG_NODE.vin,
    catalog,
    listQ,
    nodeQ: nodeItem.q,
    node,
    // The name people use ("Marlin Cargo 316 L2H2 2.1 CDX (2018)"), as the print header shows it.
    vehicleName: readVehicle(vin.value.result.vehicle)?.name || BIG_NODE.vin
  }
}
