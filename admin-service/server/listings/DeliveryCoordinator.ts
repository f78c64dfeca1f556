import { createHash } from 'node:crypto'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { PublishedFile } from '../../../content/listings/prepared.ts'
import { brandedPageOf, type ListingPublication, type ListingPublisher } from '../../../content/listings/publication.ts'
import { missingForDelivery, type Agent, type Listing, type StoredFile } from '../../../content/listings/store.ts'
import { pendingDelivery } from '../../../content/outbox/delivery.ts'
import type { ListingStore } from './ListingStore.ts'
import { DeliveryRefusedError, ListingNotFoundError, listingMessages } from './listingErrors.ts'
import type { MediaPreparer } from './MediaPreparer.ts'

/** An edit to a live listing is republished after this quiet time (more edits within it make one publish). */
const REPUBLISH_DEBOUNCE_MS = 300

/** What a listing's pages are made of: a change to any of it means they must be published again. */
const contentKey = (listing: Listing, agent: Agent | undefined, edge: number) => {
  // A delivery's own marks (its state, the first delivery's date, a draft becoming live) change no page.
  const {
    delivery: _d,
    updatedAt: _u,
    deliveredAt: _a,
    status: _s,
    agentMail: _m,
    publishedKey: _p,
    ...content
  } = listing
  return createHash('sha256')
    .update(JSON.stringify([content, brandedPageOf(listing), agent, edge]))
    .digest('hex')
}

/**
 * A listing's delivery, as a state machine kept in the store: `POST /deliver` checks the listing is complete
 * (else 409 saying what it lacks) and answers 202 with `delivering`; in the background the media are prepared
 * (MediaPreparer) and the listing's pages published (ListingPublisher, the publisher's partial publish:
 * publisher/ListingSitePublisher.ts), then the state is `live` (a draft becomes live), or `failed` with the reason. Nothing
 * is live before the publisher has made all of it live. One delivery per listing at a time; an edit to a
 * delivered listing (a caption, the price, "Sold", its agent) republishes it by itself. A listing left
 * `delivering` by a stopped process is delivered again at start (`resume`).
 */
export class DeliveryCoordinator {
  readonly #running = new Map<string, Promise<void>>()
  readonly #published = new Map<string, string>()
  readonly #timers = new Map<string, NodeJS.Timeout>()

  constructor(
    readonly store: ListingStore,
    readonly preparer: MediaPreparer,
    readonly publisher: ListingPublisher | null,
    readonly log: (line: string) => void = console.log,
    /** Whether an owner's Deliver e-mails the agent (AgentMailer.ts sends it once the listing is live). */
    readonly mailAgents = false,
  ) {
    // What an earlier process published, as it recorded it: an edit it stored but had not published yet
    // differs, and is published at `resume()`.
    for (const listing of store.listings)
      if (listing.deliveredAt) this.#published.set(listing.id, listing.publishedKey ?? this.#keyOf(listing))
    if (publisher) store.onChange(() => this.#republishEdited())
  }

  #keyOf(listing: Listing): string {
    const agent = listing.agentId ? this.store.getAgent(listing.agentId) : undefined
    return contentKey(listing, agent, this.store.settings.mlsLongEdge)
  }

