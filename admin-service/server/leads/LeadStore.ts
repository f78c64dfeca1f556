import { randomBytes } from 'node:crypto'
import type { LeadInput } from '../../../content/leads/schema.ts'
import { SPAM_RETENTION_DAYS, type DeliveryKind } from '../../../content/leads/fields.ts'
import { pendingDelivery, type OutboxDelivery } from '../../../content/outbox/delivery.ts'
import {
  emptyLeadsFile,
  leadPatch,
  leadSettings,
  leadsFile,
  type LeadsFile,
  type LeadSettings,
  type StoredLead,
} from '../../../content/leads/store.ts'
import { InvalidItemError, ItemNotFoundError } from '../shared/persistence/storeErrors.ts'
import { GroupCommit } from '../shared/persistence/GroupCommit.ts'
import { mailboxMayGetMore, type SentTo } from '../shared/intake/visitorMail.ts'
import type { StoreLogger } from '../shared/persistence/openJsonFile.ts'
import { openStore } from '../shared/persistence/openStore.ts'
import { sameAddress } from '../shared/mail/sameAddress.ts'

/** Why the service stored a request as spam (the owner may also mark one: `update(id, { spam: true })`). */
export type SpamReason = Exclude<StoredLead['spamReason'], 'owner' | null>

const DAY_MS = 86_400_000

/**
 * Visitor confirmations (LEADS_AUTOREPLY) one mailbox gets in a day at most: a person asks once, perhaps
 * twice; anyone could otherwise aim the confirmation at someone else's address, again and again.
 */
export const AUTOREPLIES_PER_RECIPIENT_PER_DAY = 2

/** The moment before which leads are removed: `months` calendar months (spam: 30 days) before `now`. */
export function retentionCutoffs(settings: LeadSettings, now: number): { lead: number; spam: number } {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - settings.retentionMonths)
  return { lead: date.getTime(), spam: now - SPAM_RETENTION_DAYS * DAY_MS }
}

/**
 * The quote requests: one JSON file (`leads.json`) written like the portfolio store (atomic, fsync'ed,
 * rotating backups, one owner by lock). Every change resolves only once it is on disk, written in group
 * commits (GroupCommit.ts): a burst of requests costs a few writes, not one write each.
 */
export class LeadStore {
  readonly #writes: GroupCommit<LeadsFile>

  private constructor(writes: GroupCommit<LeadsFile>) {
    this.#writes = writes
  }

  /** A store in memory, for tests and for an app built without a data directory. */
  static inMemory(initial: LeadsFile = emptyLeadsFile()): LeadStore {
    return new LeadStore(GroupCommit.inMemory(leadsFile.parse(initial)))
  }

  /**
   * Opens `file` under its lease (`onLockLost` hears if the lease is ever lost); a missing file starts
   * empty, a corrupt one falls back to the newest good backup.
   */
  static async open(
    file: string,
    options: { backups?: number; logger?: StoreLogger; onLockLost?: (error: Error) => void } = {},
  ): Promise<LeadStore> {
    const writes = await openStore(file, leadsFile, {
      label: 'Lead store',
      initial: emptyLeadsFile,
      backups: options.backups ?? 5,
      logger: options.logger,
      onLockLost: options.onLockLost,
    })
    return new LeadStore(writes)
  }

  /** Every lead, oldest first. Treat as read-only. */
  get leads(): readonly StoredLead[] {
    return this.#writes.data.leads
  }

  /** The outbox's view (admin-service/server/shared/outbox/Outbox.ts): every lead with its deliveries. */
  get outbox(): readonly StoredLead[] {
    return this.leads
  }

  get settings(): LeadSettings {
    return this.#writes.data.settings
  }

  get(id: string): StoredLead | undefined {
    return this.#writes.data.leads.find((l) => l.id === id)
  }

  /** Called after every write with the new state (the notifier wakes up on it). */
  onChange(listener: (data: LeadsFile) => void): () => void {
    return this.#writes.onChange(listener)
  }

