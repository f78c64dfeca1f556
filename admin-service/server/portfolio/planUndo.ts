import { isDeepStrictEqual } from 'node:util'
import type { PortfolioItem } from '../../../content/portfolio/store.ts'
import type { HistoryAction, HistoryEntry } from '../../shared/history.ts'
import type { ChangeDraft } from '../shared/persistence/ChangeHistory.ts'
import { ChangeConflictError } from '../shared/persistence/storeErrors.ts'
import { parseItem } from './parseItem.ts'

/** Two stored items are the same when every field is (their key order may differ). */
export const sameItem = (a: unknown, b: unknown) => isDeepStrictEqual(a, b)

/** What replacing `before` by `after` is, for the history: a hide, a show, an update, or nothing. */
export function updateAction(before: PortfolioItem, after: PortfolioItem): HistoryAction | null {
  if (sameItem(before, after)) return null
  if (sameItem({ ...before, hidden: undefined }, { ...after, hidden: undefined })) return after.hidden ? 'hide' : 'show'
  return 'update'
}

const titleOf = (item: unknown) => `"${(item as PortfolioItem | null)?.title ?? 'the item'}"`

/**
 * The group after reverting `entry`, and the change that makes it, or a ChangeConflictError when a
 * later change to the same item (or, for a reorder, to the group's order) is in the way: an item must
 * still be as the change left it, a deleted one must not be back, an order must be unchanged.
 */
export function planUndo(
  entry: HistoryEntry,
  current: readonly PortfolioItem[],
): {
  items: PortfolioItem[]
  change: ChangeDraft
} {
  const items = [...current]
  const base = { service: entry.service, itemId: entry.itemId, undoOf: entry.id }
  const index = items.findIndex((item) => item.id === entry.itemId)
  switch (entry.action) {
    case 'add': {
      if (index < 0) throw new ChangeConflictError(`Cannot undo: ${titleOf(entry.after)} was deleted since`)
      if (!sameItem(items[index], entry.after))
        throw new ChangeConflictError(`Cannot undo: ${titleOf(entry.after)} was changed since; undo that change first`)
      const [removed] = items.splice(index, 1)
      return { items, change: { ...base, action: 'delete', before: removed!, after: null, index } }
    }
    case 'update':
    case 'hide':
    case 'show': {
      if (index < 0) throw new ChangeConflictError(`Cannot undo: ${titleOf(entry.after)} was deleted since`)
      if (!sameItem(items[index], entry.after))
        throw new ChangeConflictError(`Cannot undo: ${titleOf(entry.after)} was changed since; undo that change first`)
      const restored = parseItem(entry.before)
      const action = entry.action === 'hide' ? 'show' : entry.action === 'show' ? 'hide' : 'update'
      const before = items[index]!
      items[index] = restored
      return { items, change: { ...base, action, before, after: restored } }
    }
    case 'delete': {
      if (index >= 0) throw new ChangeConflictError(`Cannot undo: an item with id "${entry.itemId}" exists again since`)
      const restored = parseItem(entry.before)
      const at = Math.min(entry.index ?? items.length, items.length)
      items.splice(at, 0, restored)
      return { items, change: { ...base, action: 'add', before: null, after: restored } }
    }
    case 'reorder': {
      const ids = items.map((item) => item.id)
      if (!isDeepStrictEqual(ids, entry.after))
        throw new ChangeConflictError('Cannot undo: the order (or the items) of this service changed since')
      const byId = new Map(items.map((item) => [item.id, item]))
      const order = entry.before as string[]
      if (order.length !== ids.length || order.some((id) => !byId.has(id)))
        throw new ChangeConflictError('Cannot undo: the recorded order does not match the items of this service')
      return {
        items: order.map((id) => byId.get(id)!),
        change: { ...base, action: 'reorder', before: ids, after: [...order] },
      }
    }
  }
}
