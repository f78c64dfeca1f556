import path from 'node:path'
import { healthy } from '../shared/lifecycle/Feature.ts'
import { dataKey } from '../shared/persistence/dataKey.ts'
import { OptOutLinks } from './OptOutLinks.ts'
import { type ReviewMailSettings, ReviewRequester, type ReviewSources } from './ReviewRequester.ts'
import { ReviewStore } from './ReviewStore.ts'

/**
 * Opens `<data dir>/reviews.json` and the opt-out links' key (`review-link.key`), and sends the review
 * requests that are due, at start and hourly, through the service's mail server; without one, none (logged).
 */
export async function startReviews(
  dataDir: string,
  options: {
    sources: ReviewSources
    mail?: ReviewMailSettings
    origin: () => string
    now?: () => number
    log: (line: string) => void
    onLockLost?: (error: Error) => void
  },
) {
  const store = await ReviewStore.open(path.join(dataDir, 'reviews.json'), { onLockLost: options.onLockLost })
  const links = new OptOutLinks(await dataKey(path.join(dataDir, 'review-link.key')))
  const requester = new ReviewRequester(store, options.sources, links, options)
  if (!options.mail) options.log('Reviews: no SMTP_URL, so review requests are not sent')
  requester.start()
  return {
    name: 'reviews',
    routes: { reviews: { store, links, requester, now: options.now } },
    health: () => healthy,
    stop: async () => {
      await requester.stop()
      await store.close()
    },
  }
}