  /**
   * Stores a validated request. Spam is stored too (the inbox's spam view) but gets no deliveries;
   * every other lead gets one pending delivery per configured channel, except a visitor confirmation
   * when its mailbox has had `AUTOREPLIES_PER_RECIPIENT_PER_DAY` in the last 24 hours (decided in the
   * write itself, so requests arriving together are counted together, and across restarts).
   */
  add(
    input: LeadInput,
    options: {
      spam: SpamReason | null
      deliveries: readonly DeliveryKind[]
      now?: number
      /** The listing a question from a listing's page is about (its id is `input.listing`). */
      listing?: StoredLead['listing']
    },
  ): Promise<StoredLead> {
    const { listing: _listingId, ...fields } = input
    const now = options.now ?? Date.now()
    const receivedAt = new Date(now).toISOString()
    const base = {
      id: randomBytes(12).toString('base64url'),
      receivedAt,
      status: 'new',
      read: false,
      spam: options.spam !== null,
      spamReason: options.spam,
      ...fields,
      notes: '',
      listing: options.listing ?? null,
    } as const
    return this.#commit((state) => {
      const deliveries: StoredLead['deliveries'] = {}
      if (!options.spam) {
        for (const kind of options.deliveries) {
          if (
            kind === 'autoreply' &&
            !mailboxMayGetMore(state.leads, autoreplyOf, input.email, AUTOREPLIES_PER_RECIPIENT_PER_DAY, now)
          )
            continue
          deliveries[kind] = pendingDelivery(receivedAt)
        }
      }
      const lead: StoredLead = { ...base, deliveries }
      return [{ ...state, leads: [...state.leads, lead] }, lead]
    })
  }

  /** Changes the status, notes, read flag or spam flag of a lead. */
  update(id: string, patch: unknown): Promise<StoredLead> {
    const parsed = leadPatch.safeParse(patch)
    if (!parsed.success) return Promise.reject(InvalidItemError.fromZod(parsed.error))
    const { spam, ...rest } = parsed.data
    return this.#replace(id, (lead) => ({
      ...lead,
      ...rest,
      ...(spam === undefined || spam === lead.spam ? {} : { spam, spamReason: spam ? ('owner' as const) : null }),
    }))
  }

  /** Removes a lead for good (a person's request to be forgotten). */
  remove(id: string): Promise<void> {
    return this.#commit((state) => {
      if (!state.leads.some((l) => l.id === id)) throw new ItemNotFoundError(`No lead "${id}"`)
      return [{ ...state, leads: state.leads.filter((l) => l.id !== id) }, undefined]
    })
  }

  /**
   * Erases what the quote requests hold of the person with `email` (docs/decisions.md, "Erasure reaches the
   * orders and the quote requests"): the requests they sent are removed whole, spam included, with the e-mails
   * each still had to send; a buyer's question forwarded to them as a listing's agent keeps the buyer's request
   * and loses their address with the record of the copy sent to it. Resolves to how many requests were removed.
   */
  eraseClient(email: string): Promise<number> {
    if (!email.trim()) return Promise.resolve(0)
    return this.#commit((state) => {
      const forwarded = (l: StoredLead) => Boolean(l.listing?.forwardTo && sameAddress(l.listing.forwardTo, email))
      const leads = state.leads.filter((l) => !sameAddress(l.email, email))
      const removed = state.leads.length - leads.length
      if (removed === 0 && !leads.some(forwarded)) return [state, 0]
      return [{ ...state, leads: leads.map((l) => (forwarded(l) ? unforwarded(l) : l)) }, removed]
    })
  }

  /** Records the outcome of a delivery attempt; a lead deleted meanwhile is left deleted. */
  setDelivery(id: string, kind: DeliveryKind, delivery: OutboxDelivery): Promise<void> {
    return this.#commit((state) => {
      const index = state.leads.findIndex((l) => l.id === id)
      if (index < 0) return [state, undefined]
      const leads = [...state.leads]
      leads[index] = { ...leads[index]!, deliveries: { ...leads[index]!.deliveries, [kind]: delivery } }
      return [{ ...state, leads }, undefined]
    })
  }

  /** Changes the retention and removes at once what is now older than it. */
  setSettings(input: unknown, now = Date.now()): Promise<LeadSettings> {
    const parsed = leadSettings.safeParse(input)
    if (!parsed.success) return Promise.reject(InvalidItemError.fromZod(parsed.error))
    return this.#commit((state) => [withoutExpired({ ...state, settings: parsed.data }, now), parsed.data])
  }

  /** Removes leads older than the retention (spam: 30 days). Resolves to how many were removed. */
  prune(now = Date.now()): Promise<number> {
    return this.#commit((state) => {
      const next = withoutExpired(state, now)
      return [next, state.leads.length - next.leads.length]
    })
  }

  /** Waits for queued writes, then releases the file lock. */
  close(): Promise<void> {
    return this.#writes.close()
  }

  #replace(id: string, edit: (lead: StoredLead) => StoredLead): Promise<StoredLead> {
    return this.#commit((state) => {
      const index = state.leads.findIndex((l) => l.id === id)
      if (index < 0) throw new ItemNotFoundError(`No lead "${id}"`)
      const leads = [...state.leads]
      const lead = edit(leads[index]!)
      leads[index] = lead
      return [{ ...state, leads }, lead]
    })
  }

  #commit<R>(change: (state: LeadsFile) => [LeadsFile, R]): Promise<R> {
    return this.#writes.commit(change)
  }
}

/** A listing's question without the agent it was forwarded to, nor its copy to them, sent or due. */
function unforwarded(lead: StoredLead): StoredLead {
  const { agent: _toAgent, ...deliveries } = lead.deliveries
  return { ...lead, listing: lead.listing && { ...lead.listing, forwardTo: null }, deliveries }
}

/** The confirmation a lead sent (or is due to send) its visitor, if any. */
const autoreplyOf = (lead: StoredLead): SentTo =>
  lead.deliveries.autoreply ? { email: lead.email, at: lead.receivedAt } : null

function withoutExpired(state: LeadsFile, now: number): LeadsFile {
  const cutoff = retentionCutoffs(state.settings, now)
  const leads = state.leads.filter((l) => Date.parse(l.receivedAt) >= (l.spam ? cutoff.spam : cutoff.lead))
  return leads.length === state.leads.length ? state : { ...state, leads }
}
