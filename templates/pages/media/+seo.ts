import { media } from '@content/media/media.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(media, '/media')
