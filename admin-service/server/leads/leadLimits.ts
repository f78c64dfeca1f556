import { RateLimit } from '../shared/intake/RateLimit.ts'

export type LeadLimits = {
  /** Valid requests one address may send per window. */
  perAddress: number
  /** Valid requests (spam aside) all addresses together may send per window: a cap on a distributed flood. */
  global: number
  windowSeconds: number
  /** Requests one address may send that are not valid quote requests, per `junkWindowSeconds`. */
  junkPerAddress: number
  junkWindowSeconds: number
  /** Requests judged spam (the bot checks) stored per window from all addresses together; beyond, dropped. */
  spamGlobal: number
}

/**
 * A person sends one request, perhaps two after a correction; five an hour from one address is
 * already unusual. Two hundred an hour from everyone is far beyond a small studio's busiest day. A person
 * whose request is refused corrects it a few times; thirty refusals in ten minutes is a script.
 */
export const DEFAULT_LEAD_LIMITS: LeadLimits = {
  perAddress: 5,
  global: 200,
  windowSeconds: 3600,
  junkPerAddress: 30,
  junkWindowSeconds: 600,
  spamGlobal: 200,
}

/**
 * The quote form's budgets (its door of the intake guard, IntakeGuard.ts): the service's one rate
 * limiter, configured by `limits`. Spam spends its own global budget, so bots cannot use up everyone's.
 */
export function leadBudgets(limits: Partial<LeadLimits> = {}) {
  const l = { ...DEFAULT_LEAD_LIMITS, ...limits }
  const duration = { windowSeconds: l.windowSeconds }
  return {
    connection: new RateLimit('lead-ip', { points: l.perAddress, ...duration }),
    global: new RateLimit('lead-all', { points: l.global, ...duration }),
    spam: new RateLimit('lead-spam', { points: l.spamGlobal, ...duration }),
    junk: new RateLimit('lead-junk', { points: l.junkPerAddress, windowSeconds: l.junkWindowSeconds }),
  }
}
export type LeadBudgets = ReturnType<typeof leadBudgets>
