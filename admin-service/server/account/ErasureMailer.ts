import type { StoredErasureMail } from './accountFile.ts'
import type { AccountStore } from './AccountStore.ts'
import { deletionMail } from './deletionMail.ts'
import { Outbox } from '../shared/outbox/Outbox.ts'
import type { SendMail } from '../shared/outbox/MailQueue.ts'

/**
 * The e-mails telling agents their data was erased, through the durable outbox the quote requests and the
 * bookings' e-mails use (shared/outbox/Outbox.ts) over the accounts store's `erasureMails`: queued in the same
 * write that marks the request done (`AccountStore.completeDeletion`), retried with backoff across restarts for
 * three days, each sent once; sent or given up, it leaves the file. Started at once; without `send` (no mail
 * server) a queued e-mail is given up at the next attempt.
 */
export class ErasureMailer {
  readonly #outbox: Outbox<StoredErasureMail, 'email'>

  constructor(
    store: AccountStore,
    send: SendMail | undefined,
    options: { from?: string; retryBaseMs?: number; log?: (line: string) => void } = {},
  ) {
    const channels = send
      ? {
          email: async ({ to, name }: StoredErasureMail) =>
            void (await send({ ...deletionMail(to, name), from: options.from ?? '' })),
        }
      : {}
    this.#outbox = new Outbox(store, channels, {
      possibleKinds: ['email'],
      label: 'Erasure e-mail',
      retryBaseMs: options.retryBaseMs,
      log: options.log,
      now: store.now,
    })
    this.#outbox.start()
  }

  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void> {
    return this.#outbox.idle()
  }

  /** Stops sending; an e-mail under way finishes and is recorded first. */
  stop(): Promise<void> {
    return this.#outbox.stop()
  }
}
