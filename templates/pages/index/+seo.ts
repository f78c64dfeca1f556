import { company } from '@content/company.ts'
import { home } from '@content/home.ts'
import { businessJsonLd, websiteJsonLd } from '../../components/jsonLd.ts'
import { faqJsonLd } from '../../components/Faq.tsx'
import type { Seo } from '../../components/seo.ts'

export const seo: Seo = {
  title: 'Northframe Media | Toronto Real Estate Photography, Video, Drone & 3D Tours',
  description: `Toronto real estate photography, video, drone and Matterport 3D tours for agents and developers across the GTA. Rated ${company.rating.label}, delivered in ${company.delivery}.`,
  image: home.hero.image,
  jsonLd: [businessJsonLd(), websiteJsonLd(), faqJsonLd(home.faq)],
}
