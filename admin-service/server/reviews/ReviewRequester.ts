import type { Listing } from '../../../content/listings/store.ts'
import type { PaymentsFile } from '../payments/index.ts'
import { MailQueue, type SendMail } from '../shared/outbox/MailQueue.ts'
import type { OptOutLinks } from './OptOutLinks.ts'
import { reviewMail } from './reviewMail.ts'
import { dueReviewRequests, reviewCandidates } from './reviewRequests.ts'
import type { ReviewStore } from './ReviewStore.ts'

const HOUR_MS = 3_600_000

export type ReviewSources = {
  payments: { readonly data: PaymentsFile }
  /** The listings, for the "delivered" trigger (none: no order counts as delivered). */
  listings?: { readonly data: { listings: readonly Pick<Listing, 'id' | 'deliveredAt'>[] } }
}

export type ReviewMailSettings = { send: SendMail; from: string; replyTo?: string; retryBaseMs?: number }

/**
 * Sends the review requests that are due (reviewRequests.ts), when the service starts and every hour. Each is
 * recorded before it is queued, so an agent is never asked twice for one order, even across a restart; the
 * queue is in memory (shared/outbox/MailQueue.ts), so a request a crash catches before it was sent is lost,
 * which is better for a courtesy e-mail than a second one. Without a mail server nothing is recorded or sent.
 */
export class ReviewRequester {
  readonly #queue: MailQueue | null
  #timer: NodeJS.Timeout | null = null
  #checking: Promise<number> | null = null

  constructor(
    readonly store: ReviewStore,
    readonly sources: ReviewSources,
    readonly links: OptOutLinks,
    readonly options: {
      mail?: ReviewMailSettings
      /** The service's origin, where the opt-out link goes. */
      origin: () => string
      now?: () => number
      log?: (line: string) => void
    },
  ) {
    const { mail } = options
    this.#queue = mail
      ? new MailQueue(mail.send, { label: 'Review request', retryBaseMs: mail.retryBaseMs, log: options.log })
      : null
  }

  /** Whether requests can be sent at all (a mail server is configured). */
  get sends(): boolean {
    return this.#queue !== null
  }

  start(): void {
    void this.check()
    this.#timer = setInterval(() => void this.check(), HOUR_MS)
    this.#timer.unref()
  }

  /** Queues the requests due now; resolves with how many. One check runs at a time. */
  check(): Promise<number> {
    this.#checking ??= this.#check().finally(() => (this.#checking = null))
    return this.#checking
  }

  async #check(): Promise<number> {
    const mail = this.options.mail
    if (!this.#queue || !mail) return 0
    const { settings } = this.store.data
    const now = (this.options.now ?? Date.now)()
    const listings = this.sources.listings?.data.listings ?? []
    const candidates = reviewCandidates(this.sources.payments.data, listings, settings.after)
    const due = dueReviewRequests(candidates, this.store.data, now)
    const queuedAt = new Date(now).toISOString()
    const recorded = await this.store.record(
      due.map(({ orderId, email, emailKey, name, dueFrom }) => ({ orderId, email, emailKey, name, dueFrom, queuedAt })),
    )
    for (const request of recorded) {
      const order = due.find((d) => d.orderId === request.orderId)!
      const optOutUrl = `${this.options.origin()}/reviews/opt-out/${this.links.tokenOf(request.emailKey)}`
      this.#queue.queue(
        reviewMail({
          ...mail,
          to: request.email,
          name: request.name,
          address: order.address,
          link: settings.link,
          optOutUrl,
        }),
      )
    }
    if (recorded.length) this.options.log?.(`Review requests: ${recorded.length} queued`)
    return recorded.length
  }

  /** Resolves when nothing is being sent (tests). */
  async idle(): Promise<void> {
    await this.#checking
    await this.#queue?.idle()
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    await this.#checking
    await this.#queue?.stop()
  }
}
