// https://vike.dev/onBeforePrerenderStart
import { servicePages } from '@content/services/pages.ts'

/** One page per service (content/services/pages.ts). */
export function onBeforePrerenderStart(): string[] {
  return servicePages.map((page) => `/services/${page.slug}`)
}
