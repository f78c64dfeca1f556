import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { atomicWrite, removeStaleTempFiles } from '../../../lib/atomicWrite.ts'

/** A signed-in browser; `credential` is the owner's credential version at sign-in (see OwnerAccount). */
export type Session = { name: string; credential: number; createdAt: number; lastSeen: number }

export type SessionLimits = { idleMs: number; absoluteMs: number }
export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 }

const digest = (id: string) => createHash('sha256').update(id).digest('base64url')

/**
 * Server-side sessions keyed by the SHA-256 of the cookie value, so the optional persisted file
 * (`file`) never holds a usable cookie. Sessions expire after `idleMs` without use and `absoluteMs`
 * after sign-in, whichever comes first. The file belongs to one process (the one holding the store lock),
 * which removes temp files a killed predecessor left when it constructs the store.
 */
export class SessionStore {
  readonly #sessions = new Map<string, Session>()
  #saving: Promise<void> = Promise.resolve()

  constructor(
    readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS,
    readonly file?: string,
    readonly now: () => number = Date.now,
  ) {
    if (file) {
      removeStaleTempFiles(file)
      try {
        const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Session>
        for (const [key, session] of Object.entries(saved)) this.#sessions.set(key, session)
      } catch {
        // No saved sessions yet (or unreadable): everyone signs in again.
      }
    }
  }

  /** Creates a session under credential version `credential` and returns the new random cookie value. */
  create(name: string, credential: number): string {
    const id = randomBytes(32).toString('base64url')
    const now = this.now()
    this.#sessions.set(digest(id), { name, credential, createdAt: now, lastSeen: now })
    this.#persist()
    return id
  }

  /**
   * The live session for a cookie value, touching its idle timer. Expired sessions, and sessions made
   * under another credential version than `credential` (the password changed since), are removed.
   */
  get(id: string | undefined, credential: number): Session | null {
    if (!id) return null
    const key = digest(id)
    const session = this.#sessions.get(key)
    if (!session) return null
    const now = this.now()
    if (
      session.credential !== credential ||
      now - session.lastSeen > this.limits.idleMs ||
      now - session.createdAt > this.limits.absoluteMs
    ) {
      this.#sessions.delete(key)
      this.#persist()
      return null
    }
    session.lastSeen = now
    return session
  }

  destroy(id: string | undefined): void {
    if (id && this.#sessions.delete(digest(id))) this.#persist()
  }

  /** Ends every session ("sign out everywhere"). */
  destroyAll(): void {
    this.#sessions.clear()
    this.#persist()
  }

  /** Resolves when the session file is up to date. */
  flush(): Promise<void> {
    return this.#saving
  }

  #persist(): void {
    const file = this.file
    if (!file) return
    const now = this.now()
    for (const [key, s] of this.#sessions) {
      if (now - s.lastSeen > this.limits.idleMs || now - s.createdAt > this.limits.absoluteMs)
        this.#sessions.delete(key)
    }
    const snapshot = JSON.stringify(Object.fromEntries(this.#sessions))
    this.#saving = this.#saving.then(() => atomicWrite(file, snapshot)).catch(() => {})
  }
}
