import { portfolioIndex } from '@content/portfolio/index-page.ts'
import type { Seo } from '../../../components/seo.ts'

export const seo: Seo = {
  title: 'Portfolio | Toronto Real Estate Photography, Video, Drone & 3D Tours',
  description:
    'Recent real estate photography, listing films, drone aerials, Matterport 3D tours, editing, websites and brand apparel from across the Greater Toronto Area.',
  image: portfolioIndex.hero.image,
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Portfolio', path: '/portfolio' },
  ],
}
