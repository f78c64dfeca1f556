import { downloads } from '@content/downloads/downloads.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(downloads, '/downloads')
