import type { Seo } from '../../components/seo.ts'

/**
 * One static page whatever the query (results are drawn in the browser); every `/search?q=` address
 * names `/search` as its canonical URL, and the WebSite SearchAction points to it. Internal search results
 * stay out of search engines' indexes (Google's guidelines): `noindex`, so not in sitemap.xml either.
 */
export const seo: Seo = {
  noindex: true,
  title: 'Search',
  description:
    'Search every page of the Northframe Media site: real estate photography, video, drone and 3D tour services, portfolio, service areas and blog articles.',
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Search', path: '/search' },
  ],
}
