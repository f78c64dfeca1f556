import { MailQueue, type SendMail } from '../shared/outbox/MailQueue.ts'
import { SIGN_IN_LINK_MS } from './AccountStore.ts'
import { signInMail } from './signInMail.ts'

/**
 * The sign-in links' e-mails, through the service's queue of e-mails kept in memory (shared/outbox/MailQueue.ts):
 * the e-mail holds the raw link, which is never written to disk (the store keeps its digest), and a link is
 * worth retrying only for its 15 minutes, so a restart forgets what was not sent and the agent asks again.
 */
export class SignInMailer {
  readonly #queue: MailQueue

  /** `send` absent: no mail server, and nothing is sent (the service's log says so at start). */
  constructor(
    send: SendMail | undefined,
    readonly options: { from?: string; retryBaseMs?: number; log?: (line: string) => void } = {},
  ) {
    this.#queue = new MailQueue(send, {
      label: 'Sign-in e-mail',
      retryBaseMs: options.retryBaseMs,
      giveUpMs: SIGN_IN_LINK_MS,
      log: options.log,
    })
  }

  /** Whether e-mails can be sent at all (a mail server is configured). */
  get sends(): boolean {
    return this.#queue.sends
  }

  /** Queues the e-mail of a sign-in link; it is sent in the background. */
  queue(to: string, link: string): void {
    this.#queue.queue(signInMail(to, link, this.options.from ?? ''))
  }

  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void> {
    return this.#queue.idle()
  }

  stop(): Promise<void> {
    return this.#queue.stop()
  }
}
