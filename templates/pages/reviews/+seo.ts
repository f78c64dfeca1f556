import { reviews } from '@content/reviews/reviews.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(reviews, '/reviews')
