import { z } from 'zod'
import { outboxDelivery } from '../../../content/outbox/delivery.ts'

const isoTime = z.iso.datetime()
/** A SHA-256 digest in base64url: what the store keeps of a link's token, a browser's binding or a session id. */
const digest = z.string().regex(/^[\w-]{43}$/)

/** A sign-in link asked for: only digests, so the file never holds a usable link or cookie. */
export const storedSignIn = z.object({
  token: digest,
  /** The browser that asked: the digest of its binding cookie. */
  binding: digest,
  email: z.string().max(254),
  createdAt: isoTime,
  expiresAt: isoTime,
  usedAt: isoTime.nullable(),
})

/** A signed-in agent's browser. */
export const storedAgentSession = z.object({
  id: digest,
  agentId: z.string().max(64),
  createdAt: isoTime,
  lastSeen: isoTime,
})
export type StoredAgentSession = z.infer<typeof storedAgentSession>

/**
 * What an erasure under way erases with, taken from the agent's profile before anything is erased: the
 * address its steps find their records by and the e-mail telling them goes to, the name that e-mail greets,
 * and their headshot and logo files. A Confirm that fails after the profile has lost them is given again
 * with these.
 */
export const storedErasing = z.object({
  email: z.string().max(254),
  name: z.string().max(200),
  images: z.array(z.string().max(200)).max(2),
})
export type StoredErasing = z.infer<typeof storedErasing>

/**
 * An agent's request that their personal data be erased: open until the owner confirms it, then kept with
 * the time it was done (the agent's id only: no personal data once done; `erasing` only while a Confirm is
 * under way or failed part way).
 */
export const storedDeletionRequest = z.object({
  id: z.string().regex(/^[\w-]{16}$/),
  agentId: z.string().max(64),
  requestedAt: isoTime,
  confirmedAt: isoTime.nullable(),
  erasing: storedErasing.nullable().default(null),
})
export type StoredDeletionRequest = z.infer<typeof storedDeletionRequest>

/**
 * The e-mail telling an agent their data was erased, waiting in the outbox (shared/outbox/Outbox.ts): written
 * in the same change that marks their request done, so a restart still sends it; the address and name it needs
 * leave the file once it is sent or given up.
 */
export const storedErasureMail = z.object({
  id: z.string().regex(/^[\w-]{16}$/),
  receivedAt: isoTime,
  to: z.string().max(254),
  name: z.string().max(200),
  deliveries: z.object({ email: outboxDelivery }),
})
export type StoredErasureMail = z.infer<typeof storedErasureMail>

/**
 * `<data dir>/accounts.json`: the agents' sign-in links, sessions, requests to erase their data and the e-mails
 * telling them it is done.
 */
export const accountFile = z.object({
  signIns: z.array(storedSignIn),
  sessions: z.array(storedAgentSession),
  deletionRequests: z.array(storedDeletionRequest).default([]),
  erasureMails: z.array(storedErasureMail).default([]),
})
export type AccountFile = z.infer<typeof accountFile>

export const emptyAccountFile = (): AccountFile => ({
  signIns: [],
  sessions: [],
  deletionRequests: [],
  erasureMails: [],
})
