/** /services and /services/all (spec: Services overview): hero, the eight cards (cards.ts), closing CTA. */
import { z } from 'zod'
import { company } from '../company.ts'
import { callToAction, heroImage, statistic } from '../schemas/common.ts'
import { defineContent } from '../schemas/define.ts'
import { quoteHref } from '../leads/quoteHref.ts'
import { altOf } from '../photos.ts'

const text = z.string().trim().min(1)

export const servicesOverview = defineContent(
  'content/services/overview.ts',
  z.object({
    seo: z.object({ title: text, description: text }),
    hero: heroImage.extend({ title: text, subtitle: text, description: text }),
    intro: z.object({ title: text, eyebrow: text, text }),
    stats: z.array(statistic).length(4),
    cta: z.object({ title: text, text, actions: z.array(callToAction).min(2) }),
  }),
  {
    seo: {
      title: 'Real Estate Media Services in Toronto',
      description: `Photography, video, drone, Matterport 3D tours, floor plans, editing, websites, brand apparel and AI services for GTA real estate, delivered in ${company.delivery}.`,
    },
    hero: {
      title: 'Our|Services',
      subtitle: 'Everything a listing needs, under one roof',
      description: `From the first photo to the website that sells it: ${company.experience.years} years of real estate media for agents, brokers and developers across the GTA.`,
      image: 'sunset-ridge.jpg',
      imageAlt: altOf('sunset-ridge.jpg'),
    },
    intro: {
      eyebrow: 'What we do',
      title: 'Every Service, One Team',
      text: 'Book one service or bundle several on the same visit. Every service is delivered by our own photographers, pilots, editors and developers.',
    },
    stats: [
      { number: company.propertiesShot, label: 'Properties shot' },
      { number: company.clients.past, label: 'Past clients' },
      { number: company.experience.years, label: 'Years of experience' },
      { number: company.rating.label, label: 'Average rating' },
    ],
    cta: {
      title: 'Not Sure Where to Start?',
      text: `Tell us about your listing or project and we will recommend the right mix. We reply within ${company.contactResponse}.`,
      actions: [
        { text: 'Get a Quote', href: quoteHref(), variant: 'primary' },
        { text: 'Contact Us', href: '/contact', variant: 'secondary' },
      ],
    },
  },
)
