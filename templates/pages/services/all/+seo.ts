import { servicesOverview } from '@content/services/overview.ts'
import type { Seo } from '../../../components/seo.ts'

/** Same overview as /services (navigation's 'All Services'); canonical points there. */
export const seo: Seo = {
  ...servicesOverview.seo,
  title: `All ${servicesOverview.seo.title}`,
  image: servicesOverview.hero.image,
  canonicalPath: '/services',
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: 'All Services', path: '/services/all' },
  ],
}
