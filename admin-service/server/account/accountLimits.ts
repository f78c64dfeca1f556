import { RateLimit } from '../shared/intake/RateLimit.ts'

/** The sign-in door's budgets (the intake guard's, IntakeGuard.ts), per hour unless said otherwise. */
export type AccountLimits = {
  /** Links one mailbox may be sent, however many connections ask for it. */
  linksPerAddress: number
  /** Links one connection may ask for, whatever the addresses. */
  linksPerConnection: number
  /** Links everyone together may ask for. */
  linksGlobal: number
  /** Requests one connection may send that are refused as junk, per 10 minutes, before it is refused unread. */
  junkPerConnection: number
}

/**
 * An agent asks for a link, perhaps again when the first is slow to arrive or opened in another browser:
 * five an hour per mailbox is room for that, and bounds what anyone can make a stranger's mailbox receive.
 * Ten an hour per connection leaves room for an office behind one address; the global cap is far beyond a
 * small studio's agents.
 */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  linksPerAddress: 5,
  linksPerConnection: 10,
  linksGlobal: 300,
  junkPerConnection: 30,
}

const HOUR = 3600

/** The sign-in door's budgets: the service's one rate limiter, configured by `limits`. */
export function accountBudgets(limits: Partial<AccountLimits> = {}) {
  const l = { ...DEFAULT_ACCOUNT_LIMITS, ...limits }
  const perHour = (name: string, points: number) => new RateLimit(name, { points, windowSeconds: HOUR })
  return {
    perAddress: perHour('account-links-address', l.linksPerAddress),
    perConnection: perHour('account-links-connection', l.linksPerConnection),
    global: perHour('account-links-all', l.linksGlobal),
    junk: new RateLimit('account-junk', { points: l.junkPerConnection, windowSeconds: 600 }),
  }
}
export type AccountBudgets = ReturnType<typeof accountBudgets>
