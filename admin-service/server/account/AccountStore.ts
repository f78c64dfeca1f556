import { createHash, randomBytes } from 'node:crypto'
import { type OutboxDelivery, pendingDelivery } from '../../../content/outbox/delivery.ts'
import { sameAddress } from '../shared/mail/sameAddress.ts'
import { GroupCommit } from '../shared/persistence/GroupCommit.ts'
import type { StoreLogger } from '../shared/persistence/openJsonFile.ts'
import { openStore } from '../shared/persistence/openStore.ts'
import {
  accountFile,
  type AccountFile,
  emptyAccountFile,
  type StoredAgentSession,
  type StoredDeletionRequest,
  type StoredErasing,
  type StoredErasureMail,
} from './accountFile.ts'

/** How long a sign-in link works, and how long an agent's session lasts without use (each use extends it). */
export const SIGN_IN_LINK_MS = 15 * 60_000
export const AGENT_SESSION_MS = 30 * 86_400_000
/** A session's last use is written at most this often: the 30 days slide by the hour, not by the request. */
const TOUCH_EVERY_MS = 3_600_000

const digest = (value: string) => createHash('sha256').update(value).digest('base64url')
/** A new random secret: 256 bits, base64url. */
export const newSecret = () => randomBytes(32).toString('base64url')

/** What opening a sign-in link came to. */
export type Redeemed =
  { outcome: 'signed-in'; email: string } | { outcome: 'unknown' | 'used' | 'expired' | 'other-browser' }

/**
 * The agents' sign-in links and sessions, their requests to erase their data and the e-mails saying it is done,
 * one JSON file (`accounts.json`) under its lease, written like the other stores (GroupCommit: a change
 * resolves once on disk). Only SHA-256 digests of the link tokens, browser bindings and session ids are kept.
 * Links and sessions past their time are dropped at each write.
 */
export class AccountStore {
  readonly #writes: GroupCommit<AccountFile>

  private constructor(
    writes: GroupCommit<AccountFile>,
    readonly now: () => number,
  ) {
    this.#writes = writes
  }

  /** A store in memory, for tests and for an app built without a data directory. */
  static inMemory(now: () => number = Date.now): AccountStore {
    return new AccountStore(GroupCommit.inMemory(emptyAccountFile()), now)
  }

  /** Opens `file` under its lease; a missing file starts empty, a corrupt one from its newest good backup. */
  static async open(
    file: string,
    options: { logger?: StoreLogger; onLockLost?: (error: Error) => void; now?: () => number } = {},
  ): Promise<AccountStore> {
    const writes = await openStore(file, accountFile, {
      label: 'Accounts store',
      initial: emptyAccountFile,
      backups: 3,
      logger: options.logger,
      onLockLost: options.onLockLost,
    })
    return new AccountStore(writes, options.now ?? Date.now)
  }

