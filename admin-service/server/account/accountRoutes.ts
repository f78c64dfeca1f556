import { Router } from '@koa/router'
import type { Context, Middleware } from 'koa'
import send from 'koa-send'
import { z } from 'zod'
import type { Agent } from '../../../content/listings/store.ts'
import { HttpError } from '../shared/http/errors.ts'
import { doorOrigin, type OriginPolicy } from '../shared/http/originPolicy.ts'
import { connectionOf, type Door, type IntakeGuard } from '../shared/intake/IntakeGuard.ts'
import { recipientKey } from '../shared/intake/visitorMail.ts'
import { AGENT_SESSION_MS, type AccountStore, newSecret, SIGN_IN_LINK_MS } from './AccountStore.ts'
import type { AccountBudgets } from './accountLimits.ts'
import { accountMessages } from './accountErrors.ts'
import { accountItem, accountView, agentView } from './accountView.ts'
import { accountExport } from './accountExport.ts'
import { profilePatch } from './accountProfile.ts'
import { deletionRoutes } from './agentDeletion.ts'
import { INVOICE_RETENTION } from '../../../content/account/retention.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import { receiveAgentImages } from '../listings/index.ts'
import { bookingDetails } from './bookingDetails.ts'
import { type AccountSources, agentFor, isKnown } from './agentDirectory.ts'
import { agentCookies, setAgentCookie } from './agentCookies.ts'
import type { SignInMailer } from './SignInMailer.ts'
import { signInPage } from './signInPage.ts'
import { requestOrigin } from '../shared/http/requestOrigin.ts'

export type AccountRouteOptions = {
  store: AccountStore
  mailer: SignInMailer
  sources: AccountSources
  budgets: AccountBudgets
  /** The sign-in door's guard (the shared intake guard with the account's junk allowance and watch). */
  guard: IntakeGuard
  policy: OriginPolicy
  /** The public site's origin for the links to bookings and deliveries (default: the origin a request came to). */
  siteOrigin?: string | null
  /** The built pages (Vite output, `account.html`); without it `/account` answers 503. */
  webDir?: string
  /** Where the agents' headshots and logos are stored, removed when an agent's data is erased. */
  agentImagesDir?: string
}

const signInRequest = z.strictObject({ email: z.email({ error: 'must be an e-mail address' }).max(254) })

/** The browser that may open a sign-in link: its binding cookie, kept for an hour (the link's 15 minutes and more). */
const BINDING_MS = 4 * SIGN_IN_LINK_MS

/** The export's file name: the studio's data about the agent, named after them in plain letters. */
const exportName = (name: string) =>
  `account-data-${
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'agent'
  }.json`

/** Routes reading `ctx.state.agent`: the signed-in agent, or 401. */
type AgentState = { agent: Agent; sessionId: string }

/**
 * The agents' door: `/account` (the page and its assets), `POST /api/account/sign-in`, the sign-in link
 * `GET /account/sign-in/{token}`, sign out (here and everywhere), `GET /api/account` and each of its items by id,
 * the agent's profile (`PUT /api/account/profile`, `POST /api/account/images`), their data (`GET /api/account/export`) and their request to
 * erase it (`POST /api/account/deletion-request`), with the owner's routes that confirm it (agentDeletion.ts).
 * Every route but the sign-in request and the link needs an agent's session, which is no owner's session and
 * which no owner route accepts (`ctx.state.user` is the owner's alone).
 */
