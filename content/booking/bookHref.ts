import type { ServiceKey } from '../services-catalog.ts'

/**
 * Where a "Book ..." button leads: online booking with the service (and the service-area city the button
 * was next to) chosen: `/book?service=drone&area=vaughan`. Without JavaScript or the booking service,
 * that page offers the quote form instead.
 */
export function bookHref(prefill: { service?: ServiceKey; area?: string } = {}): string {
  const query = new URLSearchParams()
  if (prefill.service) query.set('service', prefill.service)
  if (prefill.area) query.set('area', prefill.area)
  return query.size > 0 ? `/book?${query}` : '/book'
}
