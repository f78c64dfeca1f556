import { randomUUID } from 'node:crypto'
import type { SendMailOptions } from 'nodemailer'
import { type OutboxDelivery, pendingDelivery } from '../../../content/outbox/delivery.ts'
import { Outbox, type Channels, type OutboxStore } from '../shared/outbox/Outbox.ts'
import { SIGN_IN_LINK_MS } from './AccountStore.ts'
import { signInMail } from './signInMail.ts'

/** Sends one e-mail; rejects when the mail server did not accept it. */
export type SendMail = (mail: SendMailOptions) => Promise<unknown>

type SignInItem = { id: string; receivedAt: string; deliveries: { email: OutboxDelivery }; mail: SendMailOptions }

/**
 * The sign-in e-mails, through the service's outbox (outbox/Outbox.ts: its lane, retries with backoff) over
 * a queue kept in memory: the e-mail holds the raw link, which is never written to disk (the store keeps its
 * digest), and a link is worth retrying only for its 15 minutes, so a restart forgets what was not sent and
 * the agent asks again. An e-mail leaves the queue once sent or given up.
 */
export class SignInMailer {
  readonly #items: SignInItem[] = []
  readonly #listeners = new Set<() => void>()
  readonly #outbox: Outbox<SignInItem, 'email'>

  /** `send` absent: no mail server, and nothing is sent (the service's log says so at start). */
  constructor(
    send: SendMail | undefined,
    readonly options: { from?: string; retryBaseMs?: number; log?: (line: string) => void } = {},
  ) {
    const items = this.#items
    const listeners = this.#listeners
    const view: OutboxStore<SignInItem, 'email'> = {
      get outbox() {
        return items
      },
      onChange: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      setDelivery: async (id, _kind, delivery) => {
        const index = items.findIndex((i) => i.id === id)
        if (index < 0) return
        if (delivery.state === 'pending') items[index] = { ...items[index]!, deliveries: { email: delivery } }
        else items.splice(index, 1)
      },
    }
    const channels: Channels<SignInItem, 'email'> = send ? { email: async ({ mail }) => void (await send(mail)) } : {}
    this.#outbox = new Outbox(view, channels, {
      possibleKinds: ['email'],
      label: 'Sign-in e-mail',
      retryBaseMs: options.retryBaseMs,
      giveUpMs: SIGN_IN_LINK_MS,
      log: options.log,
    })
    this.#outbox.start()
  }

  /** Whether e-mails can be sent at all (a mail server is configured). */
  get sends(): boolean {
    return this.#outbox.has('email')
  }

  /** Queues the e-mail of a sign-in link; it is sent in the background. */
  queue(to: string, link: string): void {
    if (!this.sends) return
    const mail = signInMail(to, link, this.options.from ?? '')
    const at = new Date().toISOString()
    this.#items.push({ id: randomUUID(), receivedAt: at, deliveries: { email: pendingDelivery(at) }, mail })
    for (const listener of this.#listeners) listener()
  }

  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void> {
    return this.#outbox.idle()
  }

  stop(): Promise<void> {
    return this.#outbox.stop()
  }
}
