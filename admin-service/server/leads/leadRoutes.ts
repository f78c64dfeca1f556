import { randomBytes } from 'node:crypto'
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
  type LeadInput,
  type LeadSubmission,
} from '../../../content/leads/schema.ts'
import { leadPatch, leadSettings, type StoredLead } from '../../../content/leads/store.ts'
import { requireAuth } from '../auth/index.ts'
import { HttpError, messages } from '../shared/http/errors.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import { LEAD_PATH } from '../shared/http/originPolicy.ts'
import { connectionOf, type Door, type DoorTexts, type IntakeGuard } from '../shared/intake/IntakeGuard.ts'
import type { IntakeWatch } from '../shared/intake/IntakeWatch.ts'
import { InvalidItemError } from '../shared/persistence/storeErrors.ts'
import { formAnswerPage } from './formAnswerPage.ts'
import { leadsCsv } from './leadCsv.ts'
import type { LeadBudgets } from './leadLimits.ts'
import type { LeadOutbox } from './leadOutbox.ts'
import type { LeadStore, SpamReason } from './LeadStore.ts'

/** Where a form sent without JavaScript lands after a successful request (a static page). */
export const THANKS_PATH = '/contact/thanks'

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
  /** The quote form's door of the public-intake guard, and its budgets. */
  guard: IntakeGuard
  budgets: LeadBudgets
  /** Counts what the form refused, for the owner (`GET /api/leads` → `intake`). */
  watch: IntakeWatch
  /** The tag of a question sent from a listing's page (listings/listingTag.ts); without it, none is accepted. */
  listingOf?: (id: string) => StoredLead['listing']
}

const texts: DoorTexts = {
  origin: messages.leadOrigin,
  tooLarge: messages.leadTooLarge,
  type: messages.leadType,
  connection: messages.leadTooMany,
  identity: messages.leadTooMany,
  global: messages.leadBusy,
  junk: messages.leadTooManyJunk,
}

type LeadAsked = { input: LeadInput; submission: LeadSubmission; listing: StoredLead['listing'] }

/**
 * `POST /api/leads`: the public quote form and the listings' questions, no session. Mounted before the
 * CSRF guard (a plain HTML form cannot send its header) and held by its door of the intake guard instead:
 * the site's own Origin, size, type and the shared schema; a request refused there is junk, never
 * counted against the budgets. A valid request spends them (spam its own global budget) and is stored
 * (spam included, flagged) before the answer: 201 `{ ok, id }` for JSON, 303 to the thanks page for a form.
 */
export function publicLeadRoutes(options: LeadRoutesOptions) {
  const { store, notifier, guard, budgets } = options
  const router = new Router()
  const door: Door<LeadAsked> = {
    name: 'quote form',
    body: { maxBytes: MAX_LEAD_BYTES, types: ['json', 'form'] },
    sameSite: true,
    read: (ctx, body) => {
      const submission: LeadSubmission =
        body instanceof URLSearchParams ? submissionFromEntries(body) : (body as LeadSubmission)
      const parsed = leadInput.safeParse(submission)
      if (!parsed.success) throw new HttpError(400, messages.invalidLead, leadFieldErrors(parsed.error))
      const listing = parsed.data.listing ? (options.listingOf?.(parsed.data.listing) ?? null) : null
      if (parsed.data.listing && !listing)
        throw new HttpError(400, messages.invalidLead, { listing: leadMessages.listing })
      return { input: parsed.data, submission, listing }
    },
    // Spent below: spam spends its own global budget.
    budgets: () => [],
    texts,
  }

  router.post(LEAD_PATH, async (ctx) => {
    const asForm = !ctx.is('application/json')
    await answerForm(ctx, asForm, async () => {
      const { input, submission, listing } = await guard.read(ctx, door)
      const spam = spamReason(submission, !asForm)
      const refusal = await guard.spend([
        { kind: 'connection', limit: budgets.connection, key: connectionOf(ctx) },
        spam
          ? { kind: 'global', limit: budgets.spam, key: 'spam' }
          : { kind: 'global', limit: budgets.global, key: 'all' },
      ])
      // A listing's question goes to its agent too when the owner asked for it.
      const deliveries = [
        ...notifier.kinds,
        ...(listing?.forwardTo && notifier.has('agent') ? (['agent'] as const) : []),
      ]
      // Spam past a budget (its address's, or spam's own hourly cap) is answered like any request (a bot
      // learns nothing) and not stored.
      const id =
        refusal && spam
          ? randomBytes(12).toString('base64url')
          : refusal
            ? guard.refuse(ctx, door, refusal)
            : (await store.add(input, { spam, deliveries, listing })).id
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