export function accountRoutes(options: AccountRouteOptions) {
  const { store, mailer, sources, budgets, guard, policy } = options
  const cookies = agentCookies(policy)
  const router = new Router()
  const ownOrigin = (ctx: Context) => policy.publicOrigin ?? requestOrigin(ctx)
  const siteOrigin = (ctx: Context) => options.siteOrigin ?? ownOrigin(ctx)
  // Where the door is served through the public site's host name, the links to what only the service's own
  // host name serves (an invoice) name that host; on the service's host they stay relative.
  const origins = (ctx: Context) => ({
    site: siteOrigin(ctx),
    service: doorOrigin(policy, ctx) === ownOrigin(ctx) ? '' : ownOrigin(ctx),
  })

  const door: Door<{ email: string }> = {
    name: 'account sign-in',
    body: { maxBytes: 2048, types: ['json'] },
    sameSite: true,
    read: (_ctx, body) => {
      const parsed = signInRequest.safeParse(body)
      if (!parsed.success) throw new HttpError(400, accountMessages.badEmail, { email: accountMessages.badEmail })
      return { email: parsed.data.email.trim() }
    },
    budgets: ({ email }, ctx) => [
      { kind: 'connection', limit: budgets.perConnection, key: connectionOf(ctx) },
      { kind: 'identity', limit: budgets.perAddress, key: recipientKey(email) },
      { kind: 'global', limit: budgets.global, key: 'all' },
    ],
    texts: accountMessages.door,
  }

  /** The agent whose session the request carries, renewing its cookie (the 30 days slide with each use). */
  const signedInAgent = async (ctx: Context): Promise<AgentState | null> => {
    const sessionId = ctx.cookies.get(cookies.session)
    const session = await store.session(sessionId)
    const agent = session ? sources.listings.getAgent(session.agentId) : undefined
    if (!session || !agent) return null
    setAgentCookie(ctx, cookies, cookies.session, sessionId!, AGENT_SESSION_MS)
    return { agent, sessionId: sessionId! }
  }
  const requireAgent: Middleware = async (ctx, next) => {
    const state = await signedInAgent(ctx)
    if (!state) throw new HttpError(401, accountMessages.signInRequired)
    ctx.state.account = state
    return next()
  }
  const agentOf = (ctx: Context) => (ctx.state.account as AgentState).agent

  router.get(['/account', '/account/'], async (ctx) => {
    if (!options.webDir) throw new HttpError(503, accountMessages.notBuilt)
    try {
      await send(ctx, 'account.html', {
        root: options.webDir,
        setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
      })
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error
      throw new HttpError(503, accountMessages.notBuilt)
    }
  })

  // The page's scripts and styles: its build names them under /account/assets/ (admin-service/web/vite.config.ts),
  // so that the page works on either host name that serves /account. Hashed names: cached for good.
  router.get('/account/assets/:file', async (ctx) => {
    const file = ctx.params.file ?? ''
    try {
      if (!options.webDir || !/^\w[\w.-]*$/.test(file)) throw new HttpError(404, accountMessages.notFound)
      await send(ctx, `assets/${file}`, {
        root: options.webDir,
        setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
      })
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error
      ctx.status = 404
    }
  })

  router.post('/api/account/sign-in', guard.door(door), async (ctx) => {
    const { email } = ctx.state.intake as { email: string }
    const given = ctx.cookies.get(cookies.binding)
    const binding = given && /^[\w-]{43}$/.test(given) ? given : newSecret()
    setAgentCookie(ctx, cookies, cookies.binding, binding, BINDING_MS)
    // A link is recorded for any address, known or not, so both answers take the same path; only a known
    // address is sent one.
    const token = await store.addSignIn(email, binding)
    // The link opens on the host name that set the binding cookie: the public site's, or the service's own.
    if (isKnown(sources, email)) mailer.queue(email, `${doorOrigin(policy, ctx)}/account/sign-in/${token}`)
    ctx.status = 202
    ctx.body = { ok: true, message: accountMessages.linkSent }
  })

  router.get('/account/sign-in/:token', async (ctx) => {
    const token = ctx.params.token ?? ''
    ctx.set('Cache-Control', 'no-store')
    ctx.set('Referrer-Policy', 'no-referrer')
    const redeemed = /^[\w-]{43}$/.test(token)
      ? await store.redeem(token, ctx.cookies.get(cookies.binding))
      : ({ outcome: 'unknown' } as const)
    if (redeemed.outcome !== 'signed-in') {
      ctx.status = redeemed.outcome === 'other-browser' ? 403 : 410
      ctx.type = 'html'
      ctx.body = signInPage(redeemed.outcome)
      return
    }
    // A booking's name or phone the agents' schema refuses leaves the agent to be made by the owner.
    const agent = await agentFor(sources, redeemed.email).catch(() => null)
    if (!agent) {
      ctx.status = 404
      ctx.type = 'html'
      ctx.body = signInPage('no-account')
      return
    }
    setAgentCookie(ctx, cookies, cookies.session, await store.createSession(agent.id), AGENT_SESSION_MS)
    ctx.redirect('/account/')
  })

  router.post('/api/account/sign-out', async (ctx) => {
    await store.endSession(ctx.cookies.get(cookies.session))
    setAgentCookie(ctx, cookies, cookies.session, null, 0)
    ctx.body = { ok: true }
  })

  router.post('/api/account/sign-out-everywhere', requireAgent, async (ctx) => {
    await store.endSessionsOf(agentOf(ctx).id)
    setAgentCookie(ctx, cookies, cookies.session, null, 0)
    ctx.body = { ok: true }
  })

  router.get('/api/account', requireAgent, (ctx) => {
    const agent = agentOf(ctx)
    const open = store.data.deletionRequests.find((r) => r.agentId === agent.id && !r.confirmedAt)
    ctx.body = { ...accountView(sources, agent, origins(ctx)), deletionRequestedAt: open?.requestedAt ?? null }
  })

  // Asked by every visit of /book: signed out is an ordinary answer there (200, no details), not an error.
  router.get('/api/account/booking-details', async (ctx) => {
    const state = await signedInAgent(ctx)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { details: state ? bookingDetails(sources, state.agent) : null }
  })

  router.put('/api/account/profile', requireAgent, jsonOnly(), async (ctx) => {
    const given = profilePatch(ctx.request.body)
    if ('fields' in given) throw new HttpError(400, accountMessages.badProfile, given.fields)
    const agent = await sources.listings.updateAgent(agentOf(ctx).id, given.patch, { by: 'agent' })
    ctx.body = { agent: agentView(agent) }
  })

  // The owner's upload path for an agent's images (`receiveAgentImages`), with its limits and re-encoding.
  router.post('/api/account/images', requireAgent, async (ctx) => {
    if (!options.agentImagesDir) throw new HttpError(503, accountMessages.noImages)
    const images = await receiveAgentImages(ctx, options.agentImagesDir)
    const agent = await sources.listings.updateAgent(agentOf(ctx).id, images, { by: 'agent' })
    ctx.body = { agent: agentView(agent) }
  })

  router.get('/api/account/export', requireAgent, (ctx) => {
    const agent = agentOf(ctx)
    ctx.set('Content-Disposition', `attachment; filename="${exportName(agent.name)}"`)
    ctx.type = 'json'
    ctx.body = JSON.stringify(accountExport(sources, store, agent), null, 2)
  })

  router.post('/api/account/deletion-request', requireAgent, async (ctx) => {
    const request = await store.requestDeletion(agentOf(ctx).id)
    ctx.status = 202
    ctx.body = { request, message: `${accountMessages.deletionAsked} ${INVOICE_RETENTION}` }
  })

  router.use(deletionRoutes({ store, sources, agentImagesDir: options.agentImagesDir }).routes())

  for (const kind of ['bookings', 'listings', 'orders', 'invoices'] as const) {
    router.get(`/api/account/${kind}/:id`, requireAgent, (ctx) => {
      const id = ctx.params.id ?? ''
      const item = accountItem(sources, agentOf(ctx), kind, id, origins(ctx))
      if (!item) throw new HttpError(404, accountMessages.notFound)
      ctx.body = { [kind.slice(0, -1)]: item }
    })
  }

  return router
}
