import { useEffect } from 'react'

export interface PropertyViewsProps {
  /** The listing whose property website this is. */
  listing: string
}

/**
 * Counts one view of the property website: a bodiless POST to the admin service's
 * `/api/listings/{id}/views` once the page's islands run, so a client that fetches the page without running its
 * script (curl, most crawlers) counts nothing. No cookie, nothing stored in the browser, no third party.
 * Draws nothing.
 */
export function PropertyViews({ listing }: PropertyViewsProps) {
  useEffect(() => {
    // keepalive: a visitor who leaves at once still counts, as with navigator.sendBeacon (which sends no Origin
    // the service could check on every browser).
    void fetch(`/api/listings/${encodeURIComponent(listing)}/views`, { method: 'POST', keepalive: true }).catch(
      () => {},
    )
  }, [listing])
  return null
}
