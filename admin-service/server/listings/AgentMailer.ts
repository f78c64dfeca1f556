import type { SendMailOptions } from 'nodemailer'
import type { Listing } from '../../../content/listings/store.ts'
import type { OutboxDelivery } from '../../../content/outbox/delivery.ts'
import type { ListingStore } from './ListingStore.ts'
import { Outbox, type OutboxStore } from '../shared/outbox/Outbox.ts'

/** Sends one e-mail; rejects when the mail server did not accept it. */
export type SendMail = (mail: SendMailOptions) => Promise<unknown>

/** A live listing whose agent's e-mail the outbox handles; `receivedAt`: when it went live (the give-up clock). */
type AgentMailItem = {
  id: string
  receivedAt: string
  deliveries: { agent?: OutboxDelivery }
  listing: Listing
}

/**
 * The outbox of the agents' delivery e-mails: the quote requests' durable outbox (outbox/Outbox.ts) over the
 * listings. The e-mail is recorded as pending in the listing (`agentMail`) in the same write that starts
 * the delivery, and becomes due once the listing is live; it goes through the same mail server and sender
 * as the quote requests; a failure is retried with exponential backoff (5 s doubling to 15 min) across
 * restarts, for up to three days after the listing went live. One attempt at a time; marked sent once the
 * server accepted it.
 */
export class AgentMailer {
  readonly #outbox: Outbox<AgentMailItem, 'agent'>

  constructor(
    readonly store: ListingStore,
    readonly send: SendMail,
    readonly compose: (listing: Listing) => SendMailOptions | null,
    readonly options: { retryBaseMs?: number; log?: (line: string) => void } = {},
  ) {
    const log = options.log ?? (() => {})
    const view: OutboxStore<AgentMailItem, 'agent'> = {
      get outbox() {
        return store.listings.flatMap((listing) =>
          listing.agentMail && listing.delivery?.state === 'live'
            ? [{ id: listing.id, receivedAt: listing.delivery.at, deliveries: { agent: listing.agentMail }, listing }]
            : [],
        )
      },
      onChange: (listener) => store.onChange(listener),
      setDelivery: async (id, _kind, mail) => {
        // A listing deleted meanwhile is left deleted.
        if (store.get(id)) await store.setAgentMail(id, mail)
      },
    }
    const agent = async ({ listing }: AgentMailItem) => {
      const message = compose(listing)
      if (!message) throw new Error('the listing has no agent')
      await send(message)
      log(`Listing ${listing.slug}: delivery e-mail sent to the agent`)
    }
    this.#outbox = new Outbox(
      view,
      { agent },
      { possibleKinds: ['agent'], label: 'Listing', retryBaseMs: options.retryBaseMs, log },
    )
    this.#outbox.start()
  }

  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void> {
    return this.#outbox.idle()
  }

  async stop(): Promise<void> {
    await this.#outbox.stop()
  }
}
