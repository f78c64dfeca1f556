import type { SendMailOptions } from 'nodemailer'
import type { AgentMail, Listing } from '../../../content/listings/store.ts'
import type { ListingStore } from '../../store/ListingStore.ts'

/** Sends one e-mail; rejects when the mail server did not accept it. */
export type SendMail = (mail: SendMailOptions) => Promise<unknown>

const RETRY_BASE_MS = 5_000
const MAX_RETRY_MS = 15 * 60_000
const GIVE_UP_MS = 3 * 86_400_000

/**
 * The outbox of the agents' delivery e-mails, on the quote requests' model (outbox/Outbox.ts): the
 * e-mail is recorded as pending in the listing (`agentMail`) in the same write that starts the delivery, and
 * sent once the listing is live, through the same mail server and sender as the quote requests; a failure
 * is retried with exponential backoff (5 s doubling to 15 min) across restarts, for up to three days. One
 * attempt at a time; marked sent once the server accepted it.
 */
export class AgentMailer {
  #running: Promise<void> | null = null
  #again = false
  #timer: NodeJS.Timeout | null = null
  #stopped = false
  readonly #unsubscribe: () => void

  constructor(
    readonly store: ListingStore,
    readonly send: SendMail,
    readonly compose: (listing: Listing) => SendMailOptions | null,
    readonly options: { retryBaseMs?: number; log?: (line: string) => void } = {},
  ) {
    this.#unsubscribe = store.onChange(() => this.wake())
    this.wake()
  }

  /** Sends whatever is due now (after a store change, a timer, or at start). */
  wake(): void {
    if (this.#stopped) return
    if (this.#running) {
      this.#again = true
      return
    }
    this.#running = this.#drain().finally(() => {
      this.#running = null
      if (this.#again) {
        this.#again = false
        this.wake()
      } else this.#arm()
    })
  }

  /** Resolves when nothing is being sent (tests). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running
  }

  async stop(): Promise<void> {
    this.#stopped = true
    this.#unsubscribe()
    if (this.#timer) clearTimeout(this.#timer)
    await this.idle()
  }

  #due(now: number): Listing[] {
    return this.store.listings.filter(
      (l) =>
        l.agentMail?.state === 'pending' &&
        l.delivery?.state === 'live' &&
        Date.parse(l.agentMail.nextAttemptAt ?? '') <= now,
    )
  }

  #arm(): void {
    if (this.#stopped) return
    if (this.#timer) clearTimeout(this.#timer)
    const next = this.store.listings
      .filter((l) => l.agentMail?.state === 'pending' && l.delivery?.state === 'live')
      .map((l) => Date.parse(l.agentMail!.nextAttemptAt ?? ''))
      .filter(Number.isFinite)
    if (!next.length) return
    this.#timer = setTimeout(() => this.wake(), Math.max(0, Math.min(...next) - Date.now()))
    this.#timer.unref()
  }

  async #drain(): Promise<void> {
    for (const listing of this.#due(Date.now())) {
      if (this.#stopped) return
      const mail = listing.agentMail!
      const attempts = mail.attempts + 1
      const now = new Date()
      let next: AgentMail
      try {
        const message = this.compose(listing)
        if (!message) throw new Error('the listing has no agent')
        await this.send(message)
        next = { state: 'sent', attempts, nextAttemptAt: null, lastError: null, doneAt: now.toISOString() }
        this.options.log?.(`Listing ${listing.slug}: delivery e-mail sent to the agent`)
      } catch (error) {
        const lastError = String((error as Error).message ?? error).slice(0, 500)
        const started = Date.parse(listing.delivery?.at ?? '') || now.getTime()
        if (now.getTime() - started > GIVE_UP_MS)
          next = { state: 'failed', attempts, nextAttemptAt: null, lastError, doneAt: now.toISOString() }
        else {
          const wait = Math.min((this.options.retryBaseMs ?? RETRY_BASE_MS) * 2 ** (attempts - 1), MAX_RETRY_MS)
          next = {
            state: 'pending',
            attempts,
            nextAttemptAt: new Date(now.getTime() + wait).toISOString(),
            lastError,
            doneAt: null,
          }
        }
        this.options.log?.(`Listing ${listing.slug}: the agent's delivery e-mail failed (${lastError})`)
      }
      await this.store.setAgentMail(listing.id, next).catch((error: Error) => {
        this.options.log?.(`Listing ${listing.slug}: could not record the agent's e-mail: ${error.message}`)
      })
    }
  }
}
