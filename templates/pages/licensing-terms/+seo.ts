import { licensingTerms } from '@content/legal/licensing.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(licensingTerms, '/licensing-terms')
