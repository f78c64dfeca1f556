// https://vike.dev/onBeforePrerenderStart
import { servicePages } from '@content/services/pages.ts'
import { listUrls } from '../../../routing/listedRoutes.ts'

/** One page per service (content/services/pages.ts). */
export function onBeforePrerenderStart(): string[] {
  return listUrls(
    '/pages/services/@service',
    servicePages.map((page) => [`/services/${page.slug}`, { service: page.slug }]),
  )
}
