import { z } from 'zod'

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

/** `<data dir>/accounts.json`: the agents' sign-in links and sessions. */
export const accountFile = z.object({
  signIns: z.array(storedSignIn),
  sessions: z.array(storedAgentSession),
})
export type AccountFile = z.infer<typeof accountFile>

export const emptyAccountFile = (): AccountFile => ({ signIns: [], sessions: [] })
