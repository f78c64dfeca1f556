import type { Seo } from '../../components/seo.ts'

export const seo: Seo = {
  title: 'Sitemap',
  description:
    'Every page of the Northframe Media website: services, portfolio, projects, service areas, company and resource pages, and legal information.',
  image: 'mountain-trail.jpg',
  breadcrumbs: [
    { name: 'Home', path: '/' },
    { name: 'Sitemap', path: '/sitemap' },
  ],
}
