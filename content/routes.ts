/**
 * The public routes of the spec's route table, grouped as the /sitemap page shows them. Parameterised
 * routes list their known values (service pages, portfolio pages, cities); blog posts and project ids
 * come from their own content and are not repeated here.
 */
import { serviceAreaCities } from './company.ts'
import { portfolioServices, servicesCatalog } from './services-catalog.ts'

export interface RouteEntry {
  label: string
  path: string
}

export interface RouteGroup {
  id: 'main' | 'company' | 'information' | 'services' | 'portfolio' | 'projects' | 'service-areas' | 'legal'
  title: string
  routes: RouteEntry[]
}

export const routeGroups: RouteGroup[] = [
  {
    id: 'main',
    title: 'Main Pages',
    routes: [
      { label: 'Home', path: '/' },
      { label: 'Services', path: '/services' },
      { label: 'Portfolio', path: '/portfolio' },
      { label: 'Notable Projects', path: '/projects' },
      { label: 'Blog', path: '/blog' },
      { label: 'Book a Shoot', path: '/book' },
    ],
  },
  {
    id: 'company',
    title: 'Company',
    routes: [
      { label: 'About Us', path: '/about' },
      { label: 'Client Reviews', path: '/reviews' },
      { label: 'Media & Press', path: '/media' },
      { label: 'Contact', path: '/contact' },
    ],
  },
  {
    id: 'services',
    title: 'Services',
    routes: [
      { label: 'All Services', path: '/services/all' },
      ...servicesCatalog.map((s) => ({ label: s.name, path: `/services/${s.key}` })),
    ],
  },
  {
    id: 'portfolio',
    title: 'Portfolio',
    routes: portfolioServices.map((s) => ({ label: s.portfolioLabel, path: `/portfolio/${s.portfolioSlug}` })),
  },
  {
    id: 'projects',
    title: 'Projects',
    routes: [{ label: 'Chelster Hall', path: '/projects/chelster-hall' }],
  },
  {
    id: 'information',
    title: 'Resources',
    routes: [
      { label: 'Frequently Asked Questions', path: '/faq' },
      { label: 'Preparing the Home for a Shoot', path: '/book/prepare' },
      { label: 'Learning Centre', path: '/learn' },
      { label: 'Downloads', path: '/downloads' },
      { label: 'Vendor Directory', path: '/vendor-directory' },
      { label: 'Licensing Terms', path: '/licensing-terms' },
    ],
  },
  {
    id: 'service-areas',
    title: 'Service Areas',
    routes: [
      { label: 'All Service Areas', path: '/service-areas' },
      ...serviceAreaCities.map((c) => ({ label: c.name, path: `/service-areas/${c.slug}` })),
    ],
  },
  {
    id: 'legal',
    title: 'Legal',
    routes: [
      { label: 'Privacy Policy', path: '/privacy' },
      { label: 'Terms of Service', path: '/terms' },
      { label: 'Sitemap', path: '/sitemap' },
    ],
  },
]
