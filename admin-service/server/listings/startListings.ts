import path from 'node:path'
import type { ListingPublisher } from '../../../content/listings/publication.ts'
import { ListingStore } from './ListingStore.ts'
import { ListingViews } from './ListingViews.ts'
import { AgentMailer, type SendMail } from './AgentMailer.ts'
import { agentDeliveryMail } from './agentMail.ts'
import { DeliveryCoordinator } from './DeliveryCoordinator.ts'
import type { ListingRouteOptions } from './listingRoutes.ts'
import { MediaPreparer } from './MediaPreparer.ts'
import { type Feature, healthy } from '../shared/lifecycle/Feature.ts'
import { watchDoors } from '../shared/intake/watchDoors.ts'

/**
 * Opens the listings store (`<data dir>/listings.json`, under its lease), the property websites' views
 * (`<data dir>/listing-views.json`; their door watched for the owner, shared/intake/watchDoors.ts) and the
 * media folder (`<data dir>/listing-media/`), and resumes deliveries a stopped process left under way.
 * `publisher` renders and publishes a listing's pages (the publisher's partial publish,
 * publisher/ListingSitePublisher.ts); without it, deliveries are refused with 409 and everything else works.
 */
export async function startListings(
  dataDir: string,
  options: {
    log: (line: string) => void
    onLockLost?: (error: Error) => void
    publisher?: ListingPublisher
    /** The quote requests' mail server and sender: the agents' delivery e-mails go through them too. */
    mail?: {
      send: SendMail
      from: string
      replyTo: string
      /** The owner's address: the views door's alerts go there. */
      owner: string
      siteOrigin: () => string
      retryBaseMs?: number
    }
  },
): Promise<Feature<{ listings: ListingRouteOptions }> & { store: ListingStore }> {
  const store = await ListingStore.open(path.join(dataDir, 'listings.json'), { onLockLost: options.onLockLost })
  const views = await ListingViews.open(path.join(dataDir, 'listing-views.json'), { onLockLost: options.onLockLost })
  const preparer = new MediaPreparer(path.join(dataDir, 'listing-media'))
  const { mail } = options
  const delivery = new DeliveryCoordinator(store, preparer, options.publisher ?? null, options.log, Boolean(mail))
  const mailer = mail
    ? new AgentMailer(
        store,
        mail.send,
        (listing) => {
          const agent = listing.agentId ? store.getAgent(listing.agentId) : undefined
          return agent ? agentDeliveryMail(listing, agent, { ...mail, siteOrigin: mail.siteOrigin() }) : null
        },
        { log: options.log, retryBaseMs: mail.retryBaseMs },
      )
    : null
  const { watch: viewWatch, alerts } = watchDoors(
    { title: 'Property websites', request: 'view' },
    { mail, log: options.log },
  )
  delivery.resume()
  return {
    name: 'listings',
    routes: { listings: { store, delivery, views, viewWatch } },
    store,
    stop: async () => {
      await alerts.stop()
      await mailer?.stop()
      await delivery.stop()
      await preparer.whenIdle()
      await store.close()
      await views.close()
    },
    health: () => {
      const failed = store.listings.filter((listing) => listing.delivery?.state === 'failed').length
      return failed ? { ok: false, problem: `${failed} listing deliveries failed` } : healthy
    },
  }
}
