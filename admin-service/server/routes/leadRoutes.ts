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
import { InvalidItemError } from '../../store/errors.ts'
import type { LeadStore, SpamReason } from '../../store/LeadStore.ts'
import { HttpError, messages } from '../errors.ts'
import { formAnswerPage } from '../leads/formAnswerPage.ts'
import { leadsCsv } from '../leads/leadCsv.ts'
import type { LeadLimiter } from '../leads/LeadLimiter.ts'
import type { LeadNotifier } from '../leads/LeadNotifier.ts'
import { clientKey } from '../auth/clientKey.ts'
import { fromOwnOrigin } from '../middleware/csrfGuard.ts'
import { jsonOnly } from '../middleware/jsonOnly.ts'
import { requireAuth } from '../middleware/sessionAuth.ts'
import { LEAD_PATH, type OriginPolicy } from '../originPolicy.ts'

/** Where a form sent without JavaScript lands after a successful request (a static page). */
export const THANKS_PATH = '/contact/thanks'

const limit = `${MAX_LEAD_BYTES}b`
const parseBody = bodyParser({
  enableTypes: ['json', 'form'],
  jsonLimit: limit,
  formLimit: limit,
  onError: (error) => {
    throw (error as { status?: number }).status === 413
      ? new HttpError(413, messages.leadTooLarge)
      : new HttpError(400, messages.badJson)
  },
})

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
  notifier: LeadNotifier
  limiter: LeadLimiter
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
 * rate limits, size and type, the shared schema; a valid request is stored (spam included, flagged)
 * before the answer: 201 `{ ok, id }` for JSON, 303 to the thanks page for a form.
 */
export function publicLeadRoutes(options: LeadRoutesOptions) {
  const { store, notifier, limiter, policy, allowedOrigins, warn = (line: string) => console.warn(line) } = options
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
    await answerForm(ctx, asForm, async () => {
      if (!fromTheSite(ctx, policy, allowedOrigins)) throw new HttpError(403, messages.leadOrigin)
      const wait = await limiter.take(clientKey(ctx.ip))
      if (wait > 0) {
        ctx.set('Retry-After', String(Math.ceil(wait / 1000)))
        throw new HttpError(429, messages.leadTooMany)
      }
      if (Number(ctx.get('Content-Length')) > MAX_LEAD_BYTES) throw new HttpError(413, messages.leadTooLarge)
      if (!ctx.is('application/json', 'application/x-www-form-urlencoded')) throw new HttpError(415, messages.leadType)
      await parseBody(ctx, async () => {})
      const submission: LeadSubmission = asForm
        ? submissionFromEntries(new URLSearchParams(String(ctx.request.rawBody ?? '')))
        : ((ctx.request.body ?? {}) as LeadSubmission)
      if (typeof submission !== 'object' || submission === null || Array.isArray(submission)) {
        throw new HttpError(400, messages.invalidLead)
      }
      const parsed = leadInput.safeParse(submission)
      if (!parsed.success) throw new HttpError(400, messages.invalidLead, leadFieldErrors(parsed.error))
      const listing = parsed.data.listing ? (options.listingOf?.(parsed.data.listing) ?? null) : null
      if (parsed.data.listing && !listing)
        throw new HttpError(400, messages.invalidLead, { listing: leadMessages.listing })
      const lead = await store.add(parsed.data, {
        spam: spamReason(submission, !asForm),
        // A listing's question goes to its agent too when the owner asked for it.
        deliveries: [...notifier.kinds, ...(listing?.forwardTo && notifier.has('agent') ? (['agent'] as const) : [])],
        listing,
      })
      if (asForm) {
        ctx.status = 303
        ctx.redirect(THANKS_PATH)
      } else {
        ctx.status = 201
        ctx.body = { ok: true, id: lead.id }
      }
    })
  })

  return router
}

/** The owner's inbox API: every route needs a signed-in owner (and the CSRF rules for changes). */
export function leadRoutes({ store, notifier }: Pick<LeadRoutesOptions, 'store' | 'notifier'>) {
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
