import { GroupCommit } from '../shared/persistence/GroupCommit.ts'
import type { StoreLogger } from '../shared/persistence/openJsonFile.ts'
import { openStore } from '../shared/persistence/openStore.ts'
import { InvalidReviewSettingsError } from './reviewsErrors.ts'
import {
  emptyReviewsFile,
  reviewSettingsInput,
  reviewsFile,
  type ReviewSettings,
  type ReviewsFile,
  type StoredReviewRequest,
} from './reviewsFile.ts'

/** Requests kept for the owner's view and the quiet period (the newest; two years of a busy studio's agents). */
const REQUESTS_KEPT = 5_000

/**
 * The review requests' settings, the requests sent and the opt-outs: `reviews.json` under its lease, written like
 * the other stores (GroupCommit: a change resolves once on disk).
 */
export class ReviewStore {
  private constructor(readonly writes: GroupCommit<ReviewsFile>) {}

  static inMemory(initial: ReviewsFile = emptyReviewsFile()): ReviewStore {
    return new ReviewStore(GroupCommit.inMemory(reviewsFile.parse(initial)))
  }

  /** Opens `file` under its lease; a missing file starts with requests off. */
  static async open(
    file: string,
    options: { logger?: StoreLogger; onLockLost?: (error: Error) => void } = {},
  ): Promise<ReviewStore> {
    const writes = await openStore(file, reviewsFile, {
      label: 'Reviews store',
      initial: emptyReviewsFile,
      backups: 3,
      logger: options.logger,
      onLockLost: options.onLockLost,
    })
    return new ReviewStore(writes)
  }

  get data(): ReviewsFile {
    return this.writes.data
  }

  /** Replaces the settings (400 with one message per field); setting a link turns requests on from `now`. */
  async setSettings(input: unknown, now: number): Promise<ReviewSettings> {
    const parsed = reviewSettingsInput.safeParse(input)
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message
      throw new InvalidReviewSettingsError(fields)
    }
    return this.writes.commit((state) => {
      const on = parsed.data.link !== ''
      const enabledAt = on ? (state.settings.enabledAt ?? new Date(now).toISOString()) : null
      const settings = { ...parsed.data, enabledAt }
      return [{ ...state, settings }, settings]
    })
  }

  /** Records requests as sent, each order once (checked again inside the write); returns those recorded. */
  async record(requests: StoredReviewRequest[]): Promise<StoredReviewRequest[]> {
    if (!requests.length) return []
    return this.writes.commit((state) => {
      const asked = new Set(state.requests.map((r) => r.orderId))
      const added = requests.filter((r) => !asked.has(r.orderId))
      return [{ ...state, requests: [...state.requests, ...added].slice(-REQUESTS_KEPT) }, added]
    })
  }

  /** Records that the agent with `emailKey` wants no review requests (once; again is no change). */
  async optOut(emailKey: string, now: number): Promise<void> {
    if (this.isOptedOut(emailKey)) return
    await this.writes.commit((state) => [
      state.optOuts.some((o) => o.emailKey === emailKey)
        ? state
        : { ...state, optOuts: [...state.optOuts, { emailKey, at: new Date(now).toISOString() }] },
      undefined,
    ])
  }

  isOptedOut(emailKey: string): boolean {
    return this.data.optOuts.some((o) => o.emailKey === emailKey)
  }

  close(): Promise<void> {
    return this.writes.close()
  }
}
