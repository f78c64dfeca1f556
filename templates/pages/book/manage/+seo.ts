import { bookingPages } from '@content/booking/pages.ts'
import { pageSeo } from '../../../components/pages/pageSeo.ts'

// One client's page through their own link: kept out of search engines, the sitemap and the site search.
export const seo = pageSeo(bookingPages.manage, '/book/manage', { noindex: true })
