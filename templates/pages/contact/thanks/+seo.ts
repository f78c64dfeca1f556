import { contact } from '@content/contact/contact.ts'
import { pageSeo } from '../../../components/pages/pageSeo.ts'

// Reached only by sending the form: kept out of search engines, the sitemap and the site search.
export const seo = pageSeo(contact.thanks, '/contact/thanks', { noindex: true })
