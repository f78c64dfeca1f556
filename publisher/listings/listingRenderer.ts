import { renderPage } from 'vike/server'
import type { ListingRenderFn } from './applyListings.ts'

/**
 * Renders a listing page with Vike's production `renderPage()` over the base build's server bundle, which the
 * process has loaded (generator/vikeWorkarounds.ts, `serverRenderer`, workaround 2): the listing goes to the
 * page's `+data` hook as `pageContext.listingPublication` (templates/components/listing/listingData.ts).
 */
export const renderListingPage: ListingRenderFn = async (route, publication) => {
  const { httpResponse, errorWhileRendering } = await renderPage({
    // The site's addresses end in a slash (listingUrls); Vike's routes do not, and answer 301 to one.
    urlOriginal: route.replace(/(.)\/$/, '$1'),
    listingPublication: publication,
  })
  if (errorWhileRendering) throw errorWhileRendering
  if (!httpResponse || httpResponse.statusCode !== 200)
    throw new Error(`${route}: rendering answered ${httpResponse?.statusCode ?? 'nothing'}`)
  return httpResponse.body
}
