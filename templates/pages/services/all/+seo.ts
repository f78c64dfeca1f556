import { servicesOverview } from '@content/services/overview.ts'
import type { Seo } from '../../../components/seo.ts'

/** Navigation's 'All Services': the overview plus every service's packages (its own page, own canonical). */
export const seo: Seo = {
  title: 'All Real Estate Media Services and Packages',
  description:
    'Compare every service and package: photography, video, drone, Matterport 3D tours, floor plans, AI services, editing, websites and brand apparel for GTA real estate.',
  image: servicesOverview.hero.image,
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Services', path: '/services' },
    { name: 'All Services', path: '/services/all' },
  ],
}
