import { Low, Memory, type Adapter } from 'lowdb'
import {
  emptyPortfolio,
  MAX_GROUP_ITEMS,
  portfolioData,
  portfolioItem,
  type PortfolioData,
  type PortfolioItem,
  type StoreKey,
} from '../../content/portfolio/store.ts'
import { DuplicateItemError, InvalidItemError, ItemNotFoundError } from './errors.ts'
import { openJsonFile, type StoreLogger } from './openJsonFile.ts'

/**
 * The portfolio store: lowdb behind an adapter (a JSON file in production, memory in tests).
 * Mutations run one at a time through a queue; each validates its item with the shared schema, builds
 * the next state, writes it, and only then makes it current, so a failed write changes neither memory
 * nor disk. States are never modified in place: the next one shares the unchanged items and groups.
 */
export class PortfolioStore {
  readonly #db: Low<PortfolioData>
  #queue: Promise<unknown> = Promise.resolve()
  #release: () => Promise<void> = async () => {}
  readonly #listeners = new Set<(data: PortfolioData) => void>()

  private constructor(adapter: Adapter<PortfolioData>, data: PortfolioData) {
    this.#db = new Low(adapter, data)
  }

  /** A store in memory, for tests. */
  static async inMemory(initial: PortfolioData = emptyPortfolio()): Promise<PortfolioStore> {
    const adapter = new Memory<PortfolioData>()
    const store = new PortfolioStore(adapter, portfolioData.parse(initial))
    await adapter.write(store.data)
    return store
  }

  /**
   * Opens the store file and removes temp files a killed process left. The file is locked for this
   * instance (a lease in `<file>.lease/`, publisher/leaseLock.ts): another instance, in this process or
   * another, gets an error naming the holder; `onLockLost` hears if the lease is ever lost. A missing file
   * starts from `initial()`. A corrupt or invalid file is reported and the newest valid backup is used instead.
   */
  static async open(
    file: string,
    options: {
      initial?: () => Promise<unknown> | unknown
      backups?: number
      logger?: StoreLogger
      onLockLost?: (error: Error) => void
    } = {},
  ): Promise<PortfolioStore> {
    const { adapter, data, release } = await openJsonFile(file, portfolioData, {
      label: 'Portfolio store',
      initial: async () => (await options.initial?.()) ?? emptyPortfolio(),
      backups: options.backups ?? 10,
      logger: options.logger ?? console,
      onLockLost: options.onLockLost,
    })
    const store = new PortfolioStore(adapter, data)
    store.#release = release
    return store
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

  add(key: StoreKey, input: unknown): Promise<PortfolioItem> {
    return this.#mutate(key, (items) => {
      const item = parseItem(input)
      if (items.some((i) => i.id === item.id))
        throw new DuplicateItemError(`An item with id "${item.id}" already exists`)
      items.push(item)
      return item
    })
  }

  update(key: StoreKey, input: unknown): Promise<PortfolioItem> {
    return this.#mutate(key, (items) => {
      const item = parseItem(input)
      const index = items.findIndex((i) => i.id === item.id)
      if (index < 0) throw new ItemNotFoundError(`No item "${item.id}" in ${key}`)
      items[index] = item
      return item
    })
  }

  remove(key: StoreKey, id: string): Promise<void> {
    return this.#mutate(key, (items) => {
      const index = items.findIndex((i) => i.id === id)
      if (index < 0) throw new ItemNotFoundError(`No item "${id}" in ${key}`)
      items.splice(index, 1)
    })
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
  #mutate<R>(key: StoreKey, change: (items: PortfolioItem[]) => R): Promise<R> {
    const run = async () => {
      const items = [...this.#db.data[key]]
      const result = change(items)
      if (items.length > MAX_GROUP_ITEMS) {
        const problem = `must have at most ${MAX_GROUP_ITEMS} items`
        throw new InvalidItemError(`${key} ${problem}`, { [key]: problem })
      }
      const next: PortfolioData = { ...this.#db.data, [key]: items }
      await this.#db.adapter.write(next)
      this.#db.data = next
      for (const listener of this.#listeners) listener(next)
      return result
    }
    const next = this.#queue.then(run, run)
    this.#queue = next.catch(() => {})
    return next
  }
}

/** Validates an item; its stored form must pass the schema again, as it does when the store is reopened. */
function parseItem(input: unknown): PortfolioItem {
  const parsed = portfolioItem.safeParse(input)
  if (!parsed.success) throw InvalidItemError.fromZod(parsed.error)
  const again = portfolioItem.safeParse(parsed.data)
  if (!again.success) throw InvalidItemError.fromZod(again.error)
  return again.data
}
