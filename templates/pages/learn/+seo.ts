import { learn } from '@content/learn/learn.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(learn, '/learn')
