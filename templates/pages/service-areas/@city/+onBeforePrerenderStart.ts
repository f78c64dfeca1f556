// https://vike.dev/onBeforePrerenderStart
import { areas } from '@content/areas/index.ts'

/** One page per service-area city module. */
export function onBeforePrerenderStart(): string[] {
  return areas.map((a) => `/service-areas/${a.slug}`)
}
