import { z } from 'zod'
import { GroupCommit } from '../shared/persistence/GroupCommit.ts'
import type { StoreLogger } from '../shared/persistence/openJsonFile.ts'
import { openStore } from '../shared/persistence/openStore.ts'
import { torontoDay } from '../../shared/torontoDate.ts'

/** Days of views kept per listing: a year and a day, enough to compare a listing with last year's. */
export const VIEW_DAYS_KEPT = 366

/** The studio's day (Toronto), `YYYY-MM-DD`, that a view at `now` counts on. */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** `<data dir>/listing-views.json`: per listing, its views per day. */
const viewsFile = z.object({
  listings: z.record(z.string().max(40), z.record(day, z.number().int().min(0))),
})
type ViewsFile = z.infer<typeof viewsFile>

/** A listing's views as the owner (and the agent's account) reads them: the total and each day's, newest first. */
export type ListingViewCounts = { total: number; days: { day: string; views: number }[] }

/**
 * The property websites' views, counted per listing and day (the page's island sends one beacon per view,
 * `listingViewRoutes.ts`): a file of its own beside `listings.json`, so that counting never touches a listing
 * (no history entry, no republish). Written like the other stores (atomic, one owner by lease, group commits:
 * a burst of views costs a few writes).
 */
export class ListingViews {
  readonly #writes: GroupCommit<ViewsFile>

  private constructor(writes: GroupCommit<ViewsFile>) {
    this.#writes = writes
  }

  /** Views in memory, for tests and for an app built without a data directory. */
  static inMemory(): ListingViews {
    return new ListingViews(GroupCommit.inMemory<ViewsFile>({ listings: {} }))
  }

  static async open(
    file: string,
    options: { logger?: StoreLogger; onLockLost?: (error: Error) => void } = {},
  ): Promise<ListingViews> {
    const writes = await openStore(file, viewsFile, {
      label: 'Listing views',
      initial: () => ({ listings: {} }),
      backups: 3,
      logger: options.logger,
      onLockLost: options.onLockLost,
    })
    return new ListingViews(writes)
  }

  /** Counts one view of `listingId` on the day of `now`; days past `VIEW_DAYS_KEPT` of that listing go. */
  count(listingId: string, now = Date.now()): Promise<void> {
    const today = torontoDay(now)
    return this.#writes.commit((state) => {
      const days = { ...state.listings[listingId], [today]: (state.listings[listingId]?.[today] ?? 0) + 1 }
      const kept = Object.keys(days).sort().slice(-VIEW_DAYS_KEPT)
      const trimmed =
        kept.length === Object.keys(days).length ? days : Object.fromEntries(kept.map((d) => [d, days[d]!]))
      return [{ listings: { ...state.listings, [listingId]: trimmed } }, undefined]
    })
  }

  /** A listing's views: the total of the days kept and each day's count, newest first. */
  of(listingId: string): ListingViewCounts {
    const days = Object.entries(this.#writes.data.listings[listingId] ?? {})
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([d, views]) => ({ day: d, views }))
    return { total: days.reduce((sum, d) => sum + d.views, 0), days }
  }

  /** Waits for queued writes, then releases the file's lease. */
  close(): Promise<void> {
    return this.#writes.close()
  }
}
