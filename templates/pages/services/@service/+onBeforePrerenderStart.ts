// https://vike.dev/onBeforePrerenderStart
import { allServicePages } from '@content/services/pages.ts'

/** One page per service (content/services/pages.ts). */
export function onBeforePrerenderStart(): string[] {
  return allServicePages.map((page) => `/services/${page.slug}`)
}
