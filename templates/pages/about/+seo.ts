import { about } from '@content/about/about.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(about, '/about')
