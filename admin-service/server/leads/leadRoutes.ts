import { randomBytes } from 'node:crypto'
import { bodyParser } from '@koa/bodyparser'
import { Router } from '@koa/router'
import type { Context } from 'koa'
import {
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  leadFieldErrors,
  leadInput,
  leadMessages,
  MAX_LEAD_BYTES,
  MIN_FILL_MS,
  submissionFromEntries,
  type LeadSubmission,
} from '../../../content/leads/schema.ts'
import { leadPatch, leadSettings, type StoredLead } from '../../../content/leads/store.ts'
import type { RefusalReason } from '../../shared/intake.ts'
import { InvalidItemError } from '../shared/persistence/storeErrors.ts'
import type { LeadStore, SpamReason } from './LeadStore.ts'
import { HttpError, messages } from '../shared/http/errors.ts'
import { formAnswerPage } from './formAnswerPage.ts'
import { leadsCsv } from './leadCsv.ts'
import type { IntakeWatch } from './IntakeWatch.ts'
import type { LeadLimiter, Refusal } from './LeadLimiter.ts'
import type { LeadOutbox } from './leadOutbox.ts'
import { clientKey } from '../shared/http/clientKey.ts'
import { fromOwnOrigin } from '../shared/http/csrfGuard.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import { requireAuth } from '../auth/sessionAuth.ts'
import { LEAD_PATH, type OriginPolicy } from '../shared/http/originPolicy.ts'

/** Where a form sent without JavaScript lands after a successful request (a static page). */
export const THANKS_PATH = '/contact/thanks'

const limit = `${MAX_LEAD_BYTES}b`
const parseBody = bodyParser({
  enableTypes: ['json', 'form'],
  jsonLimit: limit,
  formLimit: limit,
  onError: (error) => {
    throw toHttpError(error)
  },
})

/** A body parser's failure as the visitor is told it: too large, or not a readable body. */
function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  return (error as { status?: number }).status === 413
    ? new HttpError(413, messages.leadTooLarge)
    : new HttpError(400, messages.badJson)
}

/**
 * Bots: the hidden field filled in, or sent faster than a person types. The island always reports its
 * fill time; a form sent without JavaScript has no clock, so only the hidden field judges it.
 */
function spamReason(submission: LeadSubmission, fromIsland: boolean): SpamReason | null {
  const honeypot = submission[HONEYPOT_FIELD]
  if (honeypot !== undefined && honeypot !== '') return 'honeypot'
  const fillMs = submission[FILL_TIME_FIELD]
  if (typeof fillMs === 'number' && Number.isFinite(fillMs)) return fillMs < MIN_FILL_MS ? 'too-fast' : null
  return fromIsland ? 'too-fast' : null
}

/**
 * The request comes from the site's own pages: its Origin is the service's own, the public site's
 * (served apart, OriginPolicy.siteOrigin) or an extra one, or, where the page's referrer
 * policy is `no-referrer` (helmet's default, which the service sends with the pages it serves) and the
 * browser sends `Origin: null` with a form post, the browser itself says it is same-origin
 * (`Sec-Fetch-Site`, which no page can set).
 */
function fromTheSite(ctx: Context, policy: OriginPolicy, allowedOrigins: readonly string[]): boolean {
  const site = policy.siteOrigin ? [policy.siteOrigin] : []
  if (fromOwnOrigin(ctx, policy, [...site, ...allowedOrigins])) return true
  const origin = ctx.get('Origin')
  return (origin === '' || origin === 'null') && ctx.get('Sec-Fetch-Site') === 'same-origin'
}

/** The answer for a form post (an HTML page) or for the island (JSON through the error handler). */
async function answerForm(ctx: Context, asForm: boolean, run: () => Promise<void>): Promise<void> {
  try {
    await run()
  } catch (error) {
    if (!asForm || !(error instanceof HttpError)) throw error
    ctx.status = error.status
    ctx.type = 'html'
    // A Buffer: the error handler turns an /api error's string body into JSON.
    ctx.body = Buffer.from(formAnswerPage(error.message, error.fields))
  }
}

export type LeadRoutesOptions = {
  store: LeadStore
  notifier: LeadOutbox
  limiter: LeadLimiter
  /** Counts what the form refused, for the owner (`GET /api/leads` → `intake`). */
  watch: IntakeWatch
  policy: OriginPolicy
  /** Origins accepted besides the service's and the site's; for tests. */
  allowedOrigins: readonly string[]
  /** Where a misconfiguration is reported (once). */
  warn?: (line: string) => void
  /** The tag of a question sent from a listing's page (listings/listingTag.ts); without it, none is accepted. */
  listingOf?: (id: string) => StoredLead['listing']
}

/**
 * `POST /api/leads`: the public quote form, no session. Mounted before the CSRF guard (a plain HTML
 * form cannot send its header) and checked here instead: the Origin must be the site's own. Then the
 * rate limits are looked up (not spent), then size, type and the shared schema; a request refused there
 * is junk: counted for the owner (`watch`) and against its address's junk allowance, never against the
 * budgets. A valid request spends them and is stored (spam included, flagged) before the answer:
 * 201 `{ ok, id }` for JSON, 303 to the thanks page for a form.
 */
