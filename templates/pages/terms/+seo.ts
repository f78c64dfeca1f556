import { termsOfService } from '@content/legal/terms.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(termsOfService, '/terms')
