import { bodyParser } from '@koa/bodyparser'
import type { Context, Middleware } from 'koa'
import type { RefusalReason } from '../../../shared/intake.ts'
import { clientKey } from '../http/clientKey.ts'
import { fromOwnOrigin } from '../http/csrfGuard.ts'
import { HttpError, messages } from '../http/errors.ts'
import type { OriginPolicy } from '../http/originPolicy.ts'
import type { IntakeWatch } from './IntakeWatch.ts'
import type { RateLimit } from './RateLimit.ts'

/** Whose budget a valid request spends: its connection's, an identity's (an e-mail, a manage link), everyone's. */
export type BudgetKind = 'connection' | 'identity' | 'global'

/** One budget a request spends: `points` of `key` in `limit`. */
export type Budget = { kind: BudgetKind; limit: RateLimit; key: string; points?: number }

/** Why a valid request is turned away: one of its budgets, or its connection's junk allowance, and for how long. */
export type Refusal = { kind: BudgetKind | 'junk'; retryMs: number }

/** What a door tells a visitor; each refusal says whose budget ran out. */
export type DoorTexts = Record<BudgetKind | 'junk', string> & { origin: string; tooLarge: string; type: string }

/**
 * One public route as the guard holds it. `read` is the door's schema: it returns the request's value or
 * throws a 4xx HttpError naming the fields (the request is then junk). `budgets` are what a valid request
 * spends, in order.
 */
export type Door<T> = {
  /** The door's name as the owner reads it on /admin ("holds", "manage link"...). */
  name: string
  /** The body it reads (null: none, a GET); larger bodies and other types are junk. */
  body: { maxBytes: number; types: readonly ('json' | 'form')[] } | null
  /** Only from the site's own pages (every door that changes something). */
  sameSite: boolean
  read: (ctx: Context, body: unknown) => T | Promise<T>
  budgets: (value: T, ctx: Context) => Budget[]
  texts: DoorTexts
}

export type IntakeGuardOptions = {
  /** Where the doors' junk and global caps are counted for the owner. */
  watch: IntakeWatch
  /** Junk one connection may send (all doors together) before it is refused unread. */
  junk: RateLimit
  policy: OriginPolicy
  /** Origins accepted besides the service's and the site's; for tests. */
  allowedOrigins: readonly string[]
  /** Where a misconfiguration is reported (once). */
  warn?: (line: string) => void
}

const TYPES = { json: 'application/json', form: 'application/x-www-form-urlencoded' } as const

/**
 * The public-intake guard: every route a visitor reaches without a session goes through a door of it.
 * In order: the Origin (writes come from the site's own pages), the connection's junk allowance, the size,
 * the type, the body and the door's schema; a request refused by any of these is junk, counted for the
 * owner (IntakeWatch) and against its connection's junk allowance, never against a budget. Only a valid
 * request then spends its budgets (its connection's, an identity's, everyone's); a refusal names which,
 * with Retry-After, and spends nothing.
 */
export class IntakeGuard {
  readonly #options: IntakeGuardOptions
  readonly #warn: (line: string) => void
  #warnedProxy = false

  constructor(options: IntakeGuardOptions) {
    this.#options = options
    this.#warn = options.warn ?? ((line) => console.warn(line))
  }

  /** A middleware that admits a door's valid requests (their value in `ctx.state.intake`) and refuses the rest. */
  door<T>(door: Door<T>): Middleware {
    return async (ctx, next) => {
      ctx.state.intake = await this.admit(ctx, door)
      return next()
    }
  }

  /** Reads, checks and charges a request at `door`: its value, or a thrown HttpError. */
  async admit<T>(ctx: Context, door: Door<T>): Promise<T> {
    const value = await this.read(ctx, door)
    const refusal = await this.spend(door.budgets(value, ctx))
    if (refusal) this.refuse(ctx, door, refusal)
    return value
  }