export function publicLeadRoutes(options: LeadRoutesOptions) {
  const { store, notifier, limiter, watch, policy, allowedOrigins } = options
  const warn = options.warn ?? ((line: string) => console.warn(line))
  const router = new Router()
  let warnedProxy = false

  router.post(LEAD_PATH, async (ctx) => {
    if (!ctx.app.proxy && ctx.get('X-Forwarded-For') && !warnedProxy) {
      warnedProxy = true
      warn(
        'Quote requests arrive through a proxy (X-Forwarded-For) but the service trusts none (ADMIN_PUBLIC_ORIGIN ' +
          'unset or ADMIN_PROXY_HOPS=0): every visitor counts as the proxy, so they share one rate limit. ' +
          'Set ADMIN_PUBLIC_ORIGIN and ADMIN_PROXY_HOPS behind nginx.',
      )
    }
    const asForm = !ctx.is('application/json')
    const address = clientKey(ctx.ip)
    /** A request that is no quote request: counted for the owner and against its address's junk allowance. */
    const junk = async (reason: RefusalReason, error: HttpError): Promise<never> => {
      watch.refused(reason, address)
      await limiter.junk(address)
      throw error
    }
    const turnAway = (refusal: Refusal): never => {
      ctx.set('Retry-After', String(Math.ceil(refusal.retryMs / 1000)))
      if (refusal.limit === 'junk') {
        watch.refused('junk-limit', address)
        throw new HttpError(429, messages.leadTooManyJunk)
      }
      if (refusal.limit === 'global') {
        watch.capReached(refusal.retryMs)
        throw new HttpError(429, messages.leadBusy)
      }
      throw new HttpError(429, messages.leadTooMany)
    }
    await answerForm(ctx, asForm, async () => {
      if (!fromTheSite(ctx, policy, allowedOrigins)) await junk('origin', new HttpError(403, messages.leadOrigin))
      // Looked up, not spent: only a valid request spends the budgets (below).
      const refusal = await limiter.check(address)
      if (refusal) turnAway(refusal)
      if (Number(ctx.get('Content-Length')) > MAX_LEAD_BYTES)
        await junk('too-large', new HttpError(413, messages.leadTooLarge))
      if (!ctx.is('application/json', 'application/x-www-form-urlencoded'))
        await junk('type', new HttpError(415, messages.leadType))
      try {
        await parseBody(ctx, async () => {})
      } catch (error) {
        // A malformed, aborted or too slow body.
        await junk(error instanceof HttpError && error.status === 413 ? 'too-large' : 'invalid', toHttpError(error))
      }
      const submission: LeadSubmission = asForm
        ? submissionFromEntries(new URLSearchParams(String(ctx.request.rawBody ?? '')))
        : ((ctx.request.body ?? {}) as LeadSubmission)
      if (typeof submission !== 'object' || submission === null || Array.isArray(submission)) {
        await junk('invalid', new HttpError(400, messages.invalidLead))
      }
      const parsed = leadInput.safeParse(submission)
      if (!parsed.success)
        return junk('invalid', new HttpError(400, messages.invalidLead, leadFieldErrors(parsed.error)))
      const listing = parsed.data.listing ? (options.listingOf?.(parsed.data.listing) ?? null) : null
      if (parsed.data.listing && !listing)
        return junk('invalid', new HttpError(400, messages.invalidLead, { listing: leadMessages.listing }))
      const spam = spamReason(submission, !asForm)
      const spent = await limiter.spend(address, spam !== null)
      // A listing's question goes to its agent too when the owner asked for it.
      const deliveries = [
        ...notifier.kinds,
        ...(listing?.forwardTo && notifier.has('agent') ? (['agent'] as const) : []),
      ]
      // Spam past a budget (its address's, or spam's own hourly cap) is answered like any request (a bot
      // learns nothing) and not stored.
      const id =
        spent && spam
          ? randomBytes(12).toString('base64url')
          : spent
            ? turnAway(spent)
            : (await store.add(parsed.data, { spam, deliveries, listing })).id
      if (asForm) {
        ctx.status = 303
        ctx.redirect(THANKS_PATH)
      } else {
        ctx.status = 201
        ctx.body = { ok: true, id }
      }
    })
  })

  return router
}

/** The owner's inbox API: every route needs a signed-in owner (and the CSRF rules for changes). */
export function leadRoutes({ store, notifier, watch }: Pick<LeadRoutesOptions, 'store' | 'notifier' | 'watch'>) {
  const router = new Router({ prefix: '/api' })
  const idOf = (ctx: Context & { params: Record<string, string> }) => {
    const id = ctx.params.id!
    if (!store.get(id)) throw new HttpError(404, messages.leadNotFound)
    return id
  }

  router.get('/leads', requireAuth, (ctx) => {
    ctx.body = {
      leads: [...store.leads].reverse(),
      settings: store.settings,
      channels: notifier.kinds,
      intake: watch.summary(),
    }
  })

  router.get('/leads.csv', requireAuth, (ctx) => {
    const day = new Date().toISOString().slice(0, 10)
    ctx.attachment(`leads-${day}.csv`)
    ctx.type = 'text/csv; charset=utf-8'
    ctx.body = leadsCsv([...store.leads].reverse().filter((l) => !l.spam))
  })

  router.put('/leads/settings', requireAuth, jsonOnly(), async (ctx) => {
    const parsed = leadSettings.safeParse(ctx.request.body)
    if (!parsed.success)
      throw new HttpError(400, messages.invalidLeadSettings, InvalidItemError.fromZod(parsed.error).fields)
    ctx.body = { ok: true, settings: await store.setSettings(parsed.data) }
  })

  router.patch('/leads/:id', requireAuth, jsonOnly(), async (ctx) => {
    const id = idOf(ctx)
    const parsed = leadPatch.safeParse(ctx.request.body)
    if (!parsed.success)
      throw new HttpError(400, messages.invalidLeadChange, InvalidItemError.fromZod(parsed.error).fields)
    ctx.body = { ok: true, lead: await store.update(id, parsed.data) }
  })

  router.delete('/leads/:id', requireAuth, async (ctx) => {
    await store.remove(idOf(ctx))
    ctx.body = { ok: true }
  })

  return router
}
