import { bookingPages } from '@content/booking/pages.ts'
import { pageSeo } from '../../components/pages/pageSeo.ts'

export const seo = pageSeo(bookingPages.book, '/book')