  /** Records a sign-in link for `email`, asked for by the browser holding `binding`; returns the link's token. */
  async addSignIn(email: string, binding: string): Promise<string> {
    const token = newSecret()
    const now = this.now()
    await this.#commit((state) => ({
      ...state,
      signIns: [
        ...state.signIns,
        {
          token: digest(token),
          binding: digest(binding),
          email,
          createdAt: new Date(now).toISOString(),
          expiresAt: new Date(now + SIGN_IN_LINK_MS).toISOString(),
          usedAt: null,
        },
      ],
    }))
    return token
  }

  /**
   * Opens a sign-in link in the browser holding `binding` (undefined: none). Only the browser that asked, within
   * the link's 15 minutes and once, signs in, and only that uses the link up: another browser (a mail scanner's
   * prefetch) leaves it as it was.
   */
  async redeem(token: string, binding: string | undefined): Promise<Redeemed> {
    const key = digest(token)
    const now = this.now()
    const found = this.#writes.data.signIns.find((s) => s.token === key)
    if (!found) return { outcome: 'unknown' }
    if (found.usedAt) return { outcome: 'used' }
    if (Date.parse(found.expiresAt) <= now) return { outcome: 'expired' }
    if (!binding || digest(binding) !== found.binding) return { outcome: 'other-browser' }
    // Checked again inside the write: two tabs opening the link at once sign in once.
    const won = await this.#writes.commit((state) => {
      const signIn = state.signIns.find((s) => s.token === key)
      if (!signIn || signIn.usedAt) return [state, false]
      const used = { ...signIn, usedAt: new Date(now).toISOString() }
      return [{ ...state, signIns: state.signIns.map((s) => (s === signIn ? used : s)) }, true]
    })
    return won ? { outcome: 'signed-in', email: found.email } : { outcome: 'used' }
  }

  /** Starts a session for an agent; returns the new random cookie value. */
  async createSession(agentId: string): Promise<string> {
    const id = newSecret()
    const at = new Date(this.now()).toISOString()
    await this.#commit((state) => ({
      ...state,
      sessions: [...state.sessions, { id: digest(id), agentId, createdAt: at, lastSeen: at }],
    }))
    return id
  }

  /** The live session of a cookie value, its last use moved to now (written at most hourly); null when none. */
  async session(id: string | undefined): Promise<StoredAgentSession | null> {
    if (!id) return null
    const key = digest(id)
    const now = this.now()
    const found = this.#writes.data.sessions.find((s) => s.id === key)
    if (!found || Date.parse(found.lastSeen) + AGENT_SESSION_MS <= now) return null
    if (now - Date.parse(found.lastSeen) >= TOUCH_EVERY_MS) {
      const lastSeen = new Date(now).toISOString()
      await this.#commit((state) => ({
        ...state,
        sessions: state.sessions.map((s) => (s.id === key ? { ...s, lastSeen } : s)),
      }))
    }
    return found
  }

  /** Ends one session (sign out). */
  async endSession(id: string | undefined): Promise<void> {
    if (!id) return
    const key = digest(id)
    await this.#commit((state) => ({ ...state, sessions: state.sessions.filter((s) => s.id !== key) }))
  }

  /** Ends every session of an agent, on every browser (sign out everywhere). */
  async endSessionsOf(agentId: string): Promise<void> {
    await this.#commit((state) => ({ ...state, sessions: state.sessions.filter((s) => s.agentId !== agentId) }))
  }

  /** Records an agent's request to erase their data; asked again while one is open, the open one stays. */
  async requestDeletion(agentId: string): Promise<StoredDeletionRequest> {
    const at = new Date(this.now()).toISOString()
    return this.#writes.commit((state) => {
      const open = state.deletionRequests.find((r) => r.agentId === agentId && !r.confirmedAt)
      if (open) return [state, open]
      const made = {
        id: randomBytes(12).toString('base64url'),
        agentId,
        requestedAt: at,
        confirmedAt: null,
        erasing: null,
      }
      return [{ ...state, deletionRequests: [...state.deletionRequests, made] }, made]
    })
  }

  /**
   * Before a Confirm erases anything: what it erases with kept on the request, for a Confirm given again after
   * this one failed part way (agentDeletion.ts passes the one the request already holds, if any).
   */
  async beginDeletion(requestId: string, erasing: StoredErasing): Promise<void> {
    await this.#commit((state) => ({
      ...state,
      deletionRequests: state.deletionRequests.map((r) => (r.id === requestId ? { ...r, erasing } : r)),
    }))
  }

  /**
   * After the owner confirmed a request and the agent's data was erased elsewhere: the request marked done
   * (without what it erased with), the agent's sessions and the sign-in links asked for their address gone,
   * and, in the same write, the e-mail telling them so queued for the outbox (`ErasureMailer.ts`) at the
   * address and name they had.
   */
  async completeDeletion(requestId: string, agent: { id: string; email: string; name: string }): Promise<void> {
    const at = new Date(this.now()).toISOString()
    const mail: StoredErasureMail = {
      id: randomBytes(12).toString('base64url'),
      receivedAt: at,
      to: agent.email,
      name: agent.name,
      deliveries: { email: pendingDelivery(at) },
    }
    await this.#commit((state) => ({
      deletionRequests: state.deletionRequests.map((r) =>
        r.id === requestId ? { ...r, confirmedAt: at, erasing: null } : r,
      ),
      sessions: state.sessions.filter((s) => s.agentId !== agent.id),
      signIns: state.signIns.filter((s) => !sameAddress(s.email, agent.email)),
      erasureMails: [...state.erasureMails, mail],
    }))
  }

  /** The outbox's view (shared/outbox/Outbox.ts): the e-mails telling agents their data was erased. */
  get outbox(): readonly StoredErasureMail[] {
    return this.#writes.data.erasureMails
  }

  onChange(listener: () => void): () => void {
    return this.#writes.onChange(listener)
  }

  /**
   * The outcome of an erasure e-mail's attempt (the outbox calls it): kept while it is retried; once sent or
   * given up it leaves the file, and with it the last copy of the agent's address.
   */
  async setDelivery(id: string, _kind: 'email', delivery: OutboxDelivery): Promise<void> {
    await this.#commit((state) => ({
      ...state,
      erasureMails:
        delivery.state === 'pending'
          ? state.erasureMails.map((m) => (m.id === id ? { ...m, deliveries: { email: delivery } } : m))
          : state.erasureMails.filter((m) => m.id !== id),
    }))
  }

  /** The whole state. Treat as read-only. */
  get data(): AccountFile {
    return this.#writes.data
  }

  close(): Promise<void> {
    return this.#writes.close()
  }

  /** A change, with the links and sessions past their time left out of the state it writes. */
  #commit(change: (state: AccountFile) => AccountFile): Promise<void> {
    const now = this.now()
    return this.#writes.commit((state) => {
      const next = change(state)
      return [
        {
          deletionRequests: next.deletionRequests,
          erasureMails: next.erasureMails,
          signIns: next.signIns.filter((s) => Date.parse(s.expiresAt) > now - SIGN_IN_LINK_MS),
          sessions: next.sessions.filter((s) => Date.parse(s.lastSeen) + AGENT_SESSION_MS > now),
        },
        undefined,
      ]
    })
  }
}
