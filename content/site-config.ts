/**
 * Contact details and external links. Every value here is an obvious placeholder (555 numbers,
 * example.com addresses) until the owner fills in the real ones; see README "Content".
 */
import { z } from 'zod'
import { defineContent } from './schemas/define.ts'

const url = z.url({ protocol: /^https$/ })

export const siteConfig = defineContent(
  'content/site-config.ts',
  z.object({
    name: z.string().min(1),
    legalName: z.string().min(1),
    tagline: z.string().min(1),
    phone: z.string().regex(/^\+1 \(\d{3}\) 555-\d{4}$/, 'use a +1 (AAA) 555-NNNN placeholder or a real number'),
    phoneHref: z.string().startsWith('tel:'),
    email: z.email(),
    whatsappHref: url,
    city: z.string(),
    region: z.string(),
    country: z.string(),
    mapsListingUrl: url,
    reviewsUrl: url,
    socials: z.array(
      z.object({
        name: z.string(),
        href: url,
        icon: z.enum(['instagram', 'facebook', 'youtube', 'linkedin', 'tiktok']),
      }),
    ),
  }),
  {
    name: 'Northframe Media',
    legalName: 'Northframe Media Inc.',
    tagline: 'Real estate photography, video, drone and 3D tours across the Greater Toronto Area',
    phone: '+1 (416) 555-0147',
    phoneHref: 'tel:+14165550147',
    email: 'hello@northframe.example.com',
    whatsappHref: 'https://wa.me/14165550147',
    city: 'Toronto',
    region: 'Ontario',
    country: 'Canada',
    mapsListingUrl: 'https://maps.example.com/northframe-media',
    reviewsUrl: 'https://reviews.example.com/northframe-media',
    socials: [
      { name: 'Instagram', href: 'https://instagram.example.com/northframemedia', icon: 'instagram' },
      { name: 'YouTube', href: 'https://youtube.example.com/@northframemedia', icon: 'youtube' },
      { name: 'Facebook', href: 'https://facebook.example.com/northframemedia', icon: 'facebook' },
      { name: 'LinkedIn', href: 'https://linkedin.example.com/company/northframemedia', icon: 'linkedin' },
      { name: 'TikTok', href: 'https://tiktok.example.com/@northframemedia', icon: 'tiktok' },
    ],
  },
)
