import type { Seo } from '../../components/seo.ts'

/** Result pages are not for search engines (they are listed by the WebSite SearchAction instead). */
export const seo: Seo = {
  title: 'Search',
  description:
    'Search every page of the Northframe Media site: real estate photography, video, drone and 3D tour services, portfolio, service areas and blog articles.',
  noindex: true,
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Search', path: '/search' },
  ],
}
