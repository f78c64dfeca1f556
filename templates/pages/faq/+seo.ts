import { faq } from '@content/faq/faq.ts'
import { faqJsonLd } from '../../components/Faq.tsx'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(faq, '/faq', { jsonLd: [faqJsonLd(faq.questions)] })
