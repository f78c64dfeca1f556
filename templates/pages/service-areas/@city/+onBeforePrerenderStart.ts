// https://vike.dev/onBeforePrerenderStart
import { areas } from '@content/areas/index.ts'
import { listUrls } from '../../../routing/listedRoutes.ts'

/** One page per service-area city module. */
export function onBeforePrerenderStart(): string[] {
  return listUrls(
    '/pages/service-areas/@city',
    areas.map((a) => [`/service-areas/${a.slug}`, { city: a.slug }]),
  )
}