  /** Every check of a door but its budgets: the request's value, or junk refused (and counted). */
  async read<T>(ctx: Context, door: Door<T>): Promise<T> {
    const address = this.#address(ctx)
    const { watch, junk: allowance } = this.#options
    const junk = async (reason: RefusalReason, error: HttpError): Promise<never> => {
      watch.refused(reason, address, door.name)
      await allowance.take(address)
      throw error
    }
    if (door.sameSite && !this.#fromTheSite(ctx)) await junk('origin', new HttpError(403, door.texts.origin))
    // Looked up, not spent: a connection past its junk allowance is refused before anything is read.
    const wait = await allowance.waitFor(address)
    if (wait) {
      watch.refused('junk-limit', address, door.name)
      this.refuse(ctx, door, { kind: 'junk', retryMs: wait })
    }
    let body: unknown
    if (door.body) {
      const { maxBytes, types } = door.body
      if (Number(ctx.get('Content-Length')) > maxBytes) await junk('too-large', new HttpError(413, door.texts.tooLarge))
      if (!ctx.is(...types.map((t) => TYPES[t]))) await junk('type', new HttpError(415, door.texts.type))
      try {
        await parserFor(door.body)(ctx, async () => {})
      } catch (error) {
        // A malformed, aborted, too slow or too large body.
        const tooLarge = (error as { status?: number }).status === 413
        await junk(
          tooLarge ? 'too-large' : 'invalid',
          new HttpError(tooLarge ? 413 : 400, tooLarge ? door.texts.tooLarge : messages.badJson),
        )
      }
      body = ctx.is(TYPES.json) ? ctx.request.body : new URLSearchParams(String(ctx.request.rawBody ?? ''))
      if (ctx.is(TYPES.json) && (typeof body !== 'object' || body === null || Array.isArray(body)))
        await junk('invalid', new HttpError(400, messages.badJson))
    }
    try {
      return await door.read(ctx, body)
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) return junk('invalid', error)
      throw error
    }
  }

  /** Spends every budget or none: the first refusal, with the budgets spent before it given back; null when spent. */
  async spend(budgets: readonly Budget[]): Promise<Refusal | null> {
    const spent: Budget[] = []
    for (const budget of budgets) {
      const retryMs = await budget.limit.take(budget.key, budget.points)
      if (retryMs) {
        for (const done of spent) await done.limit.giveBack(done.key, done.points)
        return { kind: budget.kind, retryMs }
      }
      spent.push(budget)
    }
    return null
  }

  /** Turns a request away as `refusal` says: 429 with its door's text and Retry-After. */
  refuse(ctx: Context, door: Pick<Door<unknown>, 'name' | 'texts'>, refusal: Refusal): never {
    if (refusal.kind === 'global') this.#options.watch.capReached(refusal.retryMs, door.name)
    throw new HttpError(429, door.texts[refusal.kind], undefined, {
      'Retry-After': String(Math.ceil(refusal.retryMs / 1000)),
    })
  }

  #address(ctx: Context): string {
    if (!ctx.app.proxy && ctx.get('X-Forwarded-For') && !this.#warnedProxy) {
      this.#warnedProxy = true
      this.#warn(
        'Public requests arrive through a proxy (X-Forwarded-For) but the service trusts none (ADMIN_PUBLIC_ORIGIN ' +
          'unset or ADMIN_PROXY_HOPS=0): every visitor counts as the proxy, so they share one rate limit. ' +
          'Set ADMIN_PUBLIC_ORIGIN and ADMIN_PROXY_HOPS behind nginx.',
      )
    }
    return clientKey(ctx.ip)
  }

  /**
   * The request comes from the site's own pages: its Origin is the service's own, the public site's
   * (served apart, OriginPolicy.siteOrigin) or an extra one, or, where the page's referrer policy is
   * `no-referrer` (helmet's default, which the service sends with the pages it serves) and the browser
   * sends `Origin: null` with a form post, the browser itself says it is same-origin (`Sec-Fetch-Site`,
   * which no page can set).
   */
  #fromTheSite(ctx: Context): boolean {
    const { policy, allowedOrigins } = this.#options
    const site = policy.siteOrigin ? [policy.siteOrigin] : []
    if (fromOwnOrigin(ctx, policy, [...site, ...allowedOrigins])) return true
    const origin = ctx.get('Origin')
    return (origin === '' || origin === 'null') && ctx.get('Sec-Fetch-Site') === 'same-origin'
  }
}

const parsers = new Map<string, Middleware>()
/** One body parser per size and types (a door's limits); its errors are the guard's to answer. */
function parserFor({ maxBytes, types }: { maxBytes: number; types: readonly ('json' | 'form')[] }): Middleware {
  const key = `${maxBytes}:${types.join()}`
  let parser = parsers.get(key)
  if (!parser) {
    const limit = `${maxBytes}b`
    parser = bodyParser({ enableTypes: [...types], jsonLimit: limit, formLimit: limit }) as Middleware
    parsers.set(key, parser)
  }
  return parser
}

/** The client-address key of a request, as every door's connection budget counts it. */
export const connectionOf = (ctx: Context): string => clientKey(ctx.ip)
