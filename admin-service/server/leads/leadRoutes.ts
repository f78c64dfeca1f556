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
import type { DeliveryKind } from '../../../content/leads/fields.ts'
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
 * The fragment a question from a listing's page comes back to its page with: the page shows its thank-you
 * note by CSS (`:target`), so the buyer stays on the property website without JavaScript too.
 */
export const LISTING_SENT_FRAGMENT = '#sent'

/** A listing's question: the tag it is stored with, the owner's copy choice and the page the form is on. */
export type ListingTarget = {
  tag: NonNullable<StoredLead['listing']>
  copyStudio: boolean
  page: string
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
  /** The target of a question sent from a listing's page (listings/listingTag.ts); without it, none is accepted. */
  listingOf?: (id: string) => ListingTarget | null
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

type LeadAsked = { input: LeadInput; submission: LeadSubmission; listing: ListingTarget | null }

/**
 * What a lead is sent to. A quote request: every configured channel. A listing's question is the agent's
 * (reply-to the buyer); the owner's e-mail only as a copy the owner asked for, or when the listing has no agent
 * to send it to (so that it is not left unread), the webhook as usual, and no confirmation to the buyer (whose
 * thank-you is on the property website; the confirmation speaks of a quote).
 */
function deliveriesOf(listing: ListingTarget | null, notifier: LeadOutbox): DeliveryKind[] {
  if (!listing) return [...notifier.kinds]
  const toAgent = Boolean(listing.tag.forwardTo) && notifier.has('agent')
  const toOwner = notifier.has('email') && (listing.copyStudio || !toAgent)
  return [
    ...(toAgent ? (['agent'] as const) : []),
    ...(toOwner ? (['email'] as const) : []),
    ...(notifier.has('webhook') ? (['webhook'] as const) : []),
  ]
}

/**
 * `POST /api/leads`: the public quote form and the listings' questions, no session. Mounted before the
 * CSRF guard (a plain HTML form cannot send its header) and held by its door of the intake guard instead:
 * the site's own Origin, size, type and the shared schema; a request refused there is junk, never
 * counted against the budgets. A valid request spends them (spam its own global budget) and is stored
 * (spam included, flagged) before the answer: 201 `{ ok, id }` for JSON, 303 to the thanks page for a form
 * (a listing's question: 303 back to the listing's page, `#sent`).
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
      const deliveries = deliveriesOf(listing, notifier)
      // Spam past a budget (its address's, or spam's own hourly cap) is answered like any request (a bot
      // learns nothing) and not stored.
      const id =
        refusal && spam
          ? randomBytes(12).toString('base64url')
          : refusal
            ? guard.refuse(ctx, door, refusal)
            : (await store.add(input, { spam, deliveries, listing: listing?.tag ?? null })).id
      if (asForm) {
        ctx.status = 303
        // A buyer's question comes back to the property website, not to the studio's thank-you page.
        ctx.redirect(listing ? `${listing.page}${LISTING_SENT_FRAGMENT}` : THANKS_PATH)
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
