import { servicesOverview } from '@content/services/overview.ts'
import type { Seo } from '../../components/seo.ts'

export const seo: Seo = {
  ...servicesOverview.seo,
  image: servicesOverview.hero.image,
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
  ],
}
