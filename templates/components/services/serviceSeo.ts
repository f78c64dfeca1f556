import type { Service, WithContext } from 'schema-dts'
import type { ServicePage } from '@content/schemas/service.ts'
import { siteConfig } from '@content/site-config.ts'
import { company } from '@content/company.ts'
import { faqJsonLd } from '../Faq.tsx'
import { absoluteUrl, type Seo } from '../seo.ts'

/** schema.org Service for a service page, offered by the business (templates/components/jsonLd.ts). */
export function serviceJsonLd(page: ServicePage): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.name,
    serviceType: page.name,
    description: page.seo.description,
    url: absoluteUrl(`/services/${page.slug}`),
    provider: { '@type': 'ProfessionalService', '@id': absoluteUrl('/#business'), name: siteConfig.name },
    areaServed: { '@type': 'Place', name: company.serviceArea.statedArea },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: page.packages.title,
      itemListElement: page.packages.items.map((p) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: p.title, description: p.description },
      })),
    },
  }
}

/** Head metadata of /services/{slug}: Service, FAQPage and BreadcrumbList structured data. */
export function serviceSeo(page: ServicePage): Seo {
  return {
    title: page.seo.title,
    description: page.seo.description,
    image: page.hero.image,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: page.name, path: `/services/${page.slug}` },
    ],
    jsonLd: [serviceJsonLd(page), faqJsonLd(page.faq)],
  }
}
