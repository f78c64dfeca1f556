import { contact } from '@content/contact/contact.ts'
import { businessJsonLd } from '../../components/jsonLd.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(contact, '/contact', { jsonLd: [businessJsonLd()] })
