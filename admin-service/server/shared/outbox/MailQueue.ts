import { randomUUID } from 'node:crypto'
import type { SendMailOptions } from 'nodemailer'
import { type OutboxDelivery, pendingDelivery } from '../../../../content/outbox/delivery.ts'
import { Outbox, type Channels, type OutboxStore } from './Outbox.ts'

/** Sends one e-mail; rejects when the mail server did not accept it. */
export type SendMail = (mail: SendMailOptions) => Promise<unknown>

type QueuedMail = { id: string; receivedAt: string; deliveries: { email: OutboxDelivery }; mail: SendMailOptions }

type MailQueueOptions = {
  /** What the log calls one of its e-mails ("Sign-in e-mail"). */
  label: string
  /** How long an e-mail is worth retrying (Outbox's default: three days). */
  giveUpMs?: number
  retryBaseMs?: number
  log?: (line: string) => void
  now?: () => number
}

/**
 * E-mails written in full when queued and kept in memory until sent, through the service's outbox
 * (Outbox.ts: a lane of their own, retries with backoff): for e-mails worth sending only while they are
 * news (a sign-in link, the owner's alert that a door is flooded), which a restart may forget. An e-mail
 * leaves the queue once sent or given up.
 */
export class MailQueue {
  readonly #items: QueuedMail[] = []
  readonly #listeners = new Set<() => void>()
  readonly #outbox: Outbox<QueuedMail, 'email'>
  readonly #now: () => number

  /** `send` absent: no mail server, and nothing is queued. */
  constructor(send: SendMail | undefined, options: MailQueueOptions) {
    const items = this.#items
    const listeners = this.#listeners
    this.#now = options.now ?? Date.now
    const view: OutboxStore<QueuedMail, 'email'> = {
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
    const channels: Channels<QueuedMail, 'email'> = send ? { email: async ({ mail }) => void (await send(mail)) } : {}
    this.#outbox = new Outbox(view, channels, { ...options, possibleKinds: ['email'] })
    this.#outbox.start()
  }

  /** Whether e-mails can be sent at all (a mail server is configured). */
  get sends(): boolean {
    return this.#outbox.has('email')
  }

  /** Queues `mail`, sent in the background; false when there is no mail server to send it. */
  queue(mail: SendMailOptions): boolean {
    if (!this.sends) return false
    const at = new Date(this.#now()).toISOString()
    this.#items.push({ id: randomUUID(), receivedAt: at, deliveries: { email: pendingDelivery(at) }, mail })
    for (const listener of this.#listeners) listener()
    return true
  }

  /** Resolves when nothing is being sent (tests). */
  idle(): Promise<void> {
    return this.#outbox.idle()
  }

  /** Stops sending; an e-mail under way finishes first. */
  stop(): Promise<void> {
    return this.#outbox.stop()
  }
}
