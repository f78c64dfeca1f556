/** The change history's shapes, shared by the service (which records it) and the admin page (which shows it). */
import type { PortfolioItem, StoreKey } from '../../content/portfolio/store.ts'

export const HISTORY_ACTIONS = ['add', 'update', 'delete', 'reorder', 'hide', 'show'] as const
export type HistoryAction = (typeof HISTORY_ACTIONS)[number]

/** How many changes the history keeps; the oldest are dropped first. */
export const HISTORY_LIMIT = 500

/**
 * One recorded change to the portfolio: `before` and `after` are the item (null when it did not exist),
 * or for `reorder` the group's ids in order.
 */
export type HistoryEntry = {
  /** Increasing with every change, never reused: the store's revision after this change. */
  id: number
  /** ISO time of the change. */
  at: string
  action: HistoryAction
  service: StoreKey
  /** The item changed; null for `reorder`. */
  itemId: string | null
  before: PortfolioItem | string[] | null
  after: PortfolioItem | string[] | null
  /** For `delete`: the item's position in its group, where an undo puts it back. */
  index?: number
  /** Set when this change undid an earlier one: that change's id. */
  undoOf?: number
}

/** `GET /api/history` entries: whether `POST /api/history/{id}/undo` can revert it now, and if not why. */
export type HistoryView = HistoryEntry & { undoable: boolean; conflict?: string }
