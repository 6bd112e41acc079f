import { EXAMPLE_TEMPLATE, readTemplates, type SupplierTemplate } from '../../lib/supplier-template'
import type { MirrorDatabase } from './schema'

/** Default storage budget: generous for a workshop PC, small enough not to fill a laptop. */
const DEFAULT_BUDGET_BYTES = 1024 * 1024 * 1024

/** Where each preference of this computer is kept in the meta table; the names are the data format. */
const KEYS = {
  storageBudget: 'budget',
  activeBasket: 'active-basket',
  prefetchOnIntent: 'prefetch-on-intent',
  supplierTemplates: 'supplier-templates',
  saveConcurrency: 'save-concurrency',
  theme: 'theme',
  vehicleDetailsOpen: 'vehicle-details-open',
  nodeSplit: 'node-split',
  rowDensity: 'row-density'
} as const

/**
 * Requests at once while saving a vehicle for offline use. Four keeps a save quick without
 * weighing on a catalog service shared by many workshops; eight is as far as it goes.
 */
export const SAVE_CONCURRENCY = { default: 4, min: 1, max: 8 } as const

/** The look: as the operating system has it (light or dark), or pinned to one in Settings. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.includes(value as ThemeChoice)
}

/**
 * The node screen's splitter: the drawing's share of the panes; each keeps at least a quarter.
 * The list starts a little wider: at 1366 px its names need the room more than the fitted drawing.
 */
export const NODE_SPLIT = { default: 0.45, min: 0.25, max: 0.75 } as const

export function clampNodeSplit(share: number): number {
  if (!Number.isFinite(share)) return NODE_SPLIT.default
  return Math.min(NODE_SPLIT.max, Math.max(NODE_SPLIT.min, share))
}

/** How tall the rows of parts lists are: chosen by the pointer ('auto'), or pinned in Settings. */
export const ROW_DENSITIES = ['auto', 'compact', 'comfortable'] as const
export type RowDensity = (typeof ROW_DENSITIES)[number]

export function clampSaveConcurrency(value: number): number {
  if (!Number.isFinite(value)) return SAVE_CONCURRENCY.default
  return Math.min(SAVE_CONCURRENCY.max, Math.max(SAVE_CONCURRENCY.min, Math.round(value)))
}

/**
 * This computer's preferences in IndexedDB, in the meta table beside the data they are about:
 * the offline storage limit bounds the mirror in the same database, and the active basket names
 * a basket kept there. (The catalog language is the installation's and lives in main's settings.)
 */
export class PreferenceRepository {
  constructor(private readonly db: MirrorDatabase) {}

  async storageBudget(): Promise<number> {
    const record = await this.db.meta.get(KEYS.storageBudget)
    return typeof record?.value === 'number' ? record.value : DEFAULT_BUDGET_BYTES
  }

  /** Only the mirror sets it (MirrorRepository.setBudget): a new limit must evict at once. */
  async setStorageBudget(bytes: number): Promise<void> {
    await this.db.meta.put({ key: KEYS.storageBudget, value: bytes })
  }

  /** The basket parts are added to from the node page; null when none is chosen. */
  async activeBasket(): Promise<string | null> {
    const record = await this.db.meta.get(KEYS.activeBasket)
    return typeof record?.value === 'string' ? record.value : null
  }

  /**
   * Prefetch on intent as this computer has it; null when nothing is kept yet (the default then
   * follows the service in use: the preferences store).
   */
  async prefetchOnIntent(): Promise<boolean | null> {
    const record = await this.db.meta.get(KEYS.prefetchOnIntent)
    return typeof record?.value === 'boolean' ? record.value : null
  }

  async setPrefetchOnIntent(on: boolean): Promise<void> {
    await this.db.meta.put({ key: KEYS.prefetchOnIntent, value: on })
  }

  async saveConcurrency(): Promise<number> {
    const record = await this.db.meta.get(KEYS.saveConcurrency)
    return typeof record?.value === 'number' ? clampSaveConcurrency(record.value) : SAVE_CONCURRENCY.default
  }

  async setSaveConcurrency(value: number): Promise<void> {
    await this.db.meta.put({ key: KEYS.saveConcurrency, value: clampSaveConcurrency(value) })
  }

  /** The theme chosen on this computer; 'system' (follow the OS) when none or an unknown one is kept. */
  async theme(): Promise<ThemeChoice> {
    const record = await this.db.meta.get(KEYS.theme)
    return isThemeChoice(record?.value) ? record.value : 'system'
  }

  async setTheme(theme: ThemeChoice): Promise<void> {
    await this.db.meta.put({ key: KEYS.theme, value: theme })
  }

  /** Whether the vehicle page opens with the vehicle's details unfolded; folded (false) until chosen. */
  async vehicleDetailsOpen(): Promise<boolean> {
    const record = await this.db.meta.get(KEYS.vehicleDetailsOpen)
    return record?.value === true
  }

  async setVehicleDetailsOpen(open: boolean): Promise<void> {
    await this.db.meta.put({ key: KEYS.vehicleDetailsOpen, value: open })
  }

  /** The node screen's splitter: the drawing's share of the panes, 0.25–0.75 (0.45 until moved). */
  async nodeSplit(): Promise<number> {
    const record = await this.db.meta.get(KEYS.nodeSplit)
    return clampNodeSplit(typeof record?.value === 'number' ? record.value : NODE_SPLIT.default)
  }

  async setNodeSplit(share: number): Promise<void> {
    await this.db.meta.put({ key: KEYS.nodeSplit, value: clampNodeSplit(share) })
  }

  /** Rows of parts lists: 'auto' (by the pointer: compact for a mouse, comfortable for touch) until chosen. */
  async rowDensity(): Promise<RowDensity> {
    const record = await this.db.meta.get(KEYS.rowDensity)
    return ROW_DENSITIES.includes(record?.value as RowDensity) ? (record?.value as RowDensity) : 'auto'
  }

  async setRowDensity(density: RowDensity): Promise<void> {
    await this.db.meta.put({ key: KEYS.rowDensity, value: density })
  }

  /**
   * The supplier look-up templates. Nothing stored yet (first start) gives the one example; from
   * the first change on, the list itself is kept — an empty one too, so a deleted example stays deleted.
   */
  async supplierTemplates(): Promise<SupplierTemplate[]> {
    const record = await this.db.meta.get(KEYS.supplierTemplates)
    return record ? readTemplates(record.value) : [EXAMPLE_TEMPLATE]
  }

  async setSupplierTemplates(list: readonly SupplierTemplate[]): Promise<void> {
    await this.db.meta.put({ key: KEYS.supplierTemplates, value: list.map(({ id, name, url }) => ({ id, name, url })) })
  }

  async setActiveBasket(id: string | null): Promise<void> {
    if (id) await this.db.meta.put({ key: KEYS.activeBasket, value: id })
    else await this.db.meta.delete(KEYS.activeBasket)
  }
}
