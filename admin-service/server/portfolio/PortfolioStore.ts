import { Low, Memory, type Adapter } from 'lowdb'
import {
  emptyPortfolio,
  MAX_GROUP_ITEMS,
  portfolioData,
  type PortfolioData,
  type PortfolioItem,
  storeKeys,
  type StoreKey,
} from '../../../content/portfolio/store.ts'
import type { HistoryEntry, HistoryView } from '../../shared/history.ts'
import { ChangeHistory, type ChangeDraft } from '../shared/persistence/ChangeHistory.ts'
import { openJsonFile, type StoreLogger } from '../shared/persistence/openJsonFile.ts'
import { planUndo, updateAction } from './planUndo.ts'
import { parseItem } from './parseItem.ts'
import {
  ChangeConflictError,
  ChangeNotFoundError,
  DuplicateItemError,
  InvalidItemError,
  InvalidOrderError,
  ItemNotFoundError,
} from '../shared/persistence/storeErrors.ts'

/** What a mutation did: its result and the change it recorded (null when nothing changed). */
export type Applied<T> = T & { change: HistoryEntry | null }

/** Where the change history of the store at `file` is kept: `portfolio.json` → `portfolio.history.jsonl`. */
export const historyFileOf = (file: string) => `${file.replace(/\.json$/, '')}.history.jsonl`

/**
 * The portfolio store: lowdb behind an adapter (a JSON file in production, memory in tests).
 * Mutations run one at a time through a queue; each validates its item with the shared schema, builds
 * the next state, writes it, and only then makes it current, so a failed write changes neither memory
 * nor disk. States are never modified in place: the next one shares the unchanged items and groups.
 * Every change is then recorded in the change history (before and after), from which one change at a
 * time can be undone.
 */
export class PortfolioStore {
  readonly #db: Low<PortfolioData>
  readonly #history: ChangeHistory
  #queue: Promise<unknown> = Promise.resolve()
  #release: () => Promise<void> = async () => {}
  readonly #listeners = new Set<(data: PortfolioData) => void>()

  private constructor(adapter: Adapter<PortfolioData>, data: PortfolioData, history: ChangeHistory) {
    this.#db = new Low(adapter, data)
    this.#history = history
  }

  /** A store in memory, for tests. */
  static async inMemory(
    initial: PortfolioData = emptyPortfolio(),
    history = ChangeHistory.inMemory(),
  ): Promise<PortfolioStore> {
    const adapter = new Memory<PortfolioData>()
    const store = new PortfolioStore(adapter, portfolioData.parse(initial), history)
    await adapter.write(store.data)
    return store
  }

  /**
   * Opens the store file and removes temp files a killed process left. The file is locked for this
   * instance (a lease in `<file>.lease/`, lib/leaseLock.ts): another instance, in this process or
   * another, gets an error naming the holder; `onLockLost` hears if the lease is ever lost. A missing file
   * starts from `initial()`. A corrupt or invalid file is reported and the newest valid backup is used instead.
   * The change history is read from `historyFileOf(file)`.
   */
  static async open(
    file: string,
    options: {
      initial?: () => Promise<unknown> | unknown
      backups?: number
      logger?: StoreLogger
      historyLimit?: number
      onLockLost?: (error: Error) => void
    } = {},
  ): Promise<PortfolioStore> {
    const logger = options.logger ?? console
    const { adapter, data, release } = await openJsonFile(file, portfolioData, {
      label: 'Portfolio store',
      initial: async () => (await options.initial?.()) ?? emptyPortfolio(),
      backups: options.backups ?? 10,
      logger,
      onLockLost: options.onLockLost,
    })
    try {
      const history = await ChangeHistory.open(historyFileOf(file), { limit: options.historyLimit, logger })
      const store = new PortfolioStore(adapter, data, history)
      store.#release = release
      return store
    } catch (error) {
      await release()
      throw error
    }
  }

  /** The current data. Treat as read-only. */
  get data(): PortfolioData {
    return this.#db.data
  }

