import type { Seo } from '../../../components/seo.ts'

export const seo: Seo = {
  title: 'Notable Projects | Real Estate Media Case Studies in the GTA',
  description:
    'Eight notable projects: estates, waterfront homes, lofts, developments and land marketed with our photography, film, drone and 3D tours.',
  image: 'facade-curves.jpg',
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Projects', path: '/projects' },
  ],
}
