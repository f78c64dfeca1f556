import { rm } from 'node:fs/promises'
import path from 'node:path'
import { Router } from '@koa/router'
import { requireAuth } from '../auth/index.ts'
import { isUpcoming, shootText } from '../booking/index.ts'
import { HttpError } from '../shared/http/errors.ts'
import type { AccountStore } from './AccountStore.ts'
import { accountMessages } from './accountErrors.ts'
import { type AccountSources, bookingsOf } from './agentDirectory.ts'

export type DeletionOptions = {
  store: AccountStore
  sources: AccountSources
  /** Where the agents' headshots and logos are stored (the listings media's `agents/`); none removed when absent. */
  agentImagesDir?: string
}

/**
 * Confirms an agent's request to erase their data: the bookings made with their e-mail lose it with their
 * name, phone and notes (BookingStore's `eraseClient`), so do their orders never invoiced (PaymentsStore's
 * `eraseClient`), their quote requests are removed (LeadStore's `eraseClient`), then their profile loses its
 * personal data (ListingStore's `eraseAgent`: refused while a delivered listing names them) and its headshot
 * and logo files are removed, their sessions and sign-in links end, the request is marked done, and the
 * e-mail telling the agent so, at the address they had, is queued in the same write (the durable outbox:
 * `ErasureMailer.ts`). Refused (409, naming them) while a shoot booked with their e-mail is still to take
 * place: it needs their contact and access notes (docs/decisions.md, "Erasure reaches the bookings").
 * Invoices, payments and the orders they invoice stay (content/account/retention.ts says why).
 */
export async function confirmDeletion(options: DeletionOptions, requestId: string) {
  const { store, sources } = options
  const request = store.data.deletionRequests.find((r) => r.id === requestId)
  if (!request) throw new HttpError(404, accountMessages.noDeletionRequest)
  if (request.confirmedAt) throw new HttpError(409, accountMessages.deletionDone)
  const now = store.now()
  // Refusals first, so that a refused Confirm changes nothing: no such agent, a delivered listing, a shoot ahead.
  sources.listings.assertAgentErasable(request.agentId)
  const profile = sources.listings.getAgent(request.agentId)!
  // What the steps erase with: the profile's, or, given again after a Confirm that failed part way (maybe
  // after the profile lost them), what that Confirm kept on the request (AccountStore's `beginDeletion`).
  const erasing = request.erasing ?? {
    email: profile.email,
    name: profile.name,
    images: [profile.headshot, profile.logo].flatMap((image) => (image ? [image.name] : [])),
  }
  const { email, name, images } = erasing
  // Newest first from bookingsOf: the soonest shoot first.
  const upcoming = bookingsOf(sources, email)
    .filter((b) => isUpcoming(b, now))
    .reverse()
  if (upcoming.length) throw new HttpError(409, accountMessages.upcomingShoots(upcoming.map(shootText)))
  await store.beginDeletion(request.id, erasing)
  await sources.bookings.eraseClient(email, now)
  await sources.payments.store.eraseClient(email, now)
  await sources.leads.eraseClient(email)
  await sources.listings.eraseAgent(request.agentId)
  await store.completeDeletion(request.id, { id: request.agentId, email, name })
  if (options.agentImagesDir)
    for (const image of images) await rm(path.join(options.agentImagesDir, path.basename(image)), { force: true })
  return store.data.deletionRequests.find((r) => r.id === requestId)!
}

/**
 * An open or done request as the owner sees it: who asked (their profile now, erased once done; what a
 * Confirm that failed part way kept, which the profile may have lost) and when.
 */
const requestView = (
  sources: AccountSources,
  { erasing, ...request }: AccountStore['data']['deletionRequests'][number],
) => {
  const who = erasing ?? sources.listings.getAgent(request.agentId)
  return { ...request, name: who?.name ?? '', email: who?.email ?? '' }
}

/**
 * The owner's side of agents' deletion requests (owner session): `GET /api/agents/deletion-requests`, newest
 * first, and `POST /api/agents/deletion-requests/{id}/confirm`.
 */
export function deletionRoutes(options: DeletionOptions) {
  const router = new Router()
  router.get('/api/agents/deletion-requests', requireAuth, (ctx) => {
    const requests = [...options.store.data.deletionRequests].reverse()
    ctx.body = { requests: requests.map((r) => requestView(options.sources, r)) }
  })
  router.post('/api/agents/deletion-requests/:id/confirm', requireAuth, async (ctx) => {
    const done = await confirmDeletion(options, ctx.params.id ?? '')
    ctx.body = { request: requestView(options.sources, done) }
  })
  return router
}
