/** The service cards shown on home and the services overview, one per catalogue service in its order (spec: Service card). */
import { z } from 'zod'
import { company, figures } from '../company.ts'
import { servicesCatalog } from '../services-catalog.ts'
import { serviceCard } from '../schemas/common.ts'
import { defineContent } from '../schemas/define.ts'

export const serviceCards = defineContent(
  'content/services/cards.ts',
  z.array(serviceCard).length(servicesCatalog.length),
  [
    {
      title: 'Real Estate Photography',
      description: `HDR interiors, bright exteriors and twilight shots that make listings stand out, delivered in ${company.delivery}.`,
      href: '/services/photography',
      icon: 'camera',
    },
    {
      title: 'Video Production',
      description:
        'Cinematic property tours, agent introductions and social-ready reels with professional editing and music.',
      href: '/services/video',
      icon: 'camera-video',
    },
    {
      title: 'Drone Photography & Video',
      description:
        'Licensed, insured pilots capture aerial views of the home, the lot and the neighbourhood around it.',
      href: '/services/drone',
      icon: 'airplane',
    },
    {
      title: 'Matterport 3D Tours',
      description: `Immersive walkthroughs buyers can explore day or night, with floor plans and ${figures.services.matterport.hosting} of hosting included.`,
      href: '/services/matterport',
      icon: 'badge-3d',
    },
    {
      title: 'AI Services & Automation',
      description:
        'Virtual staging, AI-written listing copy, chatbots and market reports that save agents hours every week.',
      href: '/services/ai-services',
      icon: 'robot',
    },
    {
      title: 'Photo & Video Editing',
      description:
        'Colour correction, sky replacement, object removal and virtual twilight from a dedicated editing team.',
      href: '/services/editing',
      icon: 'sliders',
    },
    {
      title: 'Website Design & Development',
      description: 'Single-property sites, agent websites and custom builds that turn visitors into qualified leads.',
      href: '/services/website',
      icon: 'code-slash',
    },
    {
      title: 'Brand Apparel',
      description:
        'Branded polos, jackets and open-house signage gear that keep your team recognisable on every showing.',
      href: '/services/brand',
      icon: 'bag',
    },
    {
      title: 'Floor Plans',
      description: `Measured 2D and 3D plans that show buyers the layout, delivered with your photos in ${figures.services.floorplans.turnaround.standard}.`,
      href: '/services/floorplans',
      icon: 'rulers',
    },
  ],
)
