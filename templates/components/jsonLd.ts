import type { ProfessionalService, WebSite, WithContext } from 'schema-dts'
import { company, serviceAreaCities } from '@content/company.ts'
import { siteConfig } from '@content/site-config.ts'
import { absoluteUrl } from './seo.ts'

/**
 * The business as schema.org ProfessionalService (a LocalBusiness), for home and contact. No
 * aggregateRating: the rating lives on a third-party maps listing, and Google's review-snippet
 * guidelines treat ratings a business marks up about itself on its own site as self-serving (ignored).
 */
export function businessJsonLd(): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': absoluteUrl('/#business'),
    name: siteConfig.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon-512.png'),
    image: absoluteUrl('/icon-512.png'),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: siteConfig.city,
      addressRegion: siteConfig.region,
      addressCountry: 'CA',
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: company.hours.days.map((d) => `https://schema.org/${d}` as const),
      opens: company.hours.opens,
      closes: company.hours.closes,
    },
    areaServed: [
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', ...company.serviceArea.centre },
        geoRadius: company.serviceArea.radiusMetres,
      },
      ...serviceAreaCities.map((c) => ({ '@type': 'City' as const, name: `${c.name}, Ontario` })),
    ],
    sameAs: siteConfig.socials.map((s) => s.href),
  }
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.name,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl('/search?q={search_term_string}') },
      // schema-dts lacks the Google-specific "query-input" property.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  }
}
