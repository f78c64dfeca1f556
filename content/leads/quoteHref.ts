import type { ServiceKey } from '../services-catalog.ts'

/** The quote form's section on /contact: the form scrolls into view, with or without JavaScript. */
export const QUOTE_ANCHOR = 'quote'

/**
 * Where a "Get a Quote" or "Book ..." button leads: the form on /contact, prefilled (by the island) with
 * the service and the service-area city the button was next to: `/contact?service=drone#quote`.
 */
export function quoteHref(prefill: { service?: ServiceKey; area?: string } = {}): string {
  const query = new URLSearchParams()
  if (prefill.service) query.set('service', prefill.service)
  if (prefill.area) query.set('area', prefill.area)
  const search = query.size > 0 ? `?${query}` : ''
  return `/contact${search}#${QUOTE_ANCHOR}`
}
