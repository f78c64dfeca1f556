import { privacyPolicy } from '@content/legal/privacy.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(privacyPolicy, '/privacy')
