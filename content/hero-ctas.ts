/** Call-to-action pairs of the hero banner by page key (spec: Hero banner). */
import { z } from 'zod'
import { callToAction } from './schemas/common.ts'
import { defineContent } from './schemas/define.ts'
import { bookHref } from './booking/bookHref.ts'
import { quoteHref } from './leads/quoteHref.ts'

export const pageKeys = [
  'default',
  'home',
  'photography',
  'video',
  'drone',
  'matterport',
  'editing',
  'website',
  'brand',
  'floorplans',
  'automation',
  'about',
  'contact',
  'blog',
  'services',
  'allServices',
  'portfolio',
  'privacy',
  'terms',
  'sitemap',
  'editing-portfolio',
] as const
export type PageKey = (typeof pageKeys)[number]

type Cta = { text: string; href: string; variant: 'primary' | 'secondary' }
const pair = (primary: [string, string], secondary: [string, string]): [Cta, Cta] => [
  { text: primary[0], href: primary[1], variant: 'primary' },
  { text: secondary[0], href: secondary[1], variant: 'secondary' },
]

export const heroCtas = defineContent(
  'content/hero-ctas.ts',
  z.record(z.enum(pageKeys), z.tuple([callToAction, callToAction])),
  {
    default: pair(['Our Services', '/services'], ['View Portfolio', '/portfolio']),
    home: pair(['Our Services', '/services'], ['View Portfolio', '/portfolio']),
    photography: pair(
      ['View Photography Gallery', '/portfolio/photography'],
      ['Book a Photo Session', bookHref({ service: 'photography' })],
    ),
    video: pair(
      ['View Video Portfolio', '/portfolio/video'],
      ['Start Your Video Project', quoteHref({ service: 'video' })],
    ),
    drone: pair(['View Aerial Portfolio', '/portfolio/drone'], ['Book a Drone Shoot', bookHref({ service: 'drone' })]),
    matterport: pair(
      ['Explore 3D Tours', '/portfolio/matterport'],
      ['Book a 3D Tour', bookHref({ service: 'matterport' })],
    ),
    editing: pair(['See Before & After', '/portfolio/editing'], ['Get a Quote', quoteHref({ service: 'editing' })]),
    website: pair(
      ['View Website Portfolio', '/portfolio/website-design'],
      ['Start Your Project', quoteHref({ service: 'website' })],
    ),
    brand: pair(
      ['View Apparel Portfolio', '/portfolio/brand-apparel'],
      ['Get a Quote', quoteHref({ service: 'brand' })],
    ),
    floorplans: pair(
      ['Order a Floor Plan', quoteHref({ service: 'floorplans' })],
      ['See Recent Plans', '/services/floorplans#featured-work'],
    ),
    automation: pair(
      ['View AI Portfolio', '/portfolio/ai-services'],
      ['Schedule a Demo', quoteHref({ service: 'ai-services' })],
    ),
    about: pair(['Our Services', '/services'], ['Contact Us', '/contact']),
    contact: pair(['Our Services', '/services'], ['View Portfolio', '/portfolio']),
    blog: pair(['Our Services', '/services'], ['Contact Us', '/contact']),
    services: pair(['View Portfolio', '/portfolio'], ['Get a Quote', quoteHref()]),
    allServices: pair(['View Portfolio', '/portfolio'], ['Get a Quote', quoteHref()]),
    portfolio: pair(['Our Services', '/services'], ['Start a Project', quoteHref()]),
    privacy: pair(['Contact Us', '/contact'], ['Back to Home', '/']),
    terms: pair(['Contact Us', '/contact'], ['Back to Home', '/']),
    sitemap: pair(['Our Services', '/services'], ['Contact Us', '/contact']),
    'editing-portfolio': pair(
      ['Editing Services', '/services/editing'],
      ['Get a Quote', quoteHref({ service: 'editing' })],
    ),
  },
)