  /** Called after every successful write with the new data (e.g. to republish the site). */
  onChange(listener: (data: PortfolioData) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Adds an item at the end of its group. A new image item needs alt text. */
  add(key: StoreKey, input: unknown): Promise<Applied<{ item: PortfolioItem }>> {
    return this.#mutate(key, (items) => {
      const item = parseItem(input, { requireAlt: true })
      if (items.some((i) => i.id === item.id))
        throw new DuplicateItemError(`An item with id "${item.id}" already exists`)
      items.push(item)
      return { result: { item }, change: { action: 'add', itemId: item.id, before: null, after: item } }
    })
  }

  /**
   * Replaces the item with the same id. Alt text may not be removed, nor left out when an item becomes an
   * image; image items stored before alt text existed may still be saved without it. A change of `hidden`
   * alone is recorded as a hide or show; an unchanged item records nothing.
   */
  update(key: StoreKey, input: unknown): Promise<Applied<{ item: PortfolioItem }>> {
    return this.#mutate(key, (items) => {
      const id = (input as { id?: unknown } | null)?.id
      const index = items.findIndex((i) => i.id === id)
      const stored = items[index]
      const item = parseItem(input, { requireAlt: stored ? Boolean(stored.alt) || stored.type !== 'image' : false })
      if (!stored) throw new ItemNotFoundError(`No item "${item.id}" in ${key}`)
      const action = updateAction(stored, item)
      if (!action) return { result: { item: stored }, change: null }
      items[index] = item
      return { result: { item }, change: { action, itemId: item.id, before: stored, after: item } }
    })
  }

  remove(key: StoreKey, id: string): Promise<Applied<object>> {
    return this.#mutate(key, (items) => {
      const index = items.findIndex((i) => i.id === id)
      if (index < 0) throw new ItemNotFoundError(`No item "${id}" in ${key}`)
      const [removed] = items.splice(index, 1)
      return { result: {}, change: { action: 'delete', itemId: id, before: removed!, after: null, index } }
    })
  }

  /** Puts a group in the order of `ids`, which must list each of its items exactly once. */
  reorder(key: StoreKey, ids: unknown): Promise<Applied<{ ids: string[] }>> {
    return this.#mutate(key, (items) => {
      const before = items.map((i) => i.id)
      const order = checkOrder(key, before, ids)
      if (order.every((id, i) => id === before[i])) return { result: { ids: order }, change: null }
      const byId = new Map(items.map((i) => [i.id, i]))
      items.splice(0, items.length, ...order.map((id) => byId.get(id)!))
      return { result: { ids: order }, change: { action: 'reorder', itemId: null, before, after: order } }
    })
  }

  /**
   * Reverts one recorded change, as a new change. Throws ChangeNotFoundError for an unknown (or dropped)
   * id and ChangeConflictError when a later change to the same item or order is in the way.
   */
  undo(changeId: number): Promise<Applied<object>> {
    const entry = this.#history.get(changeId)
    if (!entry) return Promise.reject(new ChangeNotFoundError(`No recorded change ${changeId}`))
    return this.#mutate(entry.service, (items) => {
      const plan = planUndo(entry, items)
      items.splice(0, items.length, ...plan.items)
      return { result: {}, change: plan.change }
    })
  }

  /** The recorded changes, newest first, each saying whether it can be undone now. */
  history(limit?: number): HistoryView[] {
    return this.#history.list(limit).map((entry) => {
      try {
        planUndo(entry, this.#db.data[entry.service])
        return { ...entry, undoable: true }
      } catch (error) {
        if (!(error instanceof ChangeConflictError || error instanceof InvalidItemError)) throw error
        return { ...entry, undoable: false, conflict: error.message }
      }
    })
  }

  /**
   * Every item version the store can show or bring back: the current items, hidden drafts too, and each
   * item a recorded change holds (before or after), which Undo and Restore put back. Their uploads are in use.
   */
  itemsInUse(): PortfolioItem[] {
    const current = storeKeys.flatMap((key) => this.#db.data[key])
    const recorded = this.#history
      .list()
      .flatMap((entry) => [entry.before, entry.after])
      .filter((version): version is PortfolioItem => version !== null && !Array.isArray(version))
    return [...current, ...recorded]
  }

  /** The id of the newest recorded change: a publish started now carries every change up to it. */
  get revision(): number {
    return this.#history.revision
  }

  /** Waits for queued writes, then releases the file lock. */
  async close(): Promise<void> {
    await this.#queue.catch(() => {})
    await this.#release()
  }

  /**
   * Runs `change` on a copy of one group's list. The change validates the item it adds or replaces and
   * keeps ids unique, so only the group's size is left to check: a write then costs the same however
   * many items the store holds (the whole store is validated when it is opened).
   */
  #mutate<R extends object>(
    key: StoreKey,
    apply: (items: PortfolioItem[]) => { result: R; change: Omit<ChangeDraft, 'service'> | null },
  ): Promise<Applied<R>> {
    const run = async (): Promise<Applied<R>> => {
      const items = [...this.#db.data[key]]
      const { result, change } = apply(items)
      if (!change) return { ...result, change: null }
      if (items.length > MAX_GROUP_ITEMS) {
        const problem = `must have at most ${MAX_GROUP_ITEMS} items`
        throw new InvalidItemError(`${key} ${problem}`, { [key]: problem })
      }
      const next: PortfolioData = { ...this.#db.data, [key]: items }
      await this.#db.adapter.write(next)
      this.#db.data = next
      const entry = await this.#history.record({ service: key, ...change })
      for (const listener of this.#listeners) listener(next)
      return { ...result, change: entry }
    }
    const next = this.#queue.then(run, run)
    this.#queue = next.catch(() => {})
    return next
  }
}

/** The ids of a new order for a group holding `current`, or an InvalidOrderError saying what is wrong. */
function checkOrder(key: StoreKey, current: readonly string[], ids: unknown): string[] {
  const fail = (problem: string): never => {
    throw new InvalidOrderError(`ids ${problem}`, { ids: problem })
  }
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) fail('must be a list of item ids (strings)')
  const order = ids as string[]
  const known = new Set(current)
  const seen = new Set<string>()
  for (const id of order) {
    if (!known.has(id)) fail(`lists "${id.slice(0, 80)}", which is not an item of ${key}`)
    if (seen.has(id)) fail(`lists "${id}" more than once`)
    seen.add(id)
  }
  const missing = current.filter((id) => !seen.has(id))
  if (missing.length)
    fail(
      `must list every item of ${key}; missing "${missing[0]}"${missing.length > 1 ? ` and ${missing.length - 1} more` : ''}`,
    )
  return order
}