  /** Starts delivering a listing: the listing in its `delivering` state, or a ListingError saying why not. */
  async deliver(id: string): Promise<Listing> {
    const listing = this.store.get(id)
    if (!listing) throw new ListingNotFoundError()
    const missing = missingForDelivery(listing, this.store.agents)
    if (missing.length)
      throw new DeliveryRefusedError(`${listingMessages.incomplete} ${missing.join(', ')}`, {
        listing: missing.join(', '),
      })
    if (this.#running.has(id)) throw new DeliveryRefusedError(listingMessages.delivering)
    if (!this.publisher) throw new DeliveryRefusedError(listingMessages.noPublisher)
    const now = new Date()
    const mail = this.mailAgents ? pendingDelivery(now.toISOString()) : undefined
    const started = await this.store.setDelivery(id, 'delivering', null, now, mail)
    this.#start(id)
    return started
  }

  /**
   * Delivers again the listings a stopped process left `delivering`, and republishes those edited after
   * their last publish went live (the process stopped before publishing the edit).
   */
  resume(): void {
    for (const listing of this.store.listings) {
      if (listing.delivery?.state !== 'delivering') continue
      if (!this.publisher) void this.store.setDelivery(listing.id, 'failed', listingMessages.noPublisher)
      else this.#start(listing.id)
    }
    if (this.publisher) this.#republishEdited()
  }

  /** Resolves when no delivery runs or waits (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.#running.size || this.#timers.size) {
      await Promise.allSettled([...this.#running.values()])
      if (this.#timers.size && !this.#running.size) await new Promise((r) => setTimeout(r, REPUBLISH_DEBOUNCE_MS))
    }
  }

  /** Stops scheduling republishes and waits for the deliveries under way. */
  async stop(): Promise<void> {
    for (const timer of this.#timers.values()) clearTimeout(timer)
    this.#timers.clear()
    await Promise.allSettled([...this.#running.values()])
  }

  #start(id: string): void {
    const job = this.#run(id).finally(() => this.#running.delete(id))
    this.#running.set(id, job)
  }

  async #run(id: string): Promise<void> {
    let key = ''
    try {
      const listing = this.store.require(id)
      const missing = missingForDelivery(listing, this.store.agents)
      if (missing.length) throw new Error(`${listingMessages.incomplete} ${missing.join(', ')}`)
      const agent = this.store.getAgent(listing.agentId!)!
      key = this.#keyOf(listing)
      let prepared
      try {
        prepared = await this.preparer.prepare(listing, this.store.settings)
      } catch (error) {
        throw new Error(`${listingMessages.prepareFailed}: ${(error as Error).message}`, { cause: error })
      }
      const publication: ListingPublication = {
        listing,
        agent,
        agentImages: { headshot: await this.#agentImage(agent.headshot), logo: await this.#agentImage(agent.logo) },
        prepared,
        branded: brandedPageOf(listing),
      }
      try {
        await this.publisher!.publish(publication)
      } catch (error) {
        throw new Error(`${listingMessages.publishFailed}: ${(error as Error).message}`, { cause: error })
      }
      this.#published.set(id, key)
      await this.store.setDelivery(id, 'live', null, new Date(), undefined, key)
      this.log(`Listing ${listing.slug} delivered`)
    } catch (error) {
      if (((error as Error).cause as Error | undefined)?.name === 'PublishingStoppedError') {
        // The service is stopping: the listing stays `delivering`, and the next start delivers it (resume).
        this.log(`Delivering listing ${id} stopped with the service; it resumes at the next start`)
        return
      }
      this.log(`Delivering listing ${id} failed: ${(error as Error).message}`)
      if (key) this.#published.set(id, key)
      await this.store.setDelivery(id, 'failed', (error as Error).message).catch(() => {})
    }
  }

  async #agentImage(file: StoredFile | null): Promise<PublishedFile | null> {
    if (!file) return null
    const where = path.join(this.preparer.mediaDir, 'agents', file.name)
    return {
      path: where,
      url: `/listing-media/agent-${file.sha256.slice(0, 16)}${path.extname(file.name)}`,
      bytes: (await stat(where)).size,
    }
  }

  /** Whether `listing` was delivered and its content changed since it was last published (or failed to be). */
  #edited(listing: Listing): boolean {
    const last = this.#published.get(listing.id)
    return Boolean(listing.deliveredAt) && last !== undefined && last !== this.#keyOf(listing)
  }

  /** Schedules a republish of every delivered listing whose content changed since it was last published. */
  #republishEdited(): void {
    for (const listing of this.store.listings) {
      if (this.#timers.has(listing.id) || !this.#edited(listing)) continue
      const timer = setTimeout(() => {
        this.#timers.delete(listing.id)
        if (this.#running.has(listing.id)) return this.#republishEdited()
        // A republish scheduled while an earlier one was starting (its own change to `delivering`) finds the
        // content that one published, or failed to: nothing to do.
        const current = this.store.get(listing.id)
        if (!current || !this.#edited(current)) return
        void this.store.setDelivery(listing.id, 'delivering').then(
          () => this.#start(listing.id),
          () => {},
        )
      }, REPUBLISH_DEBOUNCE_MS)
      this.#timers.set(listing.id, timer)
    }
  }
}
