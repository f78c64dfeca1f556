import path from 'node:path'
import type { ListingPublisher } from '../../../content/listings/publication.ts'
import { ListingStore } from '../../store/ListingStore.ts'
import { DeliveryCoordinator } from './DeliveryCoordinator.ts'
import type { ListingRouteOptions } from './listingRoutes.ts'
import { MediaPreparer } from './MediaPreparer.ts'

/**
 * Opens the listings store (`<data dir>/listings.json`, under its lease) and the media folder
 * (`<data dir>/listing-media/`), and resumes deliveries a stopped process left under way. `publisher` renders
 * and publishes a listing's pages: the publisher's partial publish once phase 2 of issue 32 connects it;
 * without it, deliveries are refused with 409 and everything else works.
 */
export async function startListings(
  dataDir: string,
  options: { log: (line: string) => void; onLockLost?: (error: Error) => void; publisher?: ListingPublisher },
): Promise<{ routes: ListingRouteOptions; stop: () => Promise<void> }> {
  const store = await ListingStore.open(path.join(dataDir, 'listings.json'), { onLockLost: options.onLockLost })
  const preparer = new MediaPreparer(path.join(dataDir, 'listing-media'))
  const delivery = new DeliveryCoordinator(store, preparer, options.publisher ?? null, options.log)
  delivery.resume()
  return {
    routes: { store, delivery },
    stop: async () => {
      await delivery.stop()
      await preparer.whenIdle()
      await store.close()
    },
  }
}
