import { createHash } from 'node:crypto'
import { Router } from '@koa/router'
import type { Context } from 'koa'
import { siteConfig } from '../../../content/site-config.ts'
import { escapeHtml } from '../../../lib/escape.ts'
import { requireAuth } from '../auth/index.ts'
import { jsonOnly } from '../shared/http/jsonOnly.ts'
import type { OptOutLinks } from './OptOutLinks.ts'
import type { ReviewRequester } from './ReviewRequester.ts'
import type { ReviewStore } from './ReviewStore.ts'

export type ReviewRouteOptions = {
  store: ReviewStore
  links: OptOutLinks
  /** Sends the requests; absent or without a mail server, the owner's view says none are sent. */
  requester?: ReviewRequester
  now?: () => number
}

/** Requests the owner's view lists (the newest). */
const LISTED = 20

const STYLE = 'body{font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}'
/** The opt-out page's policy: its own style and a form posting to itself, nothing else. */
const PAGE_CSP =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

function page(ctx: Context, status: number, title: string, body: string) {
  ctx.status = status
  ctx.set('Content-Security-Policy', PAGE_CSP)
  ctx.set('X-Robots-Tag', 'noindex')
  ctx.set('Cache-Control', 'no-store')
  ctx.set('Referrer-Policy', 'no-referrer')
  ctx.type = 'html'
  ctx.body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

/**
 * An agent's opt-out from review requests, by the link in each request (no sign-in): `GET` shows a button (a
 * mail scanner opening the link changes nothing), `POST` opts out, from that button or in one click from the
 * e-mail program (RFC 8058). Mounted before the CSRF guard: the e-mail program's post has no Origin, and the
 * token alone decides (opting out is all it can do).
 */
export function publicReviewRoutes(options: Pick<ReviewRouteOptions, 'store' | 'links' | 'now'>) {
  const { store, links } = options
  const router = new Router()
  const emailKeyOf = (token: string) =>
    /^[\w-]{24}$/.test(token) ? links.emailKeyOf(token, new Set(store.data.requests.map((r) => r.emailKey))) : null
  const notValid = (ctx: Context) =>
    page(
      ctx,
      404,
      'Link not valid',
      '<p>This link is not valid: it may have been changed. Reply to the e-mail instead, and we will take you off the list.</p>',
    )

  router.get('/reviews/opt-out/:token', (ctx) => {
    const emailKey = emailKeyOf(ctx.params.token!)
    if (!emailKey) return notValid(ctx)
    if (store.isOptedOut(emailKey))
      return page(
        ctx,
        200,
        'No more review requests',
        `<p>${escapeHtml(siteConfig.name)} will not ask you for a review again.</p>`,
      )
    page(
      ctx,
      200,
      'Stop review requests',
      `<p>${escapeHtml(siteConfig.name)} asks for a review at most once a year, after an order. ` +
        'You can stop these e-mails: invoices, deliveries and booking e-mails still come as usual.</p>' +
        '<form method="post"><button type="submit">Stop review requests</button></form>',
    )
  })

  router.post('/reviews/opt-out/:token', async (ctx) => {
    const emailKey = emailKeyOf(ctx.params.token!)
    if (!emailKey) return notValid(ctx)
    await store.optOut(emailKey, (options.now ?? Date.now)())
    page(
      ctx,
      200,
      'No more review requests',
      `<p>Done: ${escapeHtml(siteConfig.name)} will not ask you for a review again.</p>`,
    )
  })
  return router
}

/** The owner's review requests (signed in): the settings, whether they can be sent, the latest sent, the opt-outs. */
export function reviewRoutes(options: ReviewRouteOptions) {
  const { store } = options
  const router = new Router({ prefix: '/api' })
  router.use('/reviews', requireAuth)

  router.get('/reviews', (ctx) => {
    const { settings, requests, optOuts } = store.data
    ctx.body = {
      settings,
      sends: options.requester?.sends ?? false,
      requests: requests
        .slice(-LISTED)
        .reverse()
        .map(({ orderId, name, email, queuedAt }) => ({ orderId, name, email, queuedAt })),
      optOuts: optOuts.length,
    }
  })

  router.put('/reviews/settings', jsonOnly(), async (ctx) => {
    ctx.body = await store.setSettings(ctx.request.body, (options.now ?? Date.now)())
    // Turned on or changed: what is due by the new settings goes now, not within the hour.
    void options.requester?.check()
  })
  return router
}
