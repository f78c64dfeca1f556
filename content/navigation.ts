/** Navbar and footer link structure (spec: Navigation bar, Footer). */
import { portfolioServices, servicesCatalog } from './services-catalog.ts'
import { serviceAreaCities } from './service-area-cities.ts'

export interface NavLink {
  label: string
  href: string
}
export interface NavGroup {
  label: string
  id: string
  links: NavLink[]
}
export type NavItem = NavLink | NavGroup

export const servicesMenu: NavGroup = {
  label: 'Services',
  id: 'services',
  links: [
    { label: 'All Services', href: '/services/all' },
    ...servicesCatalog.map((s) => ({ label: s.navLabel, href: `/services/${s.key}` })),
  ],
}

export const portfolioMenu: NavGroup = {
  label: 'Portfolio',
  id: 'portfolio',
  links: [
    { label: 'View All Portfolio', href: '/portfolio' },
    ...portfolioServices.map((s) => ({ label: s.portfolioLabel, href: `/portfolio/${s.portfolioSlug}` })),
  ],
}

export const mainNav: NavItem[] = [
  { label: 'Home', href: '/' },
  servicesMenu,
  portfolioMenu,
  { label: 'Projects', href: '/projects' },
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
]

export const footerColumns: NavGroup[] = [
  {
    label: 'Company',
    id: 'company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Projects', href: '/projects' },
      { label: 'Reviews', href: '/reviews' },
      { label: 'Media & Press', href: '/media' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    label: 'Services',
    id: 'footer-services',
    links: servicesMenu.links,
  },
  {
    label: 'Resources',
    id: 'resources',
    links: [
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Learning Centre', href: '/learn' },
      { label: 'Downloads', href: '/downloads' },
      { label: 'Vendor Directory', href: '/vendor-directory' },
      { label: 'Licensing Terms', href: '/licensing-terms' },
    ],
  },
  {
    label: 'Service Areas',
    id: 'areas',
    links: [
      { label: 'All Service Areas', href: '/service-areas' },
      ...serviceAreaCities.map((c) => ({ label: c.name, href: `/service-areas/${c.slug}` })),
    ],
  },
]

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Sitemap', href: '/sitemap' },
]
